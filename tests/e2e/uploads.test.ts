import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, snap, type E2E } from './harness';
import { signUp } from '../helpers/app';
import { accountWithIdentity, PNG, randomPdf, referenceIds, type ReferenceIds } from '../helpers/fixtures';
import { readDocument } from '../../server/storage/documents';
import { fillKycOtherInfo, storeSession } from './pages';

/**
 * KYC step 2 in the browser with its documents travelling on their own (tus): they wait for the network while
 * offline (the accounts list and the offline bar say what is left), then each is uploaded before the step, a cut
 * PATCH is resumed without sending a byte twice, and the step names them by upload id instead of carrying them.
 */
let e2e: E2E;
let ids: ReferenceIds;
beforeAll(async () => {
  e2e = await startE2E();
  ids = await referenceIds(e2e.app);
});
afterAll(() => e2e?.close());

const ID_FILE = { name: 'passport.png', mimeType: 'image/png', buffer: PNG };
/** A PDF of 1.5 MB: three upload requests of 512 KB. */
const BIG_PDF = { name: 'bank-statement.pdf', mimeType: 'application/pdf', buffer: randomPdf(1.5 * 1024 * 1024) };

describe('documents of a step', () => {
  it('wait for the network, then travel on their own before the step, resuming after a cut', async () => {
    const user = await signUp(e2e.app);
    const accountId = await accountWithIdentity(e2e.app, user, ids);
    const context = await e2e.newContext();
    const page = await context.newPage();
    await storeSession(page, user);
    // Through the accounts list, so that it is loaded when the app comes back to it offline.
    await page.goto('/accounts');
    await page.evaluate(() => navigator.serviceWorker.ready);
    const row = page.locator(`[data-account-id="${accountId}"]`);
    await row.getByRole('link').first().click();
    await page.getByRole('tab', { name: 'Other information' }).click();
    await fillKycOtherInfo(page, ID_FILE, BIG_PDF);

    let cut = false;
    const patched: Buffer[] = [];
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/v1/uploads/*', async (route) => {
      const request = route.request();
      if (request.method() === 'PATCH' && !cut) {
        cut = true;
        return route.abort('connectionreset');
      }
      if (request.method() === 'PATCH') {
        patched.push(request.postDataBuffer() ?? Buffer.alloc(0));
        // The PDF's second piece waits, so the progress can be seen half-way.
        if (request.headers()['upload-offset'] === String(512 * 1024)) await released;
      }
      return route.continue();
    });
    const stepBodies: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/accounts/saveCustomerOtherInfo')) stepBodies.push(request.postData() ?? '');
    });

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL(/\/accounts$/);
    await row.getByText(/Sending documents: 1\.5 MB to go/).waitFor();
    await page.getByText(/1 step \(2 documents, 1\.5 MB to send\) will be sent when you are back online/).waitFor();
    await snap(page, 'uploads-offline-accounts-wide-light');

    await context.setOffline(false);
    await row.getByText('Sending documents: 1.0 MB to go').waitFor();
    await snap(page, 'uploads-sending-accounts-wide-light');
    release();
    const owner = await e2e.app.deps.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', user.email)
      .executeTakeFirstOrThrow();
    await expect
      .poll(
        async () =>
          (await e2e.app.deps.db
            .selectFrom('individual_other_infos')
            .select('proof_of_address_document_id')
            .where('account_id', '=', accountId)
            .executeTakeFirst()) ?? null,
        { timeout: 60_000 },
      )
      .not.toBeNull();

    const stored = await e2e.app.deps.db
      .selectFrom('individual_other_infos')
      .select(['identification_document_id', 'proof_of_address_document_id'])
      .where('account_id', '=', accountId)
      .executeTakeFirstOrThrow();
    const proof = await readDocument(
      e2e.app.deps.db,
      owner.id,
      stored.proof_of_address_document_id,
      async () => undefined,
    );
    expect(proof.content.equals(BIG_PDF.buffer)).toBe(true);
    const identity = await readDocument(
      e2e.app.deps.db,
      owner.id,
      stored.identification_document_id,
      async () => undefined,
    );
    expect(identity.content.equals(PNG)).toBe(true);

    // The cut PATCH reached nobody; the server got every other byte once.
    expect(cut).toBe(true);
    expect(patched.reduce((sum, body) => sum + body.length, 0)).toBe(BIG_PDF.buffer.length + PNG.length);
    expect(stepBodies).toHaveLength(1);
    expect(stepBodies[0]!.length).toBeLessThan(2000);
    expect(JSON.parse(stepBodies[0]!).proofOfAddressAttachment).toEqual({
      uploadId: stored.proof_of_address_document_id,
    });
  });

  it('shows each document of a step being sent: percent, or sent', async () => {
    const user = await signUp(e2e.app);
    const accountId = await accountWithIdentity(e2e.app, user, ids);
    const page = await e2e.newPage({ viewport: 'narrow', colorScheme: 'dark' });
    await storeSession(page, user);
    await page.goto(`/accounts/kyc/${accountId}?activeKycTab=1`);
    await fillKycOtherInfo(page, ID_FILE, BIG_PDF);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/v1/uploads/*', async (route) => {
      if (route.request().method() === 'PATCH' && route.request().headers()['upload-offset'] === String(512 * 1024))
        await released;
      return route.continue();
    });
    await page.getByRole('button', { name: 'Submit' }).click();
    const documents = page.locator('[data-step-uploads]');
    await documents.getByText(/^Sending documents 33 % \(512 KB of 1\.5 MB\)$/).waitFor({ timeout: 7_000 });
    await expect(documents.locator('[data-document-path]').allInnerTexts()).resolves.toEqual([
      expect.stringMatching(/passport\.png \(\d+ B\)\s+sent/),
      expect.stringMatching(/bank-statement\.pdf \(1\.5 MB\)\s+33 %/),
    ]);
    await snap(page, 'uploads-sending-step-narrow-dark');
    release();
    await expect
      .poll(
        async () =>
          (await e2e.app.deps.db
            .selectFrom('individual_other_infos')
            .select('account_id')
            .where('account_id', '=', accountId)
            .executeTakeFirst()) ?? null,
        { timeout: 60_000 },
      )
      .not.toBeNull();
  });
});
