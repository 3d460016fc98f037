/**
 * Reads the MRZ of an identity document's photo off the main thread (read-mrz.ts): the photo decoded with its EXIF
 * orientation, its band cut and checked by mrz-reader.ts, the band read by Tesseract (tesseract.js), which runs in a
 * worker of its own started from this one. Tesseract's worker script, its core (WebAssembly, the SIMD LSTM build, in
 * its .wasm.js form that carries the wasm itself) and the English model are files of this app, emitted by the build
 * from their npm packages (vite.config.ts' ocrModelFile for the model): nothing is fetched from another origin. The service worker keeps them once used
 * (sw/sw.ts, the 'payway-ocr' cache). Answers { reading, ms } for each photo, reading null when no MRZ was read.
 */
import { createWorker, type Worker as TesseractWorker } from 'tesseract.js';
import tesseractWorkerUrl from 'tesseract.js/dist/worker.min.js?url';
import tesseractCoreUrl from 'tesseract.js-core/tesseract-core-simd-lstm.wasm.js?url';
import type { MrzReading } from '@/contract/mrz-findings';
import { MRZ_CHARACTERS, MRZ_INIT_CONFIG, MRZ_PAGE_SEGMENTATION, readMrz, symbolsOf } from './mrz-reader';

export interface MrzReadRequest {
  photo: Blob;
  /** ISO date the expiry is judged against (the device's today). */
  today: string;
}

export interface MrzReadReply {
  reading: MrzReading | null;
  /** Time spent in this worker, loading Tesseract included the first time. */
  ms: number;
}

/** Set by vite.config.ts: the folder of the English model (4.0.0_best_int of @tesseract.js-data/eng), by its content. */
declare const __OCR_MODEL_DIR__: string;

const absolute = (url: string) => new URL(url, self.location.href).href;

let tesseract: Promise<TesseractWorker> | null = null;

async function startTesseract() {
  const worker = await createWorker(
    'eng',
    1,
    {
      workerPath: absolute(tesseractWorkerUrl),
      corePath: absolute(tesseractCoreUrl),
      langPath: absolute(__OCR_MODEL_DIR__),
      // No blob: URL for the worker (the CSP allows workers of this origin only); the model is kept by the service
      // worker, not a second time in IndexedDB.
      workerBlobURL: false,
      cacheMethod: 'none',
      gzip: true,
    },
    MRZ_INIT_CONFIG,
  );
  await worker.setParameters({
    tessedit_char_whitelist: MRZ_CHARACTERS,
    tessedit_pageseg_mode: MRZ_PAGE_SEGMENTATION as never,
  });
  return worker;
}

async function pixelsOf(photo: Blob) {
  const bitmap = await createImageBitmap(photo, { imageOrientation: 'from-image' });
  try {
    const context = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d', { willReadFrequently: true });
    if (!context) throw new Error('No 2D context');
    context.drawImage(bitmap, 0, 0);
    return context.getImageData(0, 0, bitmap.width, bitmap.height);
  } finally {
    bitmap.close();
  }
}

async function read({ photo, today }: MrzReadRequest): Promise<MrzReadReply> {
  const started = performance.now();
  tesseract ??= startTesseract();
  const [worker, pixels] = await Promise.all([tesseract, pixelsOf(photo)]);
  const recognize = async (bmp: Uint8Array<ArrayBuffer>) =>
    symbolsOf((await worker.recognize(new Blob([bmp], { type: 'image/bmp' }), {}, { blocks: true })).data.blocks);
  const reading = await readMrz(pixels, recognize, new Date(`${today}T12:00:00Z`));
  return { reading, ms: Math.round(performance.now() - started) };
}

self.onmessage = (event: MessageEvent<MrzReadRequest>) => {
  read(event.data).then(
    (reply) => self.postMessage(reply),
    () => self.postMessage({ reading: null, ms: 0 } satisfies MrzReadReply),
  );
};
