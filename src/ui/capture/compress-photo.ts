import type { PhotoFinding } from '@/contract/photo-findings';
import { shouldCompressPhoto } from './photo-size';
import type { CompressPhotoReply, CompressPhotoRequest } from './compress-photo.worker';

export interface PickedDocument {
  /** What is stored and sent: the smaller JPEG, or the picked file itself. */
  file: File;
  /** The picked file's size, to show what was saved ("3.9 MB photo, sending 420 KB"). */
  originalBytes: number;
  /** What the quality checks found (photo-quality.ts): empty for a good photo, a PDF, or a photo not checked. */
  findings: PhotoFinding[];
}

const kept = (file: File, findings: PhotoFinding[] = []): PickedDocument => ({
  file,
  originalBytes: file.size,
  findings,
});
const isPhoto = (type: string) => type === 'image/jpeg' || type === 'image/jpg' || type === 'image/png';

/**
 * Makes a picked photo small and checks its quality in a Web Worker (photo-size.ts and photo-quality.ts say how);
 * PDFs skip both, and small images and every failure keep the original file, as does a browser without Worker or
 * OffscreenCanvas (unchecked then). Each photo is a User Timing measure 'compress-photo' (DevTools' Performance
 * panel) with the bytes before and after, the findings and the time spent in the worker and in the checks.
 */
export async function compressPhoto(file: File): Promise<PickedDocument> {
  if (!isPhoto(file.type) || typeof Worker === 'undefined' || typeof OffscreenCanvas === 'undefined') return kept(file);
  const started = performance.now();
  const worker = new Worker(new URL('./compress-photo.worker.ts', import.meta.url), { type: 'module' });
  try {
    const reply = await new Promise<CompressPhotoReply>((resolve) => {
      worker.onmessage = (event: MessageEvent<CompressPhotoReply>) => resolve(event.data);
      worker.onerror = () => resolve({ blob: null, ms: 0, findings: null });
      worker.postMessage({ file, compress: shouldCompressPhoto(file.type, file.size) } satisfies CompressPhotoRequest);
    });
    const findings = reply.findings ?? [];
    performance.measure('compress-photo', {
      start: started,
      detail: {
        originalBytes: file.size,
        sentBytes: reply.blob?.size ?? file.size,
        findings,
        workerMs: reply.ms,
        checkMs: reply.checkMs,
      },
    });
    if (!reply.blob) return kept(file, findings);
    const name = file.name.replace(/\.(jpe?g|png)$/i, '') + '.jpg';
    return { file: new File([reply.blob], name, { type: 'image/jpeg' }), originalBytes: file.size, findings };
  } finally {
    worker.terminate();
  }
}
