// Opens the app download popup from anywhere (the member centre's APPDOWNLOAD entry and quick
// row) without importing the install feature: the shell draws the 'download-popup' overlay on
// routes that ask for it, and that overlay shows the popup while a request is open.
import { proxy, useSnapshot } from 'valtio';

export const downloadPopupRequest = proxy({ open: false });

export function requestDownloadPopup(): void {
  downloadPopupRequest.open = true;
}

export function closeDownloadPopup(): void {
  downloadPopupRequest.open = false;
}

export function useDownloadPopupRequest(): boolean {
  return useSnapshot(downloadPopupRequest).open;
}
