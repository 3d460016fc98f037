import { describe, expect, it } from 'vitest';
import type { PhotoFinding } from '../../src/contract/photo-findings';
import {
  COUNTDOWN_START,
  guideRect,
  HOLD_MS,
  nextCountdown,
  STEADY_MOTION,
  type Countdown,
} from '../../src/ui/capture/camera-countdown';
import { checkFrame, frameMotion, type RgbaPixels } from '../../src/ui/capture/photo-quality';
import { syntheticPhoto } from '../helpers/synthetic-photos';

/** The countdown after these frames, one every 160 ms from t = 0 (as the camera analyses them). */
function after(
  frames: Array<{ findings?: PhotoFinding[]; motion?: number | null }>,
  start: Countdown = COUNTDOWN_START,
) {
  return frames.reduce<Countdown>(
    (state, frame, i) =>
      nextCountdown(state, {
        at: i * 160,
        findings: frame.findings ?? [],
        motion: frame.motion === undefined ? 1 : frame.motion,
      }),
    start,
  );
}

describe('the live camera takes the photo by itself', () => {
  it('once every frame has been good and steady for HOLD_MS, not before', () => {
    const good = { findings: [], motion: 1 };
    // 0, 160, 320, 480 ms: still waiting, the countdown filling; 640 ms ≥ HOLD_MS (500 ms): taken.
    const waiting = after([good, good, good, good]);
    expect(waiting).toMatchObject({ hint: 'holding', capture: false, goodSince: 0 });
    expect(waiting.progress).toBeCloseTo(480 / HOLD_MS);
    expect(after([good, good, good, good, good])).toMatchObject({ hint: 'holding', capture: true, progress: 1 });
  });

  it('starts the wait again on one blurred, glared or moving frame, and says what is wrong', () => {
    const good = { findings: [], motion: 1 };
    expect(after([good, good, good, { findings: ['blurry'] }])).toMatchObject({
      hint: 'blurry',
      goodSince: null,
      progress: 0,
      capture: false,
    });
    expect(after([good, good, good, { findings: ['glare', 'blurry'] }])).toMatchObject({
      hint: 'glare',
      capture: false,
    });
    expect(after([good, good, good, { motion: STEADY_MOTION + 1 }])).toMatchObject({ hint: 'moving', capture: false });
    // After the bad frame, a full HOLD_MS again: frames at 640 … 1120 ms are waiting, 1280 ms takes it.
    const again = [good, good, good, { findings: ['blurry'] as PhotoFinding[] }, good, good, good, good];
    expect(after(again)).toMatchObject({ capture: false, goodSince: 640 });
    expect(after([...again, good])).toMatchObject({ capture: true });
  });

  it('starts the wait on a good first frame (nothing to compare it with yet); the next frames must be steady', () => {
    expect(after([{ motion: null }])).toMatchObject({ hint: 'holding', goodSince: 0, capture: false });
    expect(after([{ motion: null }, { motion: STEADY_MOTION + 1 }])).toMatchObject({
      hint: 'moving',
      goodSince: null,
      capture: false,
    });
  });
});

/** The generated photo shifted `by` pixels to the right, as a hand that moved between two frames. */
function shifted({ data, width, height }: RgbaPixels, by: number): RgbaPixels {
  const out = new Uint8ClampedArray(data.length);
  for (let y = 0; y < height; y++)
    out.set(data.subarray(y * width * 4, (y * width + width - by) * 4), (y * width + by) * 4);
  return { data: out, width, height };
}

describe("the card guide's part of a frame", () => {
  it('is card-shaped and centred, 84 % of the width or 90 % of the height, whichever is tighter', () => {
    expect(guideRect(1280, 720)).toEqual({ x: 126, y: 36, width: 1028, height: 648 });
    expect(guideRect(720, 1280)).toEqual({ x: 58, y: 449, width: 605, height: 381 });
  });
});

describe('a camera frame', () => {
  it('of a sharp card passes; a blurred one or one with glare is named; a hand that moved is seen', () => {
    const sharp = syntheticPhoto(1000, null).pixels;
    expect(checkFrame(sharp).findings).toEqual([]);
    expect(checkFrame(syntheticPhoto(20_000, 'blurry').pixels).findings).toContain('blurry');
    expect(checkFrame(syntheticPhoto(20_001, 'blurry', true).pixels).findings).toContain('blurry');
    expect(checkFrame(syntheticPhoto(30_000, 'glare').pixels).findings).toContain('glare');
    const still = checkFrame(sharp).steadiness;
    expect(frameMotion(still, checkFrame(sharp).steadiness)).toBe(0);
    expect(frameMotion(still, checkFrame(shifted(sharp, 1)).steadiness)).toBeLessThanOrEqual(STEADY_MOTION);
    expect(frameMotion(still, checkFrame(shifted(sharp, 24)).steadiness)).toBeGreaterThan(STEADY_MOTION);
  }, 30_000);
});
