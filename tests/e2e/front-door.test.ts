import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../helpers/app';
import { newAccount } from '../helpers/fixtures';
import { snap, startE2E, type E2E } from './harness';
import { customerPage } from './pages';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E({ serviceWorker: false });
});
afterAll(() => e2e?.close());

describe('the front door', () => {
  for (const [viewport, colorScheme] of [
    ['narrow', 'dark'],
    ['wide', 'light'],
  ] as const) {
    it(`login and register show the brand, how data is protected and the three documents as pages of the app (${viewport}, ${colorScheme})`, async () => {
      const page = await e2e.newPage({ viewport, colorScheme });
      for (const path of ['/', '/register']) {
        await page.goto(path);
        const main = page.getByRole('main');
        await main.getByText('Payway', { exact: true }).waitFor();
        await main.getByText('Encrypted connection, hashed passwords, encrypted documents.').waitFor();
        for (const title of ['Terms of Use', 'Merchant Agreement', 'Privacy Policy'])
          expect(await main.getByRole('link', { name: title }).count()).toBeGreaterThan(0);
        await snap(page, `front-door${path === '/' ? '-login' : '-register'}-${viewport}-${colorScheme}`);
      }
      await page.getByRole('link', { name: 'Privacy Policy' }).first().click();
      await page.waitForURL('**/legal/privacy-policy');
      await page.getByRole('heading', { name: 'Privacy Policy', level: 1 }).waitFor();
      await page.getByRole('heading', { name: 'How we protect it' }).waitFor();
      await snap(page, `front-door-privacy-${viewport}-${colorScheme}`);
    });
  }

  it('an account being filled in resumes in a new tab (KYC and KYB)', async () => {
    const customer = await signUp(e2e.app);
    await newAccount(e2e.app, customer, 1);
    await newAccount(e2e.app, customer, 2);
    // A fresh profile: no onboarding state in sessionStorage, as in a new tab.
    const page = await customerPage(e2e, customer, { viewport: 'narrow' });
    await page.goto('/accounts/kyc?activeKycTab=0');
    await expect.poll(() => page.getByLabel('First Name').isEditable(), { timeout: 20_000 }).toBe(true);
    expect(await page.getByText('There is no account being opened').count()).toBe(0);

    await page.evaluate(() => sessionStorage.clear());
    await page.goto('/accounts/kyb?activeKybTab=0');
    await expect.poll(() => page.getByLabel(/^Legal Name/).isEditable(), { timeout: 20_000 }).toBe(true);
    expect(await page.getByText('There is no business account being opened').count()).toBe(0);
  });
});
