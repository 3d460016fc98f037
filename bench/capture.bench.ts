/**
 * The photo quality checks (src/ui/capture/photo-quality.ts) in Node, on the generated card photo (tests/helpers/synthetic-
 * photos.ts) enlarged to each size: a 12-megapixel photo's shrunk copy (2048 × 1536, reduced to the analysed size in
 * JavaScript, the worst case; the worker lets the canvas draw it at 640 × 480), that 640 × 480 copy, and a 720p
 * camera frame. Beside each, the floor: copying its pixels once. Medians of 15 runs, after 3 to warm up.
 *
 * Then the live camera's frame analysis as the phone runs it (src/ui/capture/CameraCapture.tsx and camera-frames.worker.ts),
 * in Chromium with the CPU slowed 4 times: the card guide's part of a 1280 × 720 frame, reduced by createImageBitmap
 * as the whole frame is to 640 × 360 (the checks' scale), drawn on an OffscreenCanvas, read back and judged by
 * checkFrame with its motion against the frame before; the analysis alone (on a frame read once); and the floor, in
 * the same page: reducing and reading the frame without the analysis. And a 12 MP photo as the photo worker
 * (compress-photo.worker.ts) checks it in the same slowed page: a 4000 × 3000 JPEG of the card decoded, drawn at
 * 640 × 480 on white, read back and checked; the checks alone (on a photo decoded once); and the floor, decoding the
 * JPEG alone.
 *
 * Last, the MRZ read of a passport photo as the customer's browser runs it (src/ui/capture/read-mrz.ts and its worker, from
 * a production build, Tesseract's files served by it): the first read (Tesseract loaded and started) and the next
 * ones, beside the floor of the same page: decoding the photo alone; then again in a Chromium confined to a quarter
 * of one core (browserMrzRead says why).
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { execSync } from 'node:child_process';
import { extname, join, normalize, resolve } from 'node:path';
import type { AddressInfo } from 'node:net';
import { chromium } from 'playwright-core';
import ts from 'typescript';
import { CHROMIUM_PATH } from '../tests/e2e/harness';
import { ANALYSIS_LONG_SIDE, checkPhotoQuality, type RgbaPixels } from '../src/ui/capture/photo-quality';
import { guideRect } from '../src/ui/capture/camera-countdown';
import jpeg from 'jpeg-js';
import { compareWithTyped } from '../src/ui/capture/mrz-compare';
import { readingOfLines } from '../src/ui/capture/mrz-text';
import { nodeMrzReader } from '../tests/helpers/mrz-ocr';
import { syntheticPhoto } from '../tests/helpers/synthetic-photos';
import {
  alteredMrz,
  photographDocuments,
  PLANTED_FIELDS,
  syntheticDocuments,
  typedWithMismatch,
  type SyntheticDocument,
} from '../tests/helpers/synthetic-mrz';
import type { Bench } from './run';
import { quarterCoreChromium } from './quarter-core';

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
/** A 12-megapixel photo, as a phone's camera takes it. */
const PHOTO_12MP = { width: 4000, height: 3000 };

/**
 * Median ms, in a Chromium page slowed CPU_SLOWDOWN times, of the live camera's frame analysis and of the quality
 * checks of a 12 MP photo, each beside its floor. The measures are timed in turn, round after round (warm-up rounds
 * left out), so a busy moment of the machine falls on all.
 */
