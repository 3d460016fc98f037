import { describe, expect, it } from 'vitest';
import {
  PHOTO_SMALL_BYTES,
  photoDimensions,
  photoEncodings,
  shouldCompressPhoto,
} from '../../src/ui/capture/photo-size';

describe('the size a picked photo is sent at', () => {
  it('brings a 12-megapixel photo to a long side of 2048', () => {
    expect(photoDimensions(4000, 3000)).toEqual({ width: 2048, height: 1536 });
  });

  it('keeps the orientation of a portrait photo', () => {
    expect(photoDimensions(3000, 4000)).toEqual({ width: 1536, height: 2048 });
  });

  it('never enlarges a photo already small enough', () => {
    expect(photoDimensions(1200, 900)).toEqual({ width: 1200, height: 900 });
    expect(photoDimensions(2400, 1800)).toEqual({ width: 2400, height: 1800 });
  });

  it('steps down quality, then to a long side of 1500 and never below', () => {
    const attempts = photoEncodings(4000, 3000);
    expect(attempts.map((a) => a.quality)).toEqual([0.8, 0.7, 0.6, 0.6]);
    expect(attempts.at(-1)).toMatchObject({ width: 1500, height: 1125 });
    expect(photoEncodings(1200, 900).every((a) => a.width === 1200 && a.height === 900)).toBe(true);
  });

  it('leaves PDFs and small images as they are', () => {
    expect(shouldCompressPhoto('application/pdf', 5_000_000)).toBe(false);
    expect(shouldCompressPhoto('image/jpeg', PHOTO_SMALL_BYTES)).toBe(false);
    expect(shouldCompressPhoto('image/jpeg', 3_900_000)).toBe(true);
    expect(shouldCompressPhoto('image/png', 3_900_000)).toBe(true);
  });
});
