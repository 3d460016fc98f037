/**
 * When the live camera (CameraCapture.tsx) takes the photo by itself: once every frame analysed for HOLD_MS has been
 * free of findings (photo-quality.ts' checkFrame: not too dark or bright, no glare, sharp) and steady (moved less
 * than STEADY_MOTION luminance levels since the frame before; the first frame starts the wait, and the frames after
 * it must be steady). One frame that is not starts the wait again.
 */
import type { PhotoFinding } from '@/contract/photo-findings';

/** How long the document must stay good before the photo is taken: about half a second. */
export const HOLD_MS = 500;
/** The largest mean change between two frames' coarse copies (frameMotion) that still counts as held still. */
export const STEADY_MOTION = 4;

export interface FrameVerdict {
  /** When the frame was analysed, in ms (performance.now()). */
  at: number;
  findings: PhotoFinding[];
  /** frameMotion against the frame before; null for the first frame. */
  motion: number | null;
}

/** What the customer is told: the first finding, or that the phone moves, or that the photo is about to be taken. */
export type CameraHint = PhotoFinding | 'moving' | 'holding';

export interface Countdown {
  hint: CameraHint | null;
  /** Since when every frame was good; null while one is not. */
  goodSince: number | null;
  /** 0 to 1: how much of the wait has passed (0 while a frame is not good). */
  progress: number;
  /** Whether to take the photo now. */
  capture: boolean;
}

export const COUNTDOWN_START: Countdown = { hint: null, goodSince: null, progress: 0, capture: false };

export function nextCountdown(previous: Countdown, frame: FrameVerdict): Countdown {
  const steady = frame.motion === null || frame.motion <= STEADY_MOTION;
  if (frame.findings.length > 0 || !steady) {
    return { hint: frame.findings[0] ?? 'moving', goodSince: null, progress: 0, capture: false };
  }
  const goodSince = previous.goodSince ?? frame.at;
  const progress = Math.min(1, (frame.at - goodSince) / HOLD_MS);
  return { hint: 'holding', goodSince, progress, capture: progress >= 1 };
}

/** ID-1 cards (and a passport's data page, nearly) are this much wider than high: the guide's shape. */
export const CARD_RATIO = 1.586;
/** The guide spans this share of the picture's width, or of its height when that is the tighter. */
export const GUIDE_WIDTH = 0.84;
export const GUIDE_HEIGHT = 0.9;

/** The guide's rectangle in a picture of this size: what is shown framed, and the part of each frame analysed. */
export function guideRect(width: number, height: number) {
  let guideWidth = width * GUIDE_WIDTH;
  let guideHeight = guideWidth / CARD_RATIO;
  if (guideHeight > height * GUIDE_HEIGHT) {
    guideHeight = height * GUIDE_HEIGHT;
    guideWidth = guideHeight * CARD_RATIO;
  }
  const x = Math.round((width - guideWidth) / 2);
  const y = Math.round((height - guideHeight) / 2);
  return { x, y, width: Math.round(guideWidth), height: Math.round(guideHeight) };
}
