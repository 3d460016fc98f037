/**
 * Documents over a phone's link (product §5, issue 14): KYC step 2 with two 12-megapixel photos, and KYB step 1 with
 * three directors and shareholders holding two photos each, sent by the built app
 * in Chromium through a shaped link of Lighthouse's slow 4G (750 kbit/s up, 1600 down) that drops every connection
 * every 45 s for 3 s. Prints the time from Submit until the server holds the step and the bytes sent upstream per byte
 * of photo, each beside its floor measured in the same run: the time the stored (compressed) bytes need on the same
 * link without cuts, from the rate measured on it. Needs `npm run build` (dist/).
 */
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { request } from 'node:http';
import { chromium } from 'playwright-core';
import { createServer as createHttpServer } from '../server/http/serve';
import { createTestApp, signUp } from '../tests/helpers/app';
import setupTemplate from '../tests/helpers/global-setup';
import {
  businessInfoStep,
  newAccount,
  PDF,
  referenceIds,
  saveStep,
  type ReferenceIds,
} from '../tests/helpers/fixtures';
import { phonePhoto, type PhonePhoto } from '../tests/helpers/phone-photos';
import { startShapedLink } from '../tests/helpers/shaped-link';
import { CHROMIUM_PATH, VIEWPORTS } from '../tests/e2e/harness';
import { addDirectorInDialog, fillKycIdentity, fillKycOtherInfo, storeSession } from '../tests/e2e/pages';
import type { Browser, Page } from 'playwright-core';
import type { TestApp } from '../tests/helpers/app';
import type { ShapedLink } from '../tests/helpers/shaped-link';
import type { Bench } from './run';

const kbit = (kilobits: number) => (kilobits * 1000) / 8;
const LINK = { upBytesPerSecond: kbit(750), downBytesPerSecond: kbit(1600) };
const CUT = { everyMs: 45_000, forMs: 3_000 };
const GIVE_UP_MS = 8 * 60_000;
const RATE_PROBE_BYTES = 256 * 1024;

/** The upstream rate the link really carries, without cuts: one POST of RATE_PROBE_BYTES to a sink on loopback. */
async function measuredUpRate(): Promise<number> {
  const sink = createServer((socket) => {
    let received = 0;
    socket.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received >= RATE_PROBE_BYTES) socket.end('HTTP/1.1 204 No Content\r\nconnection: close\r\n\r\n');
    });
  });
  await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
  const link = await startShapedLink({
    target: { port: (sink.address() as AddressInfo).port },
    ...LINK,
    lifetimeMs: 60_000,
  });
  try {
    const started = performance.now();
    await new Promise<void>((resolve, reject) => {
      const post = request(
        {
          host: '127.0.0.1',
          port: link.port,
          method: 'POST',
          path: '/',
          headers: { 'content-length': RATE_PROBE_BYTES },
        },
        (response) => {
          response.resume();
          response.on('end', resolve);
        },
      );
      post.on('error', reject);
      post.end(Buffer.alloc(RATE_PROBE_BYTES, 1));
    });
    return link.bytesUp / ((performance.now() - started) / 1000);
  } finally {
    await link.stop();
    await new Promise((resolve) => sink.close(resolve));
  }
}

type Report = Parameters<Bench['run']>[0];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Opens a page over the link; a load that falls into one of its cuts is tried again, as a person would reload. */
async function openThroughLink(page: Page, url: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      await page.goto(url);
      return;
    } catch (error) {
      if (attempt === 5) throw error;
      await sleep(CUT.forMs);
    }
  }
}

