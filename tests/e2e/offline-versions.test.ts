import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { signUp } from '../helpers/app';
import { onboardedCustomer, randomPdf, referenceIds } from '../helpers/fixtures';
import { buildNextRelease } from './build-once';
import { startE2E, type E2E } from './harness';
import { offlineRows, openedDrafts } from './pages';

/*
 * What the browser and our own releases can do to unsent work (issue 51): a release with a Dexie version bump and
 * changed shapes opens what the one before saved; a rescue copy carries it to a fresh browser; a file that does not
 * fit is refused. No service worker: the builds are served by turns from the same origin and server.
 */
let e2e: E2E;
/** The next release's build (tests/e2e/next-release), made once before the tests: a build takes a minute on a loaded machine. */
let next: string;
beforeAll(async () => {
  [e2e, next] = await Promise.all([startE2E({ serviceWorker: false }), buildNextRelease()]);
}, 300_000);
afterAll(() => e2e?.close());

async function accountsOf(email: string) {
  const db = e2e.app.deps.db;
  const user = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  return db.selectFrom('accounts').select('id').where('owner_user_id', '=', user.id).execute();
}

async function signIn(context: BrowserContext, user: { email: string; password: string }, page?: Page) {
  page ??= await context.newPage();
  await page.goto('/');
  await page.getByLabel('Email Address').fill(user.email);
  await page.getByLabel(/^Password\b/).fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('button', { name: 'Sign out' }).first().waitFor();
  return page;
}

/** Adds an individual account from the accounts page (already open: offline, without a service worker, no page loads). */
async function addIndividualAccount(page: Page) {
  await page.getByRole('button', { name: 'Add Account' }).click();
  await page.getByRole('dialog', { name: 'Add Account' }).getByRole('button', { name: 'Continue' }).click();
}

/**
 * The account creation steps the page sends: their idempotency key and body, read where the page's requests are
 * intercepted. Read from request events instead (2 Dec, Chromium 156), the second build's step was seen by the
 * context's listener without its body (postData() undefined) and not at all by the page's.
 */
async function accountPosts(page: Page) {
  const posts: Array<{ key: string; body: Record<string, unknown> }> = [];
  await page.route('**/api/v1/accounts/saveCustomerAccount', (route) => {
    const request = route.request();
    if (request.method() === 'POST')
      posts.push({ key: request.headers()['idempotency-key'] ?? '', body: request.postDataJSON() ?? {} });
    return route.continue();
  });
  return posts;
}

/** The outbox rows as stored (not sealed): key, state and schema version. */
const outboxRows = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<Array<{ idempotencyKey: string; state: string; schemaVersion?: number }>>((resolve) => {
        const request = indexedDB.open('payway-offline');
        request.onsuccess = () => {
          const all = request.result.transaction('outbox').objectStore('outbox').getAll();
          all.onsuccess = () => {
            request.result.close();
            resolve(all.result);
          };
        };
      }),
  );

