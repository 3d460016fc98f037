import { writeFileSync } from 'node:fs';
import type { RgbaPixels } from '../../src/ui/capture/photo-quality';

/** One RGBA picture as I420 (BT.601, studio range): the full-size Y plane, then U and V at half size each way. */
export function i420(image: RgbaPixels): Buffer {
  const { data, width, height } = image;
  const chromaWidth = Math.ceil(width / 2);
  const chromaHeight = Math.ceil(height / 2);
  const out = Buffer.alloc(width * height + 2 * chromaWidth * chromaHeight);
  const uAt = width * height;
  const vAt = uAt + chromaWidth * chromaHeight;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      out[y * width + x] = Math.round(16 + (65.481 * data[i] + 128.553 * data[i + 1] + 24.966 * data[i + 2]) / 255);
    }
  }
  for (let cy = 0; cy < chromaHeight; cy++) {
    for (let cx = 0; cx < chromaWidth; cx++) {
      const i = (Math.min(height - 1, cy * 2) * width + Math.min(width - 1, cx * 2)) * 4;
      const [r, g, b] = [data[i], data[i + 1], data[i + 2]];
      out[uAt + cy * chromaWidth + cx] = Math.round(128 + (-37.797 * r - 74.203 * g + 112 * b) / 255);
      out[vAt + cy * chromaWidth + cx] = Math.round(128 + (112 * r - 93.786 * g - 18.214 * b) / 255);
    }
  }
  return out;
}

/**
 * Writes a YUV4MPEG2 video (what Chromium's --use-file-for-fake-video-capture plays, looped) of these frames, all of
 * one size: the stream header, then each frame as 'FRAME' and its I420 planes.
 */
export function writeY4m(path: string, frames: RgbaPixels[], fps = 10) {
  const { width, height } = frames[0];
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F${fps}:1 Ip A1:1 C420jpeg\n`);
  const parts: Buffer[] = [header];
  for (const frame of frames) parts.push(Buffer.from('FRAME\n'), i420(frame));
  writeFileSync(path, Buffer.concat(parts));
}