/** Prints a step's time from its button to the server holding it, and its bytes up, beside the floor of the same run. */
function reportStep(
  report: Report,
  what: string,
  figures: { elapsedMs: number; cuts: number; photoBytes: number; upBytes: number; storedBytes: number; rate: number },
) {
  const { elapsedMs, cuts, photoBytes, upBytes, storedBytes, rate } = figures;
  report({
    label: `${what} (${(photoBytes / 1e6).toFixed(2)} MB of photos), ${cuts} cuts: button to held`,
    value: elapsedMs / 1000,
    unit: 's',
  });
  report({
    label: `  floor: ${(storedBytes / 1e6).toFixed(2)} MB stored at ${(rate / 1000).toFixed(1)} KB/s, no cuts`,
    value: storedBytes / rate,
    unit: 's',
  });
  report({ label: '  bytes up per byte of photo (goal <= 20)', value: (upBytes / photoBytes) * 100, unit: '%' });
  report({ label: '  floor: bytes stored per byte of photo', value: (storedBytes / photoBytes) * 100, unit: '%' });
}

/** KYB step 1 at 400 px: three people added in the dialog, two phone photos each, then "Save and continue". */
async function kybOwnership(
  app: TestApp,
  link: ShapedLink,
  browser: Browser,
  ids: ReferenceIds,
  photos: PhonePhoto[],
  report: Report,
  rate: number,
) {
  const user = await signUp(app);
  const accountId = await newAccount(app, user, 2);
  await saveStep(app, user, 'saveBusinessInfo', businessInfoStep(ids, accountId));
  const context = await browser.newContext({ baseURL: link.origin, viewport: VIEWPORTS.narrow });
  try {
    const page = await context.newPage();
    await storeSession(page, user);
    await openThroughLink(page, `/accounts/kyb/${accountId}?activeKybTab=1`);
    const people = [
      {
        firstName: 'Chidi',
        lastName: 'Okafor',
        email: 'chidi@okafor.example',
        role: 'Managing Director',
        shares: '40',
      },
      { firstName: 'Amaka', lastName: 'Eze', email: 'amaka@okafor.example', role: 'Finance Director', shares: '30' },
      {
        firstName: 'Tunde',
        lastName: 'Bello',
        email: 'tunde@okafor.example',
        role: 'Operations Director',
        shares: '30',
      },
    ];
    for (const [index, person] of people.entries()) {
      await addDirectorInDialog(page, ids, {
        ...person,
        identity: photos[index * 2]!,
        proofOfAddress: photos[index * 2 + 1]!,
      });
    }
    await page
      .locator('input[type=file][aria-label="Ownership Structure"]')
      .setInputFiles({ name: 'structure.pdf', mimeType: 'application/pdf', buffer: PDF });
    const photoBytes = photos.reduce((sum, photo) => sum + photo.buffer.length, 0);
    const upBefore = link.bytesUp;
    const cutsBefore = link.cuts;
    const started = performance.now();
    await page.getByRole('button', { name: 'Save and continue' }).click();
    const held = () =>
      app.deps.db
        .selectFrom('business_people')
        .select(['identification_document_id', 'proof_of_address_document_id'])
        .where('account_id', '=', accountId)
        .execute();
    let rows = await held();
    while (rows.length < people.length && performance.now() - started < GIVE_UP_MS) {
      await sleep(500);
      rows = await held();
    }
    const elapsedMs = performance.now() - started;
    const cuts = link.cuts - cutsBefore;
    if (rows.length < people.length) {
      report({
        label: `KYB step 1: not held by the server after ${GIVE_UP_MS / 60_000} min (${cuts} cuts)`,
        value: elapsedMs / 1000,
        unit: 's',
      });
      return;
    }
    const documentIds = rows.flatMap((row) => [row.identification_document_id, row.proof_of_address_document_id]);
    const stored = await app.deps.db.selectFrom('documents').select('size').where('id', 'in', documentIds).execute();
    const storedBytes = stored.reduce((sum, row) => sum + row.size, 0);
    reportStep(report, 'KYB step 1, three people with two photos each', {
      elapsedMs,
      cuts,
      photoBytes,
      upBytes: link.bytesUp - upBefore,
      storedBytes,
      rate,
    });
  } finally {
    await context.close();
  }
}

