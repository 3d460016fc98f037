/**
 * A picker tapped at the bottom of a long form on a phone (Chromium touch emulation, 400 px, French) opens its list in
 * view without moving the page, and a tapped option is chosen (issue 33 item 5).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { signUp } from '../helpers/app';
import { accountWithIdentity, referenceIds, type Customer } from '../helpers/fixtures';
import { CATALOGUES } from '../helpers/catalogues';
import { startE2E, type E2E } from './harness';
import { customerPage } from './pages';
import { settle } from './route-walk';

let e2e: E2E;
let customer: Customer;
let accountId: number;

beforeAll(async () => {
  e2e = await startE2E({ serviceWorker: false });
  customer = await signUp(e2e.app);
  accountId = await accountWithIdentity(e2e.app, customer, await referenceIds(e2e.app));
}, 120_000);
afterAll(() => e2e?.close());

/** Taps the picker and checks its list opened inside the viewport while the page stayed where it was. */
async function tapOpensInView(page: Page, picker: Locator) {
  const scrolledTo = await page.evaluate(() => window.scrollY);
  const before = (await picker.boundingBox())!;
  await picker.tap();
  const list = page.getByRole('listbox');
  await list.waitFor();
  // Mantine's dropdown transition.
  await page.waitForTimeout(400);
  expect(await page.evaluate(() => window.scrollY)).toBeCloseTo(scrolledTo, -1);
  expect((await picker.boundingBox())!.y).toBeCloseTo(before.y, -1);
  const viewport = page.viewportSize()!;
  const shown = (await list.boundingBox())!;
  expect(shown.y).toBeGreaterThanOrEqual(0);
  expect(shown.y + shown.height).toBeLessThanOrEqual(viewport.height);
  expect(shown.x + shown.width).toBeLessThanOrEqual(viewport.width);
  return list;
}

describe('pickers on a touch screen', () => {
  it('the annual income picker at the bottom of KYC step 2 opens in view, keeps the page still and takes a tapped option', async () => {
    const page = await customerPage(e2e, customer, { viewport: 'narrow', locale: 'fr-FR', touch: true });
    await page.goto(`/accounts/kyc/${accountId}?activeKycTab=1`);
    const picker = page.getByRole('combobox', { name: CATALOGUES.fr.kyc.yearlyIncome });
    await picker.waitFor();
    await settle(page);

    // The picker on the viewport's bottom edge, where its list has no room below.
    await picker.evaluate((input) =>
      window.scrollBy(0, input.getBoundingClientRect().bottom - (window.innerHeight - 4)),
    );
    await page.waitForTimeout(300);
    await tapOpensInView(page, picker);
    await picker.tap();
    await page.getByRole('listbox').waitFor({ state: 'hidden' });

    // The page scrolled to its end, as a customer reaching the last field leaves it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(300);
    const list = await tapOpensInView(page, picker);
    const option = list.getByRole('option').nth(1);
    const label = (await option.innerText()).trim();
    await option.tap();
    await list.waitFor({ state: 'hidden' });
    await expect.poll(() => picker.inputValue()).toBe(label);
    await page.context().close();
  });
});
