import type { Page } from 'playwright-core';

/** What a phone's camera makes: 4000 × 3000 px (12 megapixels). */
export const PHONE_PHOTO = { width: 4000, height: 3000 } as const;

export interface PhonePhoto {
  name: string;
  mimeType: 'image/jpeg';
  buffer: Buffer;
}

/**
 * A 12-megapixel JPEG like a phone's photo of a document (3-4 MB): a paper-coloured page with lines of "text" on a
 * darker desk, under a light gradient, with per-pixel sensor noise, which is what keeps a real photo from compressing
 * to nothing. Encoded by Chromium's own JPEG encoder at quality 0.92, as a camera app does; `seed` varies the noise.
 */
export async function phonePhoto(page: Page, name: string, seed = 1): Promise<PhonePhoto> {
  const base64 = await page.evaluate(
    async ({ width, height, seed }) => {
      const canvas = new OffscreenCanvas(width, height);
      const context = canvas.getContext('2d')!;
      const light = context.createLinearGradient(0, 0, width, height);
      light.addColorStop(0, '#6b5a48');
      light.addColorStop(1, '#3e3328');
      context.fillStyle = light;
      context.fillRect(0, 0, width, height);
      context.fillStyle = '#ece6da';
      context.fillRect(width * 0.12, height * 0.08, width * 0.76, height * 0.84);
      context.fillStyle = '#2a2a35';
      for (let line = 0; line < 40; line++) {
        const y = height * 0.14 + line * height * 0.018;
        for (let word = 0, x = width * 0.16; x < width * 0.82; word++) {
          const length = width * (0.02 + ((word * 7 + line * 13 + seed) % 9) * 0.006);
          context.fillRect(x, y, length, height * 0.008);
          x += length + width * 0.012;
        }
      }
      const image = context.getImageData(0, 0, width, height);
      let state = seed * 2654435761;
      for (let i = 0; i < image.data.length; i += 4) {
        state = (state * 1664525 + 1013904223) >>> 0;
        const noise = (state >>> 24) / 16 - 8;
        image.data[i] = image.data[i]! + noise;
        image.data[i + 1] = image.data[i + 1]! + noise * 0.9;
        image.data[i + 2] = image.data[i + 2]! + noise * 1.1;
      }
      context.putImageData(image, 0, 0);
      const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.92 });
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return btoa(binary);
    },
    { ...PHONE_PHOTO, seed },
  );
  return { name, mimeType: 'image/jpeg', buffer: Buffer.from(base64, 'base64') };
}

/** Width and height of a JPEG, read from its first start-of-frame marker. */
export function jpegSize(jpeg: Buffer): { width: number; height: number } | undefined {
  let at = 2;
  while (at + 9 < jpeg.length && jpeg[at] === 0xff) {
    const marker = jpeg[at + 1]!;
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: jpeg.readUInt16BE(at + 5), width: jpeg.readUInt16BE(at + 7) };
    }
    at += 2 + jpeg.readUInt16BE(at + 2);
  }
  return undefined;
}