const bench: Bench = {
  name: 'Documents over a phone link (750/1600 kbit/s, cut every 45 s for 3 s)',
  async run(report) {
    const removeTemplate = await setupTemplate();
    const app = await createTestApp({ staticDir: 'dist' });
    const server = createHttpServer((request, bindings) => app.app.fetch(request, bindings));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const link = await startShapedLink({
      target: { port: (server.address() as AddressInfo).port },
      ...LINK,
      cut: CUT,
      lifetimeMs: GIVE_UP_MS + 120_000,
    });
    const browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic'],
    });
    try {
      const ids = await referenceIds(app);
      const user = await signUp(app);
      const maker = await browser.newPage();
      const photos = [
        await phonePhoto(maker, 'IMG_20261123_101512.jpg', 1),
        await phonePhoto(maker, 'IMG_20261123_101547.jpg', 2),
      ];
      await maker.close();
      const photoBytes = photos.reduce((sum, photo) => sum + photo.buffer.length, 0);

      const context = await browser.newContext({ baseURL: link.origin, viewport: VIEWPORTS.narrow });
      const page = await context.newPage();
      await storeSession(page, user, { status: 'Onboarding' });
      await openThroughLink(page, '/accounts');
      await page.getByRole('button', { name: 'Add Account' }).click();
      await page.getByRole('dialog', { name: 'Add Account' }).getByRole('button', { name: 'Continue' }).click();
      await page.waitForURL('**/accounts/kyc?activeKycTab=0', { timeout: 120_000 });
      await fillKycIdentity(page, ids);
      await page.getByRole('button', { name: 'Save and continue' }).click();
      await page.waitForURL('**/accounts/kyc?activeKycTab=1', { timeout: 120_000 });
      await fillKycOtherInfo(page, photos[0]!, photos[1]!);
      const upBefore = link.bytesUp;
      const cutsBefore = link.cuts;
      const started = performance.now();
      await page.getByRole('button', { name: 'Submit' }).click();
      const { accountId } = await page.evaluate(
        () => JSON.parse(sessionStorage.getItem('kycb-props')!) as { accountId: number },
      );

      let step: { identification_document_id: string; proof_of_address_document_id: string } | undefined;
      while (!step && performance.now() - started < GIVE_UP_MS) {
        await new Promise((resolve) => setTimeout(resolve, 500));
        step = await app.deps.db
          .selectFrom('individual_other_infos')
          .select(['identification_document_id', 'proof_of_address_document_id'])
          .where('account_id', '=', accountId)
          .executeTakeFirst();
      }
      const elapsed = performance.now() - started;
      const upPerPhotoByte = (link.bytesUp - upBefore) / photoBytes;
      const cuts = link.cuts - cutsBefore;
      await context.close();
      if (!step) {
        report({
          label: `KYC step 2: not held by the server after ${GIVE_UP_MS / 60_000} min (${cuts} cuts)`,
          value: elapsed / 1000,
          unit: 's',
        });
        report({ label: 'KYC step 2: bytes up per byte of photo (x100)', value: upPerPhotoByte * 100, unit: '%' });
        return;
      }
      const stored = await app.deps.db
        .selectFrom('documents')
        .select('size')
        .where('id', 'in', [step.identification_document_id, step.proof_of_address_document_id])
        .execute();
      const storedBytes = stored.reduce((sum, row) => sum + row.size, 0);
      const rate = await measuredUpRate();
      reportStep(report, 'KYC step 2, two photos', {
        elapsedMs: elapsed,
        cuts,
        photoBytes,
        upBytes: link.bytesUp - upBefore,
        storedBytes,
        rate,
      });

      const kybMaker = await browser.newPage();
      const kybPhotos: PhonePhoto[] = [];
      for (let index = 0; index < 6; index++)
        kybPhotos.push(await phonePhoto(kybMaker, `IMG_20261123_1020${10 + index}.jpg`, 3 + index));
      await kybMaker.close();
      await kybOwnership(app, link, browser, ids, kybPhotos, report, rate);
    } finally {
      await browser.close();
      await link.stop();
      await new Promise((resolve) => server.close(resolve));
      await app.close();
      removeTemplate();
    }
  },
};

export default bench;
