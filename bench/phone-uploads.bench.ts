/**
 * Documents over a phone's link (product §5, issue 14): KYC step 2 with two 12-megapixel photos, sent by the built app
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
import { referenceIds } from '../tests/helpers/fixtures';
import { phonePhoto } from '../tests/helpers/phone-photos';
import { startShapedLink } from '../tests/helpers/shaped-link';
import { CHROMIUM_PATH, VIEWPORTS } from '../tests/e2e/harness';
import { fillKycIdentity, fillKycOtherInfo, storeSession } from '../tests/e2e/pages';
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
  const link = await startShapedLink({ target: { port: (sink.address() as AddressInfo).port }, ...LINK, lifetimeMs: 60_000 });
  try {
    const started = performance.now();
    await new Promise<void>((resolve, reject) => {
      const post = request({ host: '127.0.0.1', port: link.port, method: 'POST', path: '/', headers: { 'content-length': RATE_PROBE_BYTES } }, (response) => {
        response.resume();
        response.on('end', resolve);
      });
      post.on('error', reject);
      post.end(Buffer.alloc(RATE_PROBE_BYTES, 1));
    });
    return link.bytesUp / ((performance.now() - started) / 1000);
  } finally {
    await link.stop();
    await new Promise((resolve) => sink.close(resolve));
  }
}

const bench: Bench = {
  name: 'Documents over a phone link (750/1600 kbit/s, cut every 45 s for 3 s)',
  async run(report) {
    const removeTemplate = await setupTemplate();
    const app = await createTestApp({ staticDir: 'dist' });
    const server = createHttpServer((request, bindings) => app.app.fetch(request, bindings));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const link = await startShapedLink({ target: { port: (server.address() as AddressInfo).port }, ...LINK, cut: CUT, lifetimeMs: GIVE_UP_MS + 120_000 });
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic'] });
    try {
      const ids = await referenceIds(app);
      const user = await signUp(app);
      const maker = await browser.newPage();
      const photos = [await phonePhoto(maker, 'IMG_20261123_101512.jpg', 1), await phonePhoto(maker, 'IMG_20261123_101547.jpg', 2)];
      await maker.close();
      const photoBytes = photos.reduce((sum, photo) => sum + photo.buffer.length, 0);

      const context = await browser.newContext({ baseURL: link.origin, viewport: VIEWPORTS.narrow });
      const page = await context.newPage();
      await storeSession(page, user, { status: 'Onboarding' });
      await page.goto('/accounts');
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
      const { accountId } = await page.evaluate(() => JSON.parse(sessionStorage.getItem('kycb-props')!) as { accountId: number });

      let step: { identification_document_id: string; proof_of_address_document_id: string } | undefined;
      while (!step && performance.now() - started < GIVE_UP_MS) {
        await new Promise((resolve) => setTimeout(resolve, 500));
        step = await app.deps.db.selectFrom('individual_other_infos').select(['identification_document_id', 'proof_of_address_document_id']).where('account_id', '=', accountId).executeTakeFirst();
      }
      const elapsed = performance.now() - started;
      const upPerPhotoByte = (link.bytesUp - upBefore) / photoBytes;
      const cuts = link.cuts - cutsBefore;
      await context.close();
      if (!step) {
        report({ label: `KYC step 2: not held by the server after ${GIVE_UP_MS / 60_000} min (${cuts} cuts)`, value: elapsed / 1000, unit: 's' });
        report({ label: 'KYC step 2: bytes up per byte of photo (x100)', value: upPerPhotoByte * 100, unit: '%' });
        return;
      }
      const stored = await app.deps.db.selectFrom('documents').select('size').where('id', 'in', [step.identification_document_id, step.proof_of_address_document_id]).execute();
      const storedBytes = stored.reduce((sum, row) => sum + row.size, 0);
      const rate = await measuredUpRate();
      report({ label: `KYC step 2, two photos (${(photoBytes / 1e6).toFixed(2)} MB), ${cuts} cuts: Submit to held`, value: elapsed / 1000, unit: 's' });
      report({ label: `  floor: ${(storedBytes / 1e6).toFixed(2)} MB stored at ${(rate / 1000).toFixed(1)} KB/s, no cuts`, value: storedBytes / rate, unit: 's' });
      report({ label: '  bytes up per byte of photo (goal <= 20)', value: upPerPhotoByte * 100, unit: '%' });
      report({ label: '  floor: bytes stored per byte of photo', value: (storedBytes / photoBytes) * 100, unit: '%' });
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
