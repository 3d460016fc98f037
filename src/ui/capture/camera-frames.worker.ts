/**
 * Analyses the live camera's frames off the main thread (CameraCapture.tsx): each frame arrives as an ImageBitmap
 * already reduced to the checks' size, is drawn on an OffscreenCanvas, judged by photo-quality.ts' checkFrame and
 * compared with the frame before. Answers { findings, motion } for each, in order.
 */
import type { PhotoFinding } from '@/contract/photo-findings';
import { checkFrame, frameMotion } from './photo-quality';

export interface FrameReply {
  findings: PhotoFinding[];
  /** null for the first frame, or when the frame could not be read. */
  motion: number | null;
}

let previous: Float32Array | null = null;
/** The canvas each frame is drawn on to be read, kept while the frames keep their size (each covers it whole). */
let drawing: OffscreenCanvasRenderingContext2D | null = null;

function contextFor(width: number, height: number) {
  if (drawing?.canvas.width !== width || drawing.canvas.height !== height) {
    drawing = new OffscreenCanvas(width, height).getContext('2d', { willReadFrequently: true });
  }
  return drawing;
}

function analyse(bitmap: ImageBitmap): FrameReply {
  const context = contextFor(bitmap.width, bitmap.height);
  if (!context) return { findings: [], motion: null };
  context.drawImage(bitmap, 0, 0);
  const { findings, steadiness } = checkFrame(context.getImageData(0, 0, bitmap.width, bitmap.height));
  const motion = previous ? frameMotion(previous, steadiness) : null;
  previous = steadiness;
  return { findings, motion };
}

self.onmessage = (event: MessageEvent<ImageBitmap>) => {
  try {
    self.postMessage(analyse(event.data));
  } finally {
    event.data.close();
  }
};
