// Per-merchant .tar.gz archives without recompressing the shared application every time:
// the shared files are tarred and gzipped once (without the end-of-archive blocks), and each
// merchant's archive is that gzip member followed by a small member with its own files. A gzip
// stream may consist of several members (RFC 1952 §2.2), so the result is an ordinary .tar.gz.
import { gzipSync } from 'node:zlib';
import * as tar from 'tar';

const BLOCK = 512;

async function tarBuffer(cwd: string, files: string[]): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const stream = tar.create({ cwd, portable: true, noMtime: true, gzip: false }, files);
  for await (const chunk of stream as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** Drops the zero blocks that end a tar stream so another tar stream can follow it. */
function withoutTrailer(archive: Buffer): Buffer {
  let end = archive.length;
  while (end >= BLOCK && archive.subarray(end - BLOCK, end).every((b) => b === 0)) end -= BLOCK;
  return archive.subarray(0, end);
}

export interface SharedArchivePart {
  readonly gzip: Buffer;
}

export async function createSharedPart(cwd: string, files: string[]): Promise<SharedArchivePart> {
  return { gzip: gzipSync(withoutTrailer(await tarBuffer(cwd, files)), { level: 9 }) };
}

/** A tar stream of in-memory files (the merchant's own files are rendered, never read back). */
function tarFromMemory(files: ReadonlyMap<string, string | Buffer>): Buffer {
  const parts: Buffer[] = [];
  for (const path of [...files.keys()].sort()) {
    const body = Buffer.from(files.get(path) ?? '');
    const header = new tar.Header({ path, mode: 0o644, size: body.length, mtime: new Date(0), type: 'File', uid: 0, gid: 0 });
    header.encode();
    if (!header.block) throw new Error(`cannot encode a tar header for ${path}`);
    parts.push(header.block, body, Buffer.alloc((BLOCK - (body.length % BLOCK)) % BLOCK));
  }
  parts.push(Buffer.alloc(BLOCK * 2));
  return Buffer.concat(parts);
}

export function createMerchantArchive(shared: SharedArchivePart, ownFiles: ReadonlyMap<string, string | Buffer>): Buffer {
  return Buffer.concat([shared.gzip, gzipSync(tarFromMemory(ownFiles), { level: 6 })]);
}