// Skipped at the stop of 2 Dec: none of these walks has been seen passing yet (their first runs timed out on a loaded
// machine while the next release was built inside the test); the unit tests (offline-versions, offline-next-version,
// offline-rescue) hold the same rules meanwhile. To be run and brought back first (issue 51).
describe('unsent work across releases, browsers and a full disk', () => {
  it('a step queued offline and a draft saved by this release are migrated and sent by the next, each stored once', async () => {
    const user = await onboardedCustomer(e2e.app, await referenceIds(e2e.app));
    const context = await e2e.newContext();
    const page = await signIn(context, user);
    await page.goto('/payments?create=true');
    await page.getByLabel('Account number').fill('0123456789');
    await expect.poll(() => offlineRows(page).then((rows) => rows.drafts)).toBe(1);
    // Without a service worker nothing is precached: the KYC page that Add Account opens is loaded once online, in this
    // document, so that its code is there offline (as the worker's precache has it in the field); then back to accounts.
    await page.goto('/accounts/kyc?activeKycTab=0');
    await page.getByLabel('First Name').waitFor();
    await page.getByRole('link', { name: 'Account', exact: true }).click();
    await page.getByRole('button', { name: 'Add Account' }).waitFor();
    await context.setOffline(true);
    await addIndividualAccount(page);
    await expect.poll(() => outboxRows(page)).toHaveLength(1);
    const [queued] = await outboxRows(page);
    expect(queued).toMatchObject({ state: 'queued', schemaVersion: 6 });
    const before = (await accountsOf(user.email)).length;
    await page.close();

    e2e.serveBuild(next);
    await context.setOffline(false);
    const reopened = await context.newPage();
    const posts = await accountPosts(reopened);
    await reopened.goto('/accounts');
    await expect.poll(async () => (await accountsOf(user.email)).length, { timeout: 20_000 }).toBe(before + 1);
    expect(posts).toEqual([{ key: queued!.idempotencyKey, body: expect.objectContaining({ channel: 'web' }) }]);
    expect(
      await reopened.evaluate(
        async () => (await indexedDB.databases()).find((db) => db.name === 'payway-offline')?.version,
      ),
    ).toBe(70);

    await reopened.goto('/payments?create=true');
    await expect.poll(() => reopened.getByLabel('Account number').inputValue()).toBe('0123456789');
    const { drafts } = await openedDrafts(reopened);
    expect(drafts.find((draft) => draft.draftId === 'payments/request:new')?.values).toHaveProperty('paymentPurpose');
    await reopened.waitForTimeout(500);
    expect(posts).toHaveLength(1);
    expect((await accountsOf(user.email)).length).toBe(before + 1);
  });

  it('a rescue copy made in one browser restores in a fresh one after sign-in; a wrong passphrase changes nothing; the step is stored once', async () => {
    const user = await signUp(e2e.app);
    const first = await e2e.newContext();
    const page = await signIn(first, user);
    // The server cannot be reached from this browser: the step waits in its outbox.
    await page.route('**/api/v1/accounts/saveCustomerAccount', (route) => route.abort('internetdisconnected'));
    await page.goto('/accounts');
    await addIndividualAccount(page);
    await expect.poll(() => outboxRows(page)).toHaveLength(1);
    const [queued] = await outboxRows(page);
    await page.goto('/settings/security');
    await page.getByRole('button', { name: 'Save a copy of my unsent work' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save a copy of my unsent work' });
    await dialog.getByRole('textbox', { name: 'Passphrase', exact: true }).fill('river stone lantern');
    await dialog.getByRole('textbox', { name: 'Passphrase again' }).fill('river stone lantern');
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Save the copy' }).click();
    // Read before the context closes: closing it deletes its downloads.
    const copy = readFileSync(await (await download).path());
    await first.close();

    const second = await e2e.newContext();
    const fresh = await signIn(second, user);
    const posts = await accountPosts(fresh);
    await fresh.goto('/settings/security');
    await fresh.getByRole('button', { name: 'Restore from a copy' }).click();
    const restore = fresh.getByRole('dialog', { name: 'Restore from a copy' });
    await restore
      .locator('input[type=file]')
      .setInputFiles({ name: 'copy.payway', mimeType: 'application/json', buffer: copy });
    await restore.getByRole('textbox', { name: 'Passphrase', exact: true }).fill('river stone lantern?');
    await restore.getByRole('button', { name: 'Restore' }).click();
    await restore.getByText('This passphrase does not open the copy. Nothing was changed; try again.').waitFor();
    expect(await outboxRows(fresh)).toHaveLength(0);
    await restore.getByRole('textbox', { name: 'Passphrase', exact: true }).fill('river stone lantern');
    await restore.getByRole('button', { name: 'Restore' }).click();
    await restore.getByText(/1 step restored/).waitFor();
    await expect.poll(async () => (await accountsOf(user.email)).length, { timeout: 20_000 }).toBe(1);
    expect(posts.map((post) => post.key)).toEqual([queued!.idempotencyKey]);
  });

  it('a photo larger than the room left is refused with the room it needs; the draft keeps its other values', async () => {
    const user = await onboardedCustomer(e2e.app, await referenceIds(e2e.app));
    const context = await e2e.newContext();
    const page = await context.newPage();
    // The quota is set before the page first uses storage: Chromium's IndexedDB keeps the room it found at its first use
    // for a while, so a quota set later is not enforced at once (seen on 2 Dec: a 2 MB invoice written whole under a
    // quota set 400 KB above the usage after the draft). storage.estimate() never shows it (below).
    const cdp = await context.newCDPSession(page);
    await cdp.send('Storage.overrideQuotaForOrigin', { origin: e2e.baseUrl, quotaSize: 1_500_000 });
    await signIn(context, user, page);
    await page.goto('/payments?create=true');
    await page.getByLabel('Account number').fill('0123456789');
    await expect.poll(() => offlineRows(page).then((rows) => rows.drafts)).toBe(1);
    // Chromium does not tell a page its quota: estimate() answers usage + 10 GiB (so that a site cannot read the disk's
    // size); only a write finds the room out, and checkRoomFor makes a trial one.
    const { usage, quota } = await cdp.send('Storage.getUsageAndQuota', { origin: e2e.baseUrl });
    expect(quota - usage).toBeLessThan(2_000_000);
    expect(await page.evaluate(async () => (await navigator.storage.estimate()).quota)).toBeGreaterThan(10 * 2 ** 30);
    await page
      .getByRole('dialog')
      .locator('input[type=file]:not([capture])')
      .setInputFiles({ name: 'invoice.pdf', mimeType: 'application/pdf', buffer: randomPdf(2_000_000) });
    await page
      .getByText(/This file needs 2\.\d MB of room on this device, more than this browser has left for the app/)
      .waitFor();
    expect(await page.getByLabel('Account number').inputValue()).toBe('0123456789');
    const { drafts, attachments } = await openedDrafts(page);
    expect(drafts[0]?.values).toMatchObject({ accountNumber: '0123456789' });
    expect(attachments).toEqual([]);
  });
});
