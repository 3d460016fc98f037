/*
 * The live camera (src/ui/capture/CameraCapture.tsx) in Chromium with a fake camera playing a .y4m made here from the
 * generated card photos (tests/helpers/synthetic-photos.ts), at 400 px: a sharp card is taken by itself within 3 s and
 * lands in the KYC document field (French) or is sent from the phone's capture page (English); a blurred card is never
 * taken, the hint says why, and the shutter (by keyboard) takes it; where the camera is refused or missing, the
 * `capture` input opens instead. Each time, every track of the camera's stream has ended once the photo is taken or
 * the camera left (Cancel, Escape, Back), and each opening opened it once. The open camera passes axe-core's WCAG 2.1 AA rules.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startE2E, snap, type E2E } from './harness';
import { signUp } from '../helpers/app';
import { accountWithIdentity, PNG, referenceIds, requestOk } from '../helpers/fixtures';
import { syntheticPhoto } from '../helpers/synthetic-photos';
import { writeY4m } from '../helpers/y4m';
import type { RgbaPixels } from '../../src/ui/capture/photo-quality';
import type { PhotoFinding } from '../../src/contract/photo-findings';
import { storeSession } from './pages';
import { report, scan, type Finding } from './axe';

type Camera = Pick<E2E, 'newPage'>;
let e2e: E2E;
let sharpCamera: Camera;
let blurredCamera: Camera;
const videos = mkdtempSync(join(tmpdir(), 'camera-'));

/** A generated card photo (landscape), enlarged twice as a camera's 1280 × 960 frame. */
function cardFrame(fault: PhotoFinding | null, firstSeed: number): RgbaPixels {
  let seed = firstSeed;
  let photo = syntheticPhoto(seed, fault).pixels;
  while (photo.width < photo.height) photo = syntheticPhoto(++seed, fault).pixels;
  const [width, height] = [photo.width * 2, photo.height * 2];
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const from = ((y >> 1) * photo.width + (x >> 1)) * 4;
      data.set(photo.data.subarray(from, from + 4), (y * width + x) * 4);
    }
  }
  return { data, width, height };
}

/** Chromium's fake camera, granted without a prompt, playing this file in a loop (a card held still). */
function fakeCamera(name: string, frame: RgbaPixels) {
  const file = join(videos, `${name}.y4m`);
  writeY4m(file, [frame, frame, frame]);
  return [
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
    `--use-file-for-fake-video-capture=${file}`,
  ];
}

beforeAll(async () => {
  e2e = await startE2E({ serviceWorker: false });
  [sharpCamera, blurredCamera] = await Promise.all([
    e2e.launchBrowser(fakeCamera('sharp', cardFrame(null, 1000))),
    e2e.launchBrowser(fakeCamera('blurred', cardFrame('blurry', 20_000))),
  ]);
});
afterAll(async () => {
  await e2e?.close();
  rmSync(videos, { recursive: true, force: true });
});

interface RecordedStream {
  stream: MediaStream;
  /** performance.now() when the camera opened, and when the page first stopped one of its tracks. */
  openedAt: number;
  stoppedAt?: number;
}

/** Keeps every stream the page's camera opens, to see whether its tracks were stopped, and when. */
const RECORD_STREAMS = () => {
  const streams: RecordedStream[] = [];
  (window as unknown as { cameraStreams: RecordedStream[] }).cameraStreams = streams;
  const devices = navigator.mediaDevices;
  if (!devices) return;
  const open = devices.getUserMedia.bind(devices);
  devices.getUserMedia = async (constraints) => {
    const stream = await open(constraints);
    const recorded: RecordedStream = { stream, openedAt: performance.now() };
    for (const track of stream.getTracks()) {
      const stop = track.stop.bind(track);
      track.stop = () => {
        recorded.stoppedAt ??= performance.now();
        stop();
      };
    }
    streams.push(recorded);
    return stream;
  };
};

