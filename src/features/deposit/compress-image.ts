// The transfer slip, compressed before upload (upstream: JPEG quality 0.6, at most 720 px wide):
// a phone photo of several MB becomes a few hundred KB, which a slow mobile network can carry.
import { DEPOSIT_SLIP_JPEG_QUALITY } from '../../config/constants';
import { slipSize } from './deposit-model';

export async function compressSlip(file: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(file);
  try {
    const { width, height } = slipSize(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    // JPEG has no transparency: a transparent png would turn black without a white ground.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    context.drawImage(bitmap, 0, 0, width, height);
    return await new Promise<Blob>((resolve, reject) => {
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('the slip could not be encoded'))), 'image/jpeg', DEPOSIT_SLIP_JPEG_QUALITY);
    });
  } finally {
    bitmap.close();
  }
}
