/**
 * Re-encodes one photo off the main thread (see photo-size.ts for the rule): decoded with its EXIF orientation
 * applied, drawn on an OffscreenCanvas at the chosen size and encoded as JPEG, which leaves the metadata (location,
 * camera) behind. Answers { blob, width, height, ms }, or { blob: null } when the browser cannot or the result is
 * no smaller, so the caller keeps the original.
 */
import { PHOTO_SMALL_BYTES, photoEncodings } from './photo-size';

export type CompressPhotoReply = { blob: Blob; width: number; height: number; ms: number } | { blob: null; ms: number };

async function compress(file: Blob): Promise<CompressPhotoReply> {
  const started = performance.now();
  if (typeof OffscreenCanvas === 'undefined' || typeof createImageBitmap === 'undefined') return { blob: null, ms: 0 };
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
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
    return best && best.blob.size < file.size ? { ...best, ms } : { blob: null, ms };
  } finally {
    bitmap.close();
  }
}

self.onmessage = (event: MessageEvent<Blob>) => {
  compress(event.data).then(
    (reply) => self.postMessage(reply),
    () => self.postMessage({ blob: null, ms: 0 } satisfies CompressPhotoReply),
  );
};