/** The streams opened so far, how many of their tracks are still live, and how long the last one was open. */
const cameraTracks = (page: Page) =>
  page.evaluate(() => {
    const streams = (window as unknown as { cameraStreams: RecordedStream[] }).cameraStreams;
    const last = streams.at(-1);
    return {
      opened: streams.length,
      live: streams.flatMap(({ stream }) => stream.getTracks()).filter((track) => track.readyState === 'live').length,
      openMs: last?.stoppedAt === undefined ? undefined : Math.round(last.stoppedAt - last.openedAt),
    };
  });

/** A new customer's KYC step 2 at 400 px in this browser, the page's camera streams recorded (and refused when asked). */
async function documentsPage(camera: Camera, { locale, refuse }: { locale?: string; refuse?: boolean } = {}) {
  const user = await signUp(e2e.app);
  const accountId = await accountWithIdentity(e2e.app, user, await referenceIds(e2e.app));
  const page = await camera.newPage({ viewport: 'narrow', locale });
  await page.addInitScript(RECORD_STREAMS);
  if (refuse)
    await page.addInitScript(
      () =>
        (navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('Refused', 'NotAllowedError'))),
    );
  await storeSession(page, user, { status: 'Onboarding' });
  await page.goto(`/accounts/kyc/${accountId}?activeKycTab=1`);
  await page.getByRole('button', { name: locale === 'fr-FR' ? 'Envoyer' : 'Submit' }).waitFor();
  return page;
}

/** A new customer's hand-off link for KYC step 2's identity document, as its QR code holds it. */
async function captureLink() {
  const user = await signUp(e2e.app);
  const accountId = await accountWithIdentity(e2e.app, user, await referenceIds(e2e.app));
  const { link } = (await requestOk(e2e.app, '/handoffs', {
    token: user.token,
    json: { step: `kyc/other:${accountId}`, field: 'identificationAttachment' },
  })) as { link: string };
  return link;
}

const fieldOf = (page: Page, label: string) =>
  page.locator('.mantine-InputWrapper-root').filter({ has: page.locator(`input[type=file][aria-label="${label}"]`) });

/** Waits until the camera shows (its shutter works) and answers the time it was shown at. */
async function cameraShown(page: Page, shutter: string) {
  await expect.poll(() => page.getByRole('button', { name: shutter }).isEnabled(), { timeout: 20_000 }).toBe(true);
  return Date.now();
}

/** A sharp card was taken by itself within 3 s of the camera opening (timed in the page), and the camera stopped. */
async function takenWithin3s(page: Page, where: string) {
  const { opened, live, openMs } = await cameraTracks(page);
  console.log(`${where}: a sharp card was taken by itself ${openMs} ms after the camera opened`);
  // The camera opened once, and was stopped when the photo was taken.
  expect({ opened, live }).toEqual({ opened: 1, live: 0 });
  expect(openMs).toBeLessThan(3_000);
}

