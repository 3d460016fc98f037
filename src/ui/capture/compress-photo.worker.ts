/**
 * Re-encodes one photo off the main thread (see photo-size.ts for the rule) and checks its quality: decoded with its
 * EXIF orientation applied, drawn on an OffscreenCanvas at the chosen size and encoded as JPEG, which leaves the
 * metadata (location, camera) behind; drawn again at the checks' size (photo-quality.ts) to find what would make it
 * hard to read. Answers { blob, width, height, ms, findings }, or { blob: null } when it was not to be re-encoded,
 * the browser cannot, or the result is no smaller, so the caller keeps the original (still with its findings).
 */
import type { PhotoFinding } from '@/contract/photo-findings';
import { ANALYSIS_LONG_SIDE, checkPhotoQuality } from './photo-quality';
import { PHOTO_SMALL_BYTES, photoDimensions, photoEncodings } from './photo-size';

export interface CompressPhotoRequest {
  file: Blob;
  /** Whether the photo is worth re-encoding (photo-size.ts); its quality is checked either way. */
  compress: boolean;
}

/** findings is null when the photo could not be checked; checkMs is the quality checks' own time. */
export type CompressPhotoReply = ({ blob: Blob; width: number; height: number } | { blob: null }) & {
  ms: number;
  findings: PhotoFinding[] | null;
  checkMs?: number;
};

/** The quality checks on a copy drawn at their size, judged by the size the photo is sent at. */
function checkQuality(bitmap: ImageBitmap, sent: { width: number; height: number }) {
  const scale = Math.min(1, ANALYSIS_LONG_SIDE / Math.max(bitmap.width, bitmap.height));
  const width = Math.max(1, Math.round(bitmap.width * scale));
  const height = Math.max(1, Math.round(bitmap.height * scale));
  const context = new OffscreenCanvas(width, height).getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.drawImage(bitmap, 0, 0, width, height);
  return checkPhotoQuality(context.getImageData(0, 0, width, height), sent);
}

async function compress({ file, compress }: CompressPhotoRequest): Promise<CompressPhotoReply> {
  const started = performance.now();
  if (typeof OffscreenCanvas === 'undefined' || typeof createImageBitmap === 'undefined')
    return { blob: null, ms: 0, findings: null };
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    const checking = performance.now();
    const findings = checkQuality(bitmap, compress ? photoDimensions(bitmap.width, bitmap.height) : bitmap);
    const checkMs = Math.round(performance.now() - checking);
    if (!compress) return { blob: null, ms: Math.round(performance.now() - started), findings, checkMs };
    let best: { blob: Blob; width: number; height: number } | null = null;
    for (const { width, height, quality } of photoEncodings(bitmap.width, bitmap.height)) {
      const canvas = new OffscreenCanvas(width, height);
      const context = canvas.getContext('2d');
      if (!context) break;
      // A PNG's transparent parts would turn black in a JPEG: paper white instead.
      context.fillStyle = '#fff';
      context.fillRect(0, 0, width, height);
      context.imageSmoothingQuality = 'high';
      context.drawImage(bitmap, 0, 0, width, height);
      const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality });
      if (!best || blob.size < best.blob.size) best = { blob, width, height };
      if (blob.size <= PHOTO_SMALL_BYTES) break;
    }
    const ms = Math.round(performance.now() - started);
    return best && best.blob.size < file.size
      ? { ...best, ms, findings, checkMs }
      : { blob: null, ms, findings, checkMs };
  } finally {
    bitmap.close();
  }
}

self.onmessage = (event: MessageEvent<CompressPhotoRequest>) => {
  compress(event.data).then(
    (reply) => self.postMessage(reply),
    () => self.postMessage({ blob: null, ms: 0, findings: null } satisfies CompressPhotoReply),
  );
};
