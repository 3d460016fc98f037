/**
 * A customer on a mid-range phone (400 px, CPU slowed down 4x) filling KYC step 1 gets every key and tap answered
 * within budget (issue 50: INP ≤ 200 ms; 400 ms here, a margin for a shared machine), and a long list opens by
 * drawing its first options only, the rest after (src/ui/use-bounded-options.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../helpers/app';
import { newAccount } from '../helpers/fixtures';
import { startE2E, type E2E } from './harness';
import { customerPage } from './pages';
import { inp, KEY_DELAY_MS, observeInteractions, slowest, takeInteractions, typeInto } from './interactions';

const INP_LIMIT_MS = 400;

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E({ serviceWorker: false });
}, 120_000);
afterAll(() => e2e?.close());

describe('responsiveness at 4x CPU', () => {
  it('KYC step 1: names typed and the 250 countries opened, searched and picked within the INP budget', async () => {
    const user = await signUp(e2e.app);
    const accountId = await newAccount(e2e.app, user, 1);
    const page = await customerPage(e2e, user, { viewport: 'narrow' });
    await page.goto(`/accounts/kyc/${accountId}`);
    await page.getByLabel('First Name').waitFor();
    await page.waitForLoadState('networkidle');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await observeInteractions(page);

    await typeInto(page.getByLabel('First Name'), 'Adaeze');
    const country = page.getByRole('combobox', { name: 'Country of Residence', exact: true });
    await country.scrollIntoViewIfNeeded();
    // The options drawn in the tap's own frame, then once the list has settled.
    const firstFrame = page.evaluate(
      () =>
        new Promise<number>((done) => {
          const seen = new MutationObserver(() => {
            const list = document.querySelector('[role=listbox]');
            if (!list) return;
            seen.disconnect();
            requestAnimationFrame(() => done(document.querySelectorAll('[role=listbox] [role=option]').length));
          });
          seen.observe(document.body, { childList: true, subtree: true });
        }),
    );
    await country.click();
    expect(await firstFrame).toBeLessThanOrEqual(60);
    await expect.poll(() => page.getByRole('option').count()).toBeGreaterThan(200);
    await country.pressSequentially('Nige', { delay: KEY_DELAY_MS });
    await page.getByRole('option', { name: 'Nigeria' }).first().click();
    await expect.poll(() => country.inputValue()).toBe('Nigeria');
    await typeInto(page.getByLabel('Street Address'), '12 Marina Road');

    const interactions = await takeInteractions(page);
    expect(interactions.length).toBeGreaterThan(0);
    expect(inp(interactions), slowest(interactions)).toBeLessThanOrEqual(INP_LIMIT_MS);
    await page.context().close();
  });
});
