import { shouldCompressPhoto } from './photo-size';
import type { CompressPhotoReply } from './compress-photo.worker';

export interface PickedDocument {
  /** What is stored and sent: the smaller JPEG, or the picked file itself. */
  file: File;
  /** The picked file's size, to show what was saved ("3.9 MB photo, sending 420 KB"). */
  originalBytes: number;
}

const kept = (file: File): PickedDocument => ({ file, originalBytes: file.size });

/**
 * Makes a picked photo small in a Web Worker (photo-size.ts says how); PDFs, small images and every failure keep the
 * original file, as does a browser without Worker or OffscreenCanvas. Each compression is a User Timing measure
 * 'compress-photo' (DevTools' Performance panel) with the bytes before and after and the time spent in the worker.
 */
export async function compressPhoto(file: File): Promise<PickedDocument> {
  if (!shouldCompressPhoto(file.type, file.size) || typeof Worker === 'undefined' || typeof OffscreenCanvas === 'undefined') return kept(file);
  const started = performance.now();
  const worker = new Worker(new URL('./compress-photo.worker.ts', import.meta.url), { type: 'module' });
  try {
    const reply = await new Promise<CompressPhotoReply>((resolve) => {
      worker.onmessage = (event: MessageEvent<CompressPhotoReply>) => resolve(event.data);
      worker.onerror = () => resolve({ blob: null, ms: 0 });
      worker.postMessage(file);
    });
    if (!reply.blob) return kept(file);
    const name = file.name.replace(/\.(jpe?g|png)$/i, '') + '.jpg';
    performance.measure('compress-photo', {
      start: started,
      detail: { originalBytes: file.size, sentBytes: reply.blob.size, width: reply.width, height: reply.height, workerMs: reply.ms },
    });
    return { file: new File([reply.blob], name, { type: 'image/jpeg' }), originalBytes: file.size };
  } finally {
    worker.terminate();
  }
}