describe('the live camera at 400 px', () => {
  it('in French, on a document field: takes a sharp card by itself within 3 s, the photo lands and the camera stops', async () => {
    const page = await documentsPage(sharpCamera, { locale: 'fr-FR' });
    const label = "Document d'identité";
    await fieldOf(page, label).getByRole('button', { name: 'Prendre une photo' }).click();
    const dialog = page.getByRole('dialog', { name: `${label} : prendre une photo` });
    await dialog.getByLabel('Vue de la caméra : placez le document dans le cadre').waitFor();
    await cameraShown(page, 'Prendre la photo maintenant');
    await snap(page, 'camera-field-narrow-fr');
    await dialog.waitFor({ state: 'detached' });
    await fieldOf(page, label)
      .getByRole('button', { name: `Retirer ${label}` })
      .waitFor();
    await takenWithin3s(page, 'document field');
  });

  it('in English, a blurred card: says so, is never taken, Cancel stops the camera and the shutter (keyboard) takes it', async () => {
    const page = await documentsPage(blurredCamera);
    const field = fieldOf(page, 'Identity document');
    const dialog = page.getByRole('dialog', { name: 'Identity document: take a photo' });
    await field.getByRole('button', { name: 'Take a photo' }).click();
    await cameraShown(page, 'Take the photo now');
    await dialog.getByRole('status').filter({ hasText: 'Blurred: hold still and tap the screen to focus.' }).waitFor();
    await snap(page, 'camera-blurred-narrow-en');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await cameraTracks(page)).toMatchObject({ opened: 1, live: 0 });

    await field.getByRole('button', { name: 'Take a photo' }).click();
    const shown = await cameraShown(page, 'Take the photo now');
    const findings: Finding[] = [];
    await scan(page, 'camera at 400 px', findings);
    expect(report(findings)).toEqual([]);
    // Longer than a sharp card needs: never taken.
    await page.waitForTimeout(Math.max(0, shown + 2_500 - Date.now()));
    expect(await dialog.isVisible()).toBe(true);
    expect(await cameraTracks(page)).toMatchObject({ opened: 2, live: 1 });
    await dialog.getByRole('button', { name: 'Take the photo now' }).focus();
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await field.getByText('Blurred: hold still and tap the screen to focus.').waitFor();
    await field.getByRole('button', { name: 'Remove Identity document' }).waitFor();
    expect(await cameraTracks(page)).toMatchObject({ opened: 2, live: 0 });
  });

  it('in English, on a document field: Escape closes the camera, and going back leaves the screen: the camera stops each time', async () => {
    const page = await documentsPage(blurredCamera);
    const kyc = new URL(page.url());
    // An entry before this screen in the app's history, as the accounts list would have left: Back goes to it.
    await page.evaluate((here) => {
      history.replaceState(null, '', '/accounts');
      history.pushState(null, '', here);
    }, kyc.pathname + kyc.search);
    const field = fieldOf(page, 'Identity document');
    const dialog = page.getByRole('dialog', { name: 'Identity document: take a photo' });
    await field.getByRole('button', { name: 'Take a photo' }).click();
    await cameraShown(page, 'Take the photo now');
    expect(await cameraTracks(page)).toMatchObject({ opened: 1, live: 1 });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await cameraTracks(page)).toMatchObject({ opened: 1, live: 0 });

    await field.getByRole('button', { name: 'Take a photo' }).click();
    await cameraShown(page, 'Take the photo now');
    expect(await cameraTracks(page)).toMatchObject({ opened: 2, live: 1 });
    await page.goBack({ waitUntil: 'commit' });
    await expect.poll(() => new URL(page.url()).pathname).toBe('/accounts');
    await dialog.waitFor({ state: 'detached' });
    expect(await cameraTracks(page)).toMatchObject({ opened: 2, live: 0 });
  });

  it("in English, on the phone's capture page: takes a sharp card by itself and sends it", async () => {
    const link = await captureLink();
    const page = await sharpCamera.newPage({ viewport: 'narrow', locale: 'en-GB' });
    await page.addInitScript(RECORD_STREAMS);
    await page.goto(`/capture${new URL(link).hash}`);
    await page.getByRole('button', { name: 'Take a photo' }).click();
    const view = page.getByLabel('Camera view: fit the document inside the frame');
    await view.waitFor();
    await cameraShown(page, 'Take the photo now');
    await view.waitFor({ state: 'detached' });
    await page.getByText(/^Sent: photo-\d+\.jpg/).waitFor();
    await takenWithin3s(page, 'capture page');
    await snap(page, 'camera-capture-page-narrow-en');
  });

  it('where the camera is refused (French field) or missing (capture page), the capture input opens and works', async () => {
    const page = await documentsPage(sharpCamera, { locale: 'fr-FR', refuse: true });
    const label = "Document d'identité";
    const field = fieldOf(page, label);
    const chooser = page.waitForEvent('filechooser');
    await field.getByRole('button', { name: 'Prendre une photo' }).click();
    await (await chooser).setFiles({ name: 'id.png', mimeType: 'image/png', buffer: PNG });
    await field.getByRole('button', { name: `Retirer ${label}` }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);

    const link = await captureLink();
    const phone = await e2e.newPage({ viewport: 'narrow', locale: 'en-GB' });
    await phone.addInitScript(() => Object.defineProperty(navigator, 'mediaDevices', { value: undefined }));
    await phone.goto(`/capture${new URL(link).hash}`);
    const phoneChooser = phone.waitForEvent('filechooser');
    await phone.getByRole('button', { name: 'Take a photo' }).click();
    const input = (await phoneChooser).element();
    expect(await input.getAttribute('capture')).toBe('environment');
  });
});
