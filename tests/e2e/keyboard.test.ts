/**
 * Sign-up, verification and both KYC tabs with the keyboard alone: focus moves with Tab, text is typed, buttons
 * are pressed with Enter or Space, lists are opened and chosen with the arrow keys and Enter. Files go through the
 * file chooser that the focused "Choose a file" button opens with Enter.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { startE2E, snap, type E2E } from './harness';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const MAX_TABS = 60;

let e2e: E2E;
let place: { stateName: string; cityName: string };
beforeAll(async () => {
  e2e = await startE2E({ serviceWorker: false });
  const db = e2e.app.deps.db;
  const state = await db
    .selectFrom('states')
    .select(['state_id', 'state'])
    .where('country_code', '=', 'NG')
    .orderBy('state')
    .executeTakeFirstOrThrow();
  const city = await db
    .selectFrom('cities')
    .select('city')
    .where('state_id', '=', state.state_id)
    .orderBy('city')
    .executeTakeFirstOrThrow();
  place = { stateName: state.state, cityName: city.city };
});
afterAll(() => e2e?.close());

const isFocused = (target: Locator) =>
  target
    .evaluate((element) => element === document.activeElement || element.contains(document.activeElement))
    .catch(() => false);

/** Presses Tab until `target` (or something inside it) has the focus; fails if it never gets there. */
async function tabTo(page: Page, target: Locator) {
  await target.waitFor();
  for (let presses = 0; presses < MAX_TABS; presses++) {
    if (await isFocused(target)) return;
    await page.keyboard.press('Tab');
  }
  const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200));
  throw new Error(`Tab never reached ${target}; the focus is on ${focused}`);
}

async function typeInto(page: Page, target: Locator, text: string) {
  await tabTo(page, target);
  await page.keyboard.type(text);
}

/** A Mantine select: typed into to filter, ArrowDown to the first match, Enter to choose it. */
async function chooseByKeyboard(page: Page, label: string, search?: string) {
  const input = page.getByRole('combobox', { name: label, exact: true });
  await tabTo(page, input);
  if (search) await page.keyboard.type(search);
  else await page.keyboard.press('ArrowDown');
  await page.getByRole('listbox').first().waitFor();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect.poll(() => input.inputValue()).not.toBe('');
}

/** A "Choose a file" button reached with Tab and pressed with Enter opens the file chooser. */
async function attachByKeyboard(page: Page, label: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  const field = page.locator('div', { has: page.locator(`input[type=file][aria-label="${label}"]`) }).last();
  await tabTo(page, field.getByRole('button', { name: /Choose a file/ }));
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.keyboard.press('Enter')]);
  await chooser.setFiles(file);
  await page.getByText(file.name.slice(0, 20)).first().waitFor();
}

describe('keyboard only', () => {
  it('registers, verifies the email, adds an individual account and completes both KYC tabs', async () => {
    const email = `keys${Date.now()}@example.com`;
    const password = 'correct horse battery';
    const page = await e2e.newPage({ viewport: 'wide' });
    // Intercepting file choosers takes a round trip to the browser: switched on now, before any button opens one.
    page.on('filechooser', () => undefined);
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign In' }).waitFor();

    // Login page → Register link.
    await tabTo(page, page.getByRole('link', { name: 'Register' }));
    await page.keyboard.press('Enter');
    await page.waitForURL('**/register');
    await typeInto(page, page.getByLabel('Email Address'), email);
    await typeInto(page, page.getByRole('textbox', { name: 'Phone Number' }), '8031234567');
    await typeInto(page, page.getByLabel(/^Password\b/), password);
    await typeInto(page, page.getByLabel(/^Confirm Password\b/), password);
    await snap(page, 'keyboard-register-wide-light');
    await page.keyboard.press('Enter');

    // Verification: the code boxes fill themselves in demo-mail mode; the submit button is pressed with Space.
    await page.waitForURL(/\/verify-password\//);
    const submit = page.getByRole('button', { name: "Let's go" });
    await submit.waitFor();
    await tabTo(page, submit);
    await page.keyboard.press('Space');
    await page.getByText('Account Creation Success').waitFor();
    await page.waitForURL(/\/accounts$/, { timeout: 15_000 });

    // Accounts → Add Account → Individual → Continue.
    await tabTo(page, page.getByRole('button', { name: 'Add Account' }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Add Account' });
    await dialog.waitFor();
    await tabTo(page, dialog.getByRole('radio').first());
    await page.keyboard.press('Space');
    await tabTo(page, dialog.getByRole('button', { name: 'Continue' }));
    await page.keyboard.press('Enter');
    await page.waitForURL('**/accounts/kyc?activeKycTab=0');
    await page.getByRole('heading', { name: 'Account - KYC' }).waitFor();

    // KYC tab 0: identity.
    await typeInto(page, page.getByLabel(/^First Name/), 'Ada');
    await typeInto(page, page.getByLabel(/^Last Name/), 'Obi');
    await tabTo(page, page.getByLabel(/^Date of Birth/));
    await page.keyboard.type('04121990');
    await typeInto(page, page.getByRole('textbox', { name: 'Phone Number' }), '8031234567');
    await chooseByKeyboard(page, 'Country of Residence', 'Nigeria');
    await chooseByKeyboard(page, 'State of Residence', place.stateName);
    await chooseByKeyboard(page, 'City of Residence', place.cityName);
    await typeInto(page, page.getByLabel(/^Postal Code/), '100001');
    await typeInto(page, page.getByLabel(/^Street Address/), '12 Marina Road');
    await chooseByKeyboard(page, 'Nationality', 'Nigeria');
    await typeInto(page, page.getByLabel(/^BVN/), '22233344455');
    await snap(page, 'keyboard-kyc-identity-wide-light');
    await tabTo(page, page.getByRole('button', { name: 'Save and continue' }));
    await page.keyboard.press('Enter');
    await page.waitForURL('**/accounts/kyc?activeKycTab=1');

    // KYC tab 1: documents and use of the account.
    await chooseByKeyboard(page, 'Identification Type');
    await typeInto(page, page.getByLabel(/^Identification Number/), 'A12345678');
    await attachByKeyboard(page, 'Identity document', {
      name: 'passport-photo-page.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await chooseByKeyboard(page, 'Proof of Address Type');
    await attachByKeyboard(page, 'Proof of address', {
      name: 'utility-bill.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await chooseByKeyboard(page, 'Intended Use');
    await chooseByKeyboard(page, 'Transaction Volume');
    await chooseByKeyboard(page, 'Transaction Frequency');
    await chooseByKeyboard(page, 'Occupation');
    await chooseByKeyboard(page, 'Industry');
    await chooseByKeyboard(page, 'Yearly Income');
    await snap(page, 'keyboard-kyc-other-wide-light');
    await tabTo(page, page.getByRole('button', { name: 'Submit' }));
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/accounts$/);
    await page
      .getByRole('row', { name: /Ada Obi/ })
      .getByText('Pending')
      .waitFor();
  }, 120_000);
});