async function throttledAnalysis(frame: RgbaPixels, photo: RgbaPixels) {
  // photo-quality.ts imports types only: its JavaScript runs as it is once the types are stripped.
  const checks = ts.transpileModule(
    readFileSync(new URL('../src/ui/capture/photo-quality.ts', import.meta.url), 'utf8'),
    {
      compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
    },
  ).outputText;
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage();
    // tsx keeps function names with a helper, __name, that the page does not have: the evaluated function needs it.
    await page.addScriptTag({
      content: `window.__name = (f) => f; window.photoQuality = {}; (function (exports) { ${checks} })(window.photoQuality);`,
    });
    const cdp = await page.context().newCDPSession(page);
    const pixels = (image: RgbaPixels) => ({
      base64: Buffer.from(image.data).toString('base64'),
      width: image.width,
      height: image.height,
    });
    // The pictures are made before the CPU is slowed: a 12 MP JPEG of the card photo, enlarged as a camera would take it.
    await page.evaluate(
      async ({ frame, photo, photoSize }) => {
        const canvasOf = ({ base64, width, height }: typeof frame) => {
          const canvas = new OffscreenCanvas(width, height);
          canvas.getContext('2d')!.putImageData(
            new ImageData(
              Uint8ClampedArray.from(atob(base64), (char) => char.charCodeAt(0)),
              width,
              height,
            ),
            0,
            0,
          );
          return canvas;
        };
        const large = new OffscreenCanvas(photoSize.width, photoSize.height);
        large.getContext('2d')!.drawImage(canvasOf(photo), 0, 0, photoSize.width, photoSize.height);
        const pictures = {
          video: canvasOf(frame),
          jpeg: await large.convertToBlob({ type: 'image/jpeg', quality: 0.9 }),
        };
        Object.assign(window, { pictures });
      },
      { frame: pixels(frame), photo: pixels(photo), photoSize: PHOTO_12MP },
    );
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    return await page.evaluate(
      async ({ guide, photoSize, analysedLongSide }) => {
        const { checkFrame, checkPhotoQuality, frameMotion } = (
          window as unknown as { photoQuality: typeof import('../src/ui/capture/photo-quality') }
        ).photoQuality;
        const { video, jpeg } = (window as unknown as { pictures: { video: OffscreenCanvas; jpeg: Blob } }).pictures;
        const times: Record<string, number[]> = {};
        const timed = async (name: string, run: () => unknown, measured: boolean) => {
          const started = performance.now();
          await run();
          if (measured) (times[name] ??= []).push(performance.now() - started);
        };
        const median = (list: number[]) => list.sort((a, b) => a - b)[Math.floor(list.length / 2)];

        // The live camera (CameraCapture.tsx, camera-frames.worker.ts): the guide's part of a 720p frame, reduced as
        // the whole frame is to 640 × 360 (the checks' scale), drawn on a kept canvas, read and judged.
        const [resizeWidth, resizeHeight] = [Math.round(guide.width / 2), Math.round(guide.height / 2)];
        const reduced = new OffscreenCanvas(resizeWidth, resizeHeight).getContext('2d', { willReadFrequently: true })!;
        const read = async () => {
          const bitmap = await createImageBitmap(video, guide.x, guide.y, guide.width, guide.height, {
            resizeWidth,
            resizeHeight,
          });
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
        for (let round = 0; round < 18; round++) {
          await timed('frameFloor', read, round >= 3);
          await timed('frameChecks', () => analyse(reducedFrame), round >= 3);
          await timed('frameAnalysed', async () => analyse(await read()), round >= 3);
        }

        // A 12 MP photo (compress-photo.worker.ts): decoded, drawn at the checks' size on white, read and judged.
        const scale = analysedLongSide / Math.max(photoSize.width, photoSize.height);
        const [width, height] = [Math.round(photoSize.width * scale), Math.round(photoSize.height * scale)];
        const decode = () => createImageBitmap(jpeg, { imageOrientation: 'from-image' });
        const check = (bitmap: ImageBitmap) => {
          const context = new OffscreenCanvas(width, height).getContext('2d', { willReadFrequently: true })!;
          context.fillStyle = '#fff';
          context.fillRect(0, 0, width, height);
          context.drawImage(bitmap, 0, 0, width, height);
          return checkPhotoQuality(context.getImageData(0, 0, width, height), photoSize);
        };
        const decoded = await decode();
        for (let round = 0; round < 12; round++) {
          await timed('photoFloor', async () => (await decode()).close(), round >= 3);
          await timed('photoChecks', () => check(decoded), round >= 3);
          await timed(
            'photoAnalysed',
            async () => {
              const bitmap = await decode();
              check(bitmap);
              bitmap.close();
            },
            round >= 3,
          );
        }
        decoded.close();
        return Object.fromEntries(Object.entries(times).map(([name, list]) => [name, median(list)]));
      },
      { guide: guideRect(frame.width, frame.height), photoSize: PHOTO_12MP, analysedLongSide: ANALYSIS_LONG_SIDE },
    );
  } finally {
    await browser.close();
  }
}

const root = resolve(import.meta.dirname, '..');
const MRZ_DIST = join(root, '.tmp/bench-capture-dist');
const MRZ_TARGET_MS = 2500;
const TYPES: Record<string, string> = { '.js': 'text/javascript', '.gz': 'application/gzip', '.html': 'text/html' };

