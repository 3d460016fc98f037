/**
 * The photo quality checks (src/ui/photo-quality.ts) in Node, on the generated card photo (tests/helpers/synthetic-
 * photos.ts) enlarged to each size: a 12-megapixel photo's shrunk copy (2048 × 1536, reduced to the analysed size in
 * JavaScript, the worst case; the worker lets the canvas draw it at 640 × 480), that 640 × 480 copy, and a 720p
 * camera frame. Beside each, the floor: copying its pixels once. Medians of 15 runs, after 3 to warm up.
 *
 * Then the live camera's frame analysis as the phone runs it (src/ui/CameraCapture.tsx and camera-frames.worker.ts),
 * in Chromium with the CPU slowed 4 times: the card guide's part of a 1280 × 720 frame, reduced by createImageBitmap
 * as the whole frame is to 640 × 360 (the checks' scale), drawn on an OffscreenCanvas, read back and judged by
 * checkFrame with its motion against the frame before; the analysis alone (on a frame read once); and the floor, in
 * the same page: reducing and reading the frame without the analysis.
 */
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import ts from 'typescript';
import { CHROMIUM_PATH } from '../tests/e2e/harness';
import { checkPhotoQuality, type RgbaPixels } from '../src/ui/photo-quality';
import { guideRect } from '../src/ui/camera-countdown';
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

const CPU_SLOWDOWN = 4;

/** Median ms of the live camera's frame analysis and of its floor, in a Chromium page slowed CPU_SLOWDOWN times. */
async function throttledFrame(frame: RgbaPixels) {
  // photo-quality.ts imports types only: its JavaScript runs as it is once the types are stripped.
  const checks = ts.transpileModule(readFileSync(new URL('../src/ui/photo-quality.ts', import.meta.url), 'utf8'), {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
  }).outputText;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage();
    // tsx keeps function names with a helper, __name, that the page does not have: the evaluated function needs it.
    await page.addScriptTag({ content: `window.__name = (f) => f; window.photoQuality = {}; (function (exports) { ${checks} })(window.photoQuality);` });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    return await page.evaluate(
      async ({ pixels, width, height, guide }) => {
        const { checkFrame, frameMotion } = (window as unknown as { photoQuality: typeof import('../src/ui/photo-quality') }).photoQuality;
        const video = new OffscreenCanvas(width, height);
        const bytes = Uint8ClampedArray.from(atob(pixels), (char) => char.charCodeAt(0));
        video.getContext('2d')!.putImageData(new ImageData(bytes, width, height), 0, 0);
        // The guide's part, reduced as the whole frame is to 640 × 360 (CameraCapture.tsx).
        const [resizeWidth, resizeHeight] = [Math.round(guide.width / 2), Math.round(guide.height / 2)];
        const reduced = new OffscreenCanvas(resizeWidth, resizeHeight).getContext('2d', { willReadFrequently: true })!;
        const read = async () => {
          const bitmap = await createImageBitmap(video, guide.x, guide.y, guide.width, guide.height, { resizeWidth, resizeHeight });
          reduced.drawImage(bitmap, 0, 0);
          bitmap.close();
          return reduced.getImageData(0, 0, resizeWidth, resizeHeight);
        };
        const reducedFrame = await read();
        let previous = checkFrame(reducedFrame).steadiness;
        const analyse = (pixels: ImageData) => {
          const { steadiness } = checkFrame(pixels);
          frameMotion(previous, steadiness);
          previous = steadiness;
        };
        // The three are timed in turn, 3 rounds to warm up and 15 measured, so a busy moment of the machine falls on all.
        const times = { floor: [] as number[], checks: [] as number[], analysed: [] as number[] };
        const time = async (into: number[], run: () => unknown, round: number) => {
          const started = performance.now();
          await run();
          if (round >= 3) into.push(performance.now() - started);
        };
        for (let round = 0; round < 18; round++) {
          await time(times.floor, read, round);
          await time(times.checks, () => analyse(reducedFrame), round);
          await time(times.analysed, async () => analyse(await read()), round);
        }
        const median = (list: number[]) => list.sort((a, b) => a - b)[7];
        return { floor: median(times.floor), checks: median(times.checks), analysed: median(times.analysed) };
      },
      { pixels: Buffer.from(frame.data).toString('base64'), width: frame.width, height: frame.height, guide: guideRect(frame.width, frame.height) },
    );
  } finally {
    await browser.close();
  }
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
    const { analysed, checks, floor } = await throttledFrame(enlarged(pixels, 1280, 720));
    report({ label: `live camera 720p frame, CPU ×${CPU_SLOWDOWN}: reduced, read, analysed`, value: analysed, unit: 'ms' });
    report({ label: `live camera 720p frame, CPU ×${CPU_SLOWDOWN}: the analysis alone`, value: checks, unit: 'ms' });
    report({ label: `live camera 720p frame, CPU ×${CPU_SLOWDOWN}: floor (reduced and read)`, value: floor, unit: 'ms' });
  },
};
export default bench;
