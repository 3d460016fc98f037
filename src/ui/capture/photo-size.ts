/**
 * How a picked photo is made small on the device (product §5, documents over a phone connection): JPEG and PNG
 * photos above PHOTO_SMALL_BYTES are re-encoded as JPEG, their long side brought to PHOTO_LONG_SIDE when it is over
 * PHOTO_MAX_LONG_SIDE, never under PHOTO_MIN_LONG_SIDE so an identity document stays legible. PDFs and small images
 * are kept byte for byte.
 */
export const PHOTO_SMALL_BYTES = 600 * 1024;
export const PHOTO_LONG_SIDE = 2048;
export const PHOTO_MAX_LONG_SIDE = 2400;
export const PHOTO_MIN_LONG_SIDE = 1500;
export const PHOTO_QUALITIES = [0.8, 0.7, 0.6] as const;

export interface PhotoEncoding {
  width: number;
  height: number;
  quality: number;
}

/** Whether a picked file is a photo worth re-encoding (decided before decoding it). */
export const shouldCompressPhoto = (type: string, bytes: number) =>
  (type === 'image/jpeg' || type === 'image/png') && bytes > PHOTO_SMALL_BYTES;

/** The size a photo of width × height is sent at: long side PHOTO_LONG_SIDE when over PHOTO_MAX_LONG_SIDE, else as it is. */
export function photoDimensions(width: number, height: number): { width: number; height: number } {
  const longSide = Math.max(width, height);
  if (longSide <= PHOTO_MAX_LONG_SIDE) return { width, height };
  const scale = PHOTO_LONG_SIDE / longSide;
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

/**
 * The encodings tried in order until one fits PHOTO_SMALL_BYTES: the chosen size at falling qualities, then (for a
 * photo still too large, e.g. very fine detail) the long side at PHOTO_MIN_LONG_SIDE, never smaller.
 */
export function photoEncodings(width: number, height: number): PhotoEncoding[] {
  const target = photoDimensions(width, height);
  const attempts: PhotoEncoding[] = PHOTO_QUALITIES.map((quality) => ({ ...target, quality }));
  const longSide = Math.max(target.width, target.height);
  if (longSide > PHOTO_MIN_LONG_SIDE) {
    const scale = PHOTO_MIN_LONG_SIDE / longSide;
    attempts.push({
      width: Math.round(target.width * scale),
      height: Math.round(target.height * scale),
      quality: PHOTO_QUALITIES.at(-1)!,
    });
  }
  return attempts;
}
