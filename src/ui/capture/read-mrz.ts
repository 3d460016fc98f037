/**
 * Reads the MRZ of an identity document's photo in a Web Worker (mrz-read.worker.ts), which loads Tesseract on its
 * first photo and keeps it while photos keep coming; it is let go after a while without one. Null when no MRZ was
 * read, or the browser cannot (no Worker, OffscreenCanvas or WebAssembly SIMD): the photo is kept either way. Imported
 * lazily by the screens that read one, so the OCR stays out of every other screen's JavaScript. Each read is a User
 * Timing measure 'read-mrz' with the worker's own time.
 */
import type { MrzReading } from '@/contract/mrz-findings';
import type { MrzReadReply, MrzReadRequest } from './mrz-read.worker';

const IDLE_MS = 120_000;

let worker: Worker | null = null;
let idle: ReturnType<typeof setTimeout> | undefined;
let queue: Promise<unknown> = Promise.resolve();

const isPhoto = (type: string) => type === 'image/jpeg' || type === 'image/jpg' || type === 'image/png';

function readIn(photo: Blob, today: string) {
  worker ??= new Worker(new URL('./mrz-read.worker.ts', import.meta.url), { type: 'module' });
  const reading = worker;
  return new Promise<MrzReadReply>((resolve) => {
    reading.onmessage = (event: MessageEvent<MrzReadReply>) => resolve(event.data);
    reading.onerror = () => resolve({ reading: null, ms: 0 });
    reading.postMessage({ photo, today } satisfies MrzReadRequest);
  });
}

export async function readMrzOfPhoto(
  photo: Blob,
  today = new Date().toISOString().slice(0, 10),
): Promise<MrzReading | null> {
  if (!isPhoto(photo.type) || typeof Worker === 'undefined' || typeof OffscreenCanvas === 'undefined') return null;
  const started = performance.now();
  clearTimeout(idle);
  // One photo at a time: the worker answers in order.
  const reply = (queue = queue.then(() => readIn(photo, today))) as Promise<MrzReadReply>;
  const { reading, ms } = await reply;
  performance.measure('read-mrz', { start: started, detail: { read: reading !== null, workerMs: ms } });
  idle = setTimeout(() => {
    worker?.terminate();
    worker = null;
  }, IDLE_MS);
  return reading;
}