/** Serves the build's files, and an empty page at / for the bench to run in. */
function serveBuild(dir: string) {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (path === '/')
      return response.writeHead(200, { 'Content-Type': 'text/html' }).end('<!doctype html><title>MRZ bench</title>');
    try {
      const body = readFileSync(join(dir, normalize(path).replace(/^(\.\.[/\\])+/, '')));
      response.writeHead(200, { 'Content-Type': TYPES[extname(path)] ?? 'application/octet-stream' }).end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise<{ url: string; close: () => void }>((done) =>
    server.listen(0, '127.0.0.1', () =>
      done({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() }),
    ),
  );
}

/**
 * The app built, and the file of its MRZ reader (src/ui/capture/read-mrz.ts), which a page of the build imports.
 */
function buildMrzReader() {
  execSync(`npx vite build --outDir ${MRZ_DIST} --emptyOutDir --manifest --logLevel error`, {
    cwd: root,
    stdio: 'ignore',
  });
  const manifest = JSON.parse(readFileSync(join(MRZ_DIST, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string }
  >;
  const reader = Object.entries(manifest).find(([key]) => key.endsWith('src/ui/capture/read-mrz.ts'))?.[1].file;
  if (!reader) throw new Error('No chunk for src/ui/capture/read-mrz.ts in the build');
  return reader;
}

/**
 * The MRZ read of a passport photo in Chromium (its worker) and its floor. DevTools' CPU throttling cannot slow a
 * worker ("Operation is only supported for pages, not workers"): the slowed figure comes from a Chromium confined to
 * a quarter of one core instead (bench/quarter-core.ts).
 */
async function browserMrzRead(reader: string, photo: Buffer, executablePath = CHROMIUM_PATH) {
  const server = await serveBuild(MRZ_DIST);
  const browser = await chromium.launch({ executablePath, args: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage();
    // tsx keeps function names with a helper, __name, that the page does not have: the evaluated function needs it.
    await page.addInitScript('globalThis.__name = (f) => f');
    await page.goto(server.url);
    return await page.evaluate(
      async ({ reader, jpeg }) => {
        const { readMrzOfPhoto } = (await import(reader)) as typeof import('../src/ui/capture/read-mrz');
        const blob = new Blob([Uint8Array.from(atob(jpeg), (char) => char.charCodeAt(0))], { type: 'image/jpeg' });
        const decode = async () => {
          const bitmap = await createImageBitmap(blob, { imageOrientation: 'from-image' });
          const context = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d', {
            willReadFrequently: true,
          })!;
          context.drawImage(bitmap, 0, 0);
          context.getImageData(0, 0, bitmap.width, bitmap.height);
          bitmap.close();
        };
        const time = async (run: () => Promise<unknown>) => {
          const started = performance.now();
          const result = await run();
          return { ms: performance.now() - started, result };
        };
        const first = await time(() => readMrzOfPhoto(blob));
        const reads: number[] = [];
        const floors: number[] = [];
        let allRead = first.result !== null;
        for (let round = 0; round < 3; round++) {
          floors.push((await time(decode)).ms);
          const read = await time(() => readMrzOfPhoto(blob));
          reads.push(read.ms);
          allRead &&= read.result !== null;
        }
        const median = (list: number[]) => list.sort((a, b) => a - b)[1];
        return { first: first.ms, read: median(reads), floor: median(floors), allRead };
      },
      { reader: `/${reader}`, jpeg: photo.toString('base64') },
    );
  } finally {
    await browser.close();
    server.close();
  }
}

/** MRZ_PHOTOS generated passports and ID cards (a third of each format; 60 unless set). */
const MRZ_PHOTOS = Number(process.env.MRZ_PHOTOS ?? 60);
const TODAY = new Date();

function everyFieldRight(document: SyntheticDocument, reading: ReturnType<typeof readingOfLines>) {
  return (
    !!reading?.valid &&
    compareWithTyped(reading, { ...document.identity }).every((comparison) => comparison.matches) &&
    reading.expiryDate === document.identity.expiryDate
  );
}

/**
 * The MRZ reader (src/ui/capture/mrz-*.ts) in Node on the generated photos (tests/helpers/synthetic-mrz.ts): the share read
 * with every field right, per format; its time per photo (band found and cut, OCR, checks) beside the floor, decoding
 * the JPEG alone; and on the generated MRZs themselves, the altered ones caught and the planted mismatches flagged.
 */
async function mrzFigures(report: (figure: { label: string; value: number; unit: string }) => void) {
  const documents = syntheticDocuments(MRZ_PHOTOS, 5);
  const photos = await photographDocuments(documents);
  const reader = await nodeMrzReader();
  const right: Record<string, number[]> = { TD3: [], TD1: [], TD2: [] };
  const readTimes: number[] = [];
  const decodeTimes: number[] = [];
  try {
    for (const photo of photos) {
      let started = performance.now();
      jpeg.decode(photo.jpeg, { useTArray: true });
      decodeTimes.push(performance.now() - started);
      started = performance.now();
      const reading = await reader.read(photo.jpeg, TODAY);
      readTimes.push(performance.now() - started);
      right[photo.document.format].push(everyFieldRight(photo.document, reading) ? 1 : 0);
    }
  } finally {
    await reader.close();
  }
  const share = (values: number[]) =>
    (100 * values.reduce((sum, value) => sum + value, 0)) / Math.max(1, values.length);
  report({
    label: `MRZ read, every field right: all ${photos.length} photos`,
    value: share(Object.values(right).flat()),
    unit: '%',
  });
  for (const format of ['TD3', 'TD1', 'TD2'])
    report({ label: `MRZ read, every field right: ${format}`, value: share(right[format]), unit: '%' });
  const medianOf = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  report({ label: 'MRZ read time per 1600×1200 photo (median)', value: medianOf(readTimes), unit: 'ms' });
  report({ label: 'MRZ read: floor (decoding the JPEG alone)', value: medianOf(decodeTimes), unit: 'ms' });
  const many = syntheticDocuments(600, 9);
  const caught = many.filter(
    (document, i) => readingOfLines(document.format, alteredMrz(document, i), TODAY)?.valid === false,
  ).length;
  report({
    label: `altered MRZs (one digit) caught by the check digits, of ${many.length}`,
    value: (100 * caught) / many.length,
    unit: '%',
  });
  let flagged = 0;
  for (const document of many.slice(0, 200)) {
    const reading = readingOfLines(document.format, document.mrz, TODAY)!;
    for (const field of PLANTED_FIELDS) {
      const mismatches = compareWithTyped(reading, { ...typedWithMismatch(document.identity, field) }).filter(
        (comparison) => !comparison.matches,
      );
      if (mismatches.length === 1 && mismatches[0].field === field) flagged++;
    }
  }
  report({
    label: `planted mismatches flagged on their field, of ${200 * PLANTED_FIELDS.length}`,
    value: (100 * flagged) / (200 * PLANTED_FIELDS.length),
    unit: '%',
  });
}

const bench: Bench = {
  name: 'Photo quality checks and the MRZ reader',
  async run(report) {
    const { pixels } = syntheticPhoto(1000, null);
    const sizes = [
      { label: '12 MP shrunk copy 2048×1536', width: 2048, height: 1536 },
      { label: 'analysed copy 640×480', width: 640, height: 480 },
      { label: '720p frame 1280×720', width: 1280, height: 720 },
    ];
    for (const { label, width, height } of sizes) {
      const image = enlarged(pixels, width, height);
      report({
        label: `${label}: checks`,
        value: median(() => checkPhotoQuality(image, { width: 2048, height: 1536 })),
        unit: 'ms',
      });
      report({
        label: `${label}: floor (copying the pixels)`,
        value: median(() => new Uint8ClampedArray(image.data)),
        unit: 'ms',
      });
    }
    const slowed = await throttledAnalysis(enlarged(pixels, 1280, 720), pixels);
    const cpu = `CPU ×${CPU_SLOWDOWN}`;
    report({
      label: `live camera 720p frame, ${cpu}: reduced, read, analysed`,
      value: slowed.frameAnalysed,
      unit: 'ms',
    });
    report({ label: `live camera 720p frame, ${cpu}: the analysis alone`, value: slowed.frameChecks, unit: 'ms' });
    report({ label: `live camera 720p frame, ${cpu}: floor (reduced and read)`, value: slowed.frameFloor, unit: 'ms' });
    report({
      label: `12 MP photo, ${cpu}: decoded, drawn at 640×480, read, checked`,
      value: slowed.photoAnalysed,
      unit: 'ms',
    });
    report({
      label: `12 MP photo, ${cpu}: the checks alone (drawn, read, checked)`,
      value: slowed.photoChecks,
      unit: 'ms',
    });
    report({ label: `12 MP photo, ${cpu}: floor (decoding the JPEG)`, value: slowed.photoFloor, unit: 'ms' });
    await mrzFigures(report);
    const [passport] = await photographDocuments(syntheticDocuments(1, 5));
    const reader = buildMrzReader();
    const browserRead = await browserMrzRead(reader, passport.jpeg);
    if (!browserRead.allRead) throw new Error('The browser did not read the passport photo');
    report({ label: 'MRZ read in the browser, first (Tesseract loads)', value: browserRead.first, unit: 'ms' });
    report({ label: 'MRZ read in the browser, median, not slowed', value: browserRead.read, unit: 'ms' });
    report({
      label: 'MRZ read in the browser: floor (decoding the photo alone)',
      value: browserRead.floor,
      unit: 'ms',
    });
    const quarterCore = quarterCoreChromium(CHROMIUM_PATH, join(root, '.tmp'));
    if (!quarterCore) {
      console.log(
        '  (no cgroup to confine Chromium to a quarter of one core here: the slowed MRZ read is not measured)',
      );
      return;
    }
    try {
      const slowedRead = await browserMrzRead(reader, passport.jpeg, quarterCore.executablePath);
      if (!slowedRead.allRead) throw new Error('The browser on a quarter of one core did not read the passport photo');
      report({
        label: `MRZ read in the browser on a quarter of one core, median (target ${MRZ_TARGET_MS})`,
        value: slowedRead.read,
        unit: 'ms',
      });
      report({ label: '  floor: decoding the photo alone, same browser', value: slowedRead.floor, unit: 'ms' });
    } finally {
      quarterCore.remove();
    }
  },
};
export default bench;
