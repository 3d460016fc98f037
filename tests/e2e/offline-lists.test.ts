import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../helpers/app';
import { accountWithIdentity, referenceIds } from '../helpers/fixtures';
import { snap, startE2E, type E2E } from './harness';
import { offlineStorage, storeSession } from './pages';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

describe('the accounts list offline', () => {
  it('shows the accounts as last loaded, marked with the time, in English and in French, sealed on the device', async () => {
    const user = await signUp(e2e.app);
    await accountWithIdentity(e2e.app, user, await referenceIds(e2e.app));
    const context = await e2e.newContext({ viewport: 'narrow' });
    const page = await context.newPage();
    await storeSession(page, user);
    await page.goto('/accounts');
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.waitForFunction(() => !!navigator.serviceWorker.controller);
    await page.getByText('Ada Obi').first().waitFor();
    await page.waitForTimeout(300);

    await context.setOffline(true);
    await page.reload();
    await page.getByText(/^Offline: showing the accounts as last loaded on .+\.$/).waitFor();
    await page.getByText('Ada Obi').first().waitFor();
    expect(await page.getByText('Loading accounts...').count()).toBe(0);
    await snap(page, 'accounts-offline-last-loaded-narrow');
    expect((await offlineStorage(page)).text).not.toContain('Ada Obi');

    await page.evaluate(() => localStorage.setItem('payway.language', 'fr'));
    await page.reload();
    await page.getByText(/^Hors ligne : voici les comptes tels que chargés le .+\.$/).waitFor();
    await page.getByText('Ada Obi').first().waitFor();

    await context.setOffline(false);
    await page.getByText('Ada Obi').first().waitFor();
    await page.getByText(/^Hors ligne/).waitFor({ state: 'detached' });
    await context.close();
  });

  it('says the accounts were never loaded on this device instead of spinning', async () => {
    const user = await signUp(e2e.app);
    await accountWithIdentity(e2e.app, user, await referenceIds(e2e.app));
    const context = await e2e.newContext();
    const page = await context.newPage();
    await storeSession(page, user);
    await page.goto('/dashboard');
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.waitForFunction(() => !!navigator.serviceWorker.controller);
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('navigation').getByRole('link', { name: 'Account' }).click();
    await page.getByText(/^Offline: your accounts show once the connection is back/).waitFor();
    await context.close();
  });
});
