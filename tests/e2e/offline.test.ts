import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { signUp } from '../helpers/app';
import { onboardedCustomer, referenceIds } from '../helpers/fixtures';
import { snap, startE2E, type E2E } from './harness';
import { offlineRows, offlineStorage } from './pages';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

/** Waits until the service worker controls the page (it claims the page once installed). */
async function untilControlled(page: Page) {
  await page.waitForFunction(() => !!navigator.serviceWorker.controller, undefined, { timeout: 20_000 });
}

/** The accounts the server holds for this user. */
async function accountsOf(email: string) {
  const db = e2e.app.deps.db;
  const user = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  return db.selectFrom('accounts').select('id').where('owner_user_id', '=', user.id).execute();
}

async function addIndividualAccount(page: Page) {
  await page.goto('/accounts');
  await page.getByRole('button', { name: 'Add Account' }).click();
  await page.getByRole('dialog', { name: 'Add Account' }).getByRole('button', { name: 'Continue' }).click();
}

/** A new customer signed in through the login page; `onboarded`: with an account, as payment requests need. */
async function signIn(context: BrowserContext, { onboarded = false } = {}) {
  const user = onboarded ? await onboardedCustomer(e2e.app, await referenceIds(e2e.app)) : await signUp(e2e.app);
  const page = await context.newPage();
  await page.goto('/');
  await page.getByLabel('Email Address').fill(user.email);
  await page.getByLabel(/^Password\b/).fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('button', { name: 'Sign out' }).first().waitFor();
  return { page, user };
}

describe('offline model', () => {
  it('after one visit, the login page, the app shell and the reference lists load offline', async () => {
    const context = await e2e.newContext();
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('heading', { name: 'Sign in to Payway' }).waitFor();
    await untilControlled(page);

    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { name: 'Sign in to Payway' }).waitFor();
    await context.setOffline(false);

    const { page: signedIn } = await signIn(context);
    await untilControlled(signedIn);
    const countries = () =>
      signedIn.evaluate(() =>
        fetch('/api/v1/accounts/countries').then(async (response) => (await response.json()).length as number),
      );
    const online = await countries();
    expect(online).toBeGreaterThan(100);
    await context.setOffline(true);
    // A reference list seen once is served by the service worker offline (stale-while-revalidate).
    expect(await countries()).toBe(online);
    await signedIn.goto('/payments');
    await signedIn.getByRole('button', { name: 'Sign out' }).first().waitFor();
    await signedIn.getByText('You are offline.').waitFor();
    await snap(signedIn, 'offline-shell-wide');
    await context.setOffline(false);
  });

  it('keeps a draft sealed through a reload while offline, and sign-out (after a warning) wipes IndexedDB and the key', async () => {
    const context = await e2e.newContext();
    const { page, user } = await signIn(context, { onboarded: true });
    await untilControlled(page);
    await page.goto('/payments?create=true');
    await page.getByLabel('Account number').fill('0123456789');
    await expect.poll(() => offlineRows(page).then((rows) => rows.drafts)).toBe(1);
    // What a stolen profile directory holds: the draft only sealed, the key not extractable.
    const stored = await offlineStorage(page);
    expect(stored.text).not.toContain('0123456789');
    expect(stored.deviceKeys).toEqual([{ userId: user.email, extractable: false, algorithm: 'AES-GCM' }]);

    await context.setOffline(true);
    await page.reload();
    await expect.poll(() => page.getByLabel('Account number').inputValue()).toBe('0123456789');
    await context.setOffline(false);

    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Sign out' }).first().click();
    await page.getByRole('dialog', { name: 'Remove this device’s drafts?' }).waitFor();
    await page.getByRole('button', { name: 'Remove them and sign out' }).click();
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    expect(await offlineRows(page)).toEqual({ drafts: 0, attachments: 0, outbox: 0, outboxInputs: 0 });
    expect((await offlineStorage(page)).deviceKeys).toEqual([]);
  });

  it('removes, with a word, the drafts sealed under the key a password reset replaced', async () => {
    const context = await e2e.newContext();
    const { page, user } = await signIn(context, { onboarded: true });
    await page.goto('/payments?create=true');
    await page.getByLabel('Account number').fill('0123456789');
    await expect.poll(() => offlineRows(page).then((rows) => rows.drafts)).toBe(1);

    const newPassword = 'a brand new secret';
    const { message: code } = (await (await e2e.app.request(`/auth/token/sendResetToken/${user.email}`)).json()) as {
      message: string;
    };
    const proof = await e2e.app.request('/auth/token/validateOtherToken', {
      method: 'POST',
      json: { email: user.email, token: code },
    });
    const { resetToken } = (await proof.json()) as { resetToken: string };
    const reset = await e2e.app.request('/auth/resetPassword', {
      method: 'POST',
      json: { email: user.email, newPassword, confirmPassword: newPassword, resetToken },
    });
    expect(reset.status).toBe(200);

    // The reset ended the session; the draft stays on the device, sealed under the old key.
    await page.reload();
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    expect((await offlineRows(page)).drafts).toBe(1);
    await page.getByLabel('Email Address').fill(user.email);
    await page.getByLabel(/^Password\b/).fill(newPassword);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page
      .getByText(
        'Your password was reset, so the forms and unsent steps this device kept under your old password could not be opened.',
      )
      .waitFor();
    expect(await offlineRows(page)).toEqual({ drafts: 0, attachments: 0, outbox: 0, outboxInputs: 0 });
    expect((await offlineStorage(page)).deviceKeys).toEqual([
      { userId: user.email, extractable: false, algorithm: 'AES-GCM' },
    ]);
  });

  it('sends a step submitted offline once when back online; the server holds it once', async () => {
    const context = await e2e.newContext();
    const { page, user } = await signIn(context);
    await untilControlled(page);
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/accounts/saveCustomerAccount'))
        posts.push(request.headers()['idempotency-key'] ?? '');
    });
    await context.setOffline(true);
    await addIndividualAccount(page);
    await page.getByText('You are offline: the account will be created when you are back online.').waitFor();
    expect((await offlineRows(page)).outbox).toBe(1);
    expect(await accountsOf(user.email)).toHaveLength(0);

    await context.setOffline(false);
    await expect.poll(async () => (await accountsOf(user.email)).length, { timeout: 15_000 }).toBe(1);
    await page.waitForTimeout(1000);
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(await accountsOf(user.email)).toHaveLength(1);
  });

  it('a page closed mid-send sends the step again with its key on reopening: nothing twice on the server', async () => {
    const context = await e2e.newContext();
    const { page, user } = await signIn(context);
    let reachedServer!: () => void;
    const sent = new Promise<void>((resolve) => (reachedServer = resolve));
    // The request reaches the server, but the page is gone before the answer arrives.
    await page.route('**/api/v1/accounts/saveCustomerAccount', async (route) => {
      await route.fetch();
      reachedServer();
    });
    await addIndividualAccount(page);
    await sent;
    await page.close();
    expect(await accountsOf(user.email)).toHaveLength(1);

    const reopened = await context.newPage();
    const replayed = reopened.waitForResponse((response) => response.url().endsWith('/accounts/saveCustomerAccount'));
    await reopened.goto('/accounts');
    expect((await replayed).headers()['idempotent-replayed']).toBe('true');
    await expect.poll(() => offlineRows(reopened).then((rows) => rows.outboxInputs), { timeout: 5000 }).toBe(0);
    expect(await accountsOf(user.email)).toHaveLength(1);
  });
});
