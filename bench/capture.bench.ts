/**
 * The photo quality checks (src/ui/photo-quality.ts) in Node, on the generated card photo (tests/helpers/synthetic-
 * photos.ts) enlarged to each size: a 12-megapixel photo's shrunk copy (2048 × 1536, reduced to the analysed size in
 * JavaScript, the worst case; the worker lets the canvas draw it at 640 × 480), that 640 × 480 copy, and a 720p
 * camera frame. Beside each, the floor: copying its pixels once. Medians of 15 runs, after 3 to warm up.
 */
import { checkPhotoQuality, type RgbaPixels } from '../src/ui/photo-quality';
import { syntheticPhoto } from '../tests/helpers/synthetic-photos';
import type { Bench } from './run';

function enlarged(source: RgbaPixels, width: number, height: number): RgbaPixels {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    const from = Math.floor((y * source.height) / height) * source.width;
    for (let x = 0; x < width; x++) {
      const at = (from + Math.floor((x * source.width) / width)) * 4;
      data.set(source.data.subarray(at, at + 4), (y * width + x) * 4);
    }
  }
  return { data, width, height };
}

function median(run: () => void) {
  for (let i = 0; i < 3; i++) run();
  const times = Array.from({ length: 15 }, () => {
    const started = performance.now();
    run();
    return performance.now() - started;
  });
  return times.sort((a, b) => a - b)[7];
}

const bench: Bench = {
  name: 'Photo quality checks',
  async run(report) {
    const { pixels } = syntheticPhoto(1000, null);
    const sizes = [
      { label: '12 MP shrunk copy 2048×1536', width: 2048, height: 1536 },
      { label: 'analysed copy 640×480', width: 640, height: 480 },
      { label: '720p frame 1280×720', width: 1280, height: 720 },
    ];
    for (const { label, width, height } of sizes) {
      const image = enlarged(pixels, width, height);
      report({ label: `${label}: checks`, value: median(() => checkPhotoQuality(image, { width: 2048, height: 1536 })), unit: 'ms' });
      report({ label: `${label}: floor (copying the pixels)`, value: median(() => new Uint8ClampedArray(image.data)), unit: 'ms' });
    }
  },
};
export default bench;
