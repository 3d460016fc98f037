import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { signUp } from '../helpers/app';
import { snap, startE2E, type E2E } from './harness';
import { choose, customerPage } from './pages';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E({ serviceWorker: false });
});
afterAll(() => e2e?.close());

/** Field errors on screen (Mantine's error slots). */
const fieldErrors = (scope: Page | Locator) => scope.locator('.mantine-InputWrapper-error').allInnerTexts();
/** Words a person would not write: a code name (firstName, fiat_fiat_self) or the old shouting tone. */
const CODE_WORDS = /\b[a-z]+[A-Z]\w*\b|_|required!|Select an option/;

async function openNewKyc(page: Page) {
  await page.goto('/accounts');
  await page.getByRole('button', { name: 'Add Account' }).click();
  await page.getByRole('dialog', { name: 'Add Account' }).getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('heading', { name: 'Account - KYC' }).waitFor();
}

describe('plain words and the verification default', () => {
  for (const viewport of ['narrow', 'wide'] as const) {
    // Issue 46: before a nationality is chosen, a BVN is asked of someone with a Nigerian (+234) phone or residence.
    it(`KYC step 1 asks for a BVN once a Nigerian phone is typed, before a nationality is chosen, and names each missing field as its label does (${viewport})`, async () => {
      const user = await signUp(e2e.app);
      const page = await customerPage(e2e, user, { viewport, status: 'Onboarding' });
      await openNewKyc(page);
      expect(await page.getByText('BVN (Bank Verification Number)').count()).toBe(0);
      await page.getByRole('textbox', { name: 'Phone Number' }).fill('8031234567');
      await page.getByRole('textbox', { name: 'BVN (Bank Verification Number)' }).waitFor();
      expect(await page.getByText('ITIN (Individual Taxpayer Identification Number)').count()).toBe(0);

      await page.getByRole('button', { name: 'Save and continue' }).click();
      await page.getByText('Enter your first name').waitFor();
      const errors = await fieldErrors(page);
      expect(errors).toEqual(
        expect.arrayContaining([
          'Enter your last name',
          'Enter your date of birth',
          'Choose your country of residence',
          'Enter your postal code',
          'Enter your verification number',
          'Choose your nationality',
        ]),
      );
      for (const error of errors) expect(error).not.toMatch(CODE_WORDS);
      await snap(page, `plain-words-kyc-${viewport}`);

      await choose(page, 'Nationality', 'United States', 'United States');
      await page.getByRole('textbox', { name: 'SSN (Social Security Number)' }).waitFor();
    });
  }

  it('the payment form names payment types in words, asks who receives it once, and says what each picker wants', async () => {
    const user = await signUp(e2e.app);
    const page = await customerPage(e2e, user, { viewport: 'narrow' });
    await page.goto('/payments?create=true');
    const dialog = page.getByRole('dialog', { name: 'Create Request' });
    await dialog.getByRole('combobox', { name: 'Payment type' }).click();
    const types = await page.getByRole('option').allInnerTexts();
    expect(types).toEqual([
      'Bank transfer',
      'Money to a crypto wallet',
      'Crypto to a bank account',
      'Crypto to a crypto wallet',
    ]);
    await page.keyboard.press('Escape');
    await dialog.getByText('Someone else', { exact: true }).waitFor();

    const placeholders = await dialog
      .locator('input[placeholder]')
      .evaluateAll((inputs) => inputs.map((input) => input.getAttribute('placeholder')));
    for (const placeholder of placeholders) expect(placeholder).not.toMatch(/Select an option/);
    await dialog.getByRole('button', { name: 'Submit Request' }).click();
    await dialog.getByText('Choose the source currency').waitFor();
    for (const error of await fieldErrors(dialog)) expect(error).not.toMatch(CODE_WORDS);
    await snap(page, 'plain-words-payment-narrow');
  });
});
