import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { startE2E, snap, type E2E } from './harness';
import { signUp } from '../helpers/app';
import { onboardedCustomer, referenceIds, type ReferenceIds } from '../helpers/fixtures';
import { customerPage, openedDrafts } from './pages';

let e2e: E2E;
let ids: ReferenceIds;
beforeAll(async () => {
  e2e = await startE2E();
  ids = await referenceIds(e2e.app);
});
afterAll(() => e2e?.close());

type User = Awaited<ReturnType<typeof signUp>>;

const INVOICE = {
  name: 'invoice-for-the-march-delivery-of-goods.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
};
const WALLET = '0x52908400098527886E0F7030069857D2E4169EE7';

/** A field by its label, whether or not it carries the required asterisk. */
const field = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`);

/** Picks an option of a Mantine select by typing part of its label when the list is long. */
async function choose(scope: Page | Locator, page: Page, label: string, option: string | RegExp, search?: string) {
  const input = scope.getByLabel(field(label));
  await input.click();
  if (search) await input.fill(search);
  await page.getByRole('option', { name: option }).first().click();
}

async function openCreateRequest(page: Page) {
  await page.goto('/payments');
  await page.getByRole('heading', { name: 'Payments' }).waitFor();
  await page.getByRole('button', { name: 'Create Request' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Request' });
  await dialog.waitFor();
  return dialog;
}

async function finishAndSubmit(page: Page, dialog: Locator, user: User) {
  await dialog.locator('input[type=file]:not([capture])').setInputFiles(INVOICE);
  await dialog.getByText('invoice-for-the-march-delivery...').waitFor();
  await dialog.getByLabel(field('Password')).fill(user.password);
  await dialog.getByRole('button', { name: 'Submit Request' }).click();
  await page.waitForURL(/\/payments\/token-verification\?transactionId=PW[A-Z0-9]{12}/);
  return new URL(page.url()).searchParams.get('transactionId')!;
}

const mailedToken = (email: string) =>
  /\b(\d{6})\b/.exec(e2e.app.mailer.sent.filter((mail) => mail.to === email).at(-1)!.text)![1];

async function typeToken(page: Page, token: string) {
  const boxes = page.getByLabel('6-digit code').locator('input');
  for (let i = 0; i < 6; i++) await boxes.nth(i).fill(token[i]);
}

describe('payments', () => {
  it('creates a fiat_fiat_self request, confirms it on the token page and shows it in the overview and its details', async () => {
    const user = await onboardedCustomer(e2e.app, ids);
    const page = await customerPage(e2e, user);
    await page.goto('/payments');
    await page.getByRole('heading', { name: 'Payments' }).waitFor();
    for (const tab of ['Payment requests', 'Pending requests', 'Failed requests'])
      await page.getByRole('tab', { name: tab }).waitFor();
    await page.getByText('No payment requests yet.').waitFor();

    const dialog = await openCreateRequest(page);
    expect(await dialog.getByLabel(field('Payment type')).inputValue()).toBe('Bank transfer');
    expect(await dialog.getByLabel(field('Amount')).inputValue()).toBe('1');
    await dialog.getByRole('button', { name: 'Submit Request' }).click();
    await dialog.getByText('Choose the source currency').waitFor();
    await dialog.getByText('Attach the invoice').waitFor();
    await snap(page, 'payments-create-errors-wide-light');
    await dialog.getByLabel(field('Payment type')).click();
    await page.getByRole('option', { name: 'Crypto to a crypto wallet' }).waitFor();
    await snap(page, 'payments-create-types-wide-light');
    await page.keyboard.press('Escape');

    await choose(dialog, page, 'Source currency', /^NGN - /, 'NGN');
    // The customer's account is Nigerian: the amount currency starts as the naira, not the product's CAD.
    expect(await dialog.getByLabel(field('Amount currency')).inputValue()).toMatch(/^NGN - /);
    await choose(dialog, page, 'Bank name', 'Access Bank', 'Access');
    await dialog.getByLabel(field('Account number')).fill('0123456784');
    await dialog.getByLabel(field('Purpose of payment')).fill('School fees');
    await snap(page, 'payments-create-wide-light');
    const transactionId = await finishAndSubmit(page, dialog, user);

    await page.getByRole('heading', { name: "Verify it's you" }).waitFor();
    const confirm = page.getByRole('button', { name: 'Confirm Payment' });
    await confirm.waitFor();
    await snap(page, 'payments-token-wide-light');
    await confirm.click();
    await page.waitForURL((url) => url.pathname === '/payments');
    const row = page.getByRole('row', { name: new RegExp(transactionId) });
    await row.getByText('Bank transfer').waitFor();
    await row.getByText('1.00 NGN').waitFor();
    await snap(page, 'payments-overview-wide-light');

    await row.getByRole('button', { name: 'View details' }).click();
    const details = page.getByRole('dialog', { name: 'Payment request' });
    // Every account of this customer is still with the reviewers: confirmed, the request waits for an approval.
    await details.getByRole('heading', { name: 'Awaiting Account Approval' }).waitFor();
    await details.getByText(transactionId).waitFor();
    await details.getByText('School fees').waitFor();
    await snap(page, 'payments-details-wide-light');
    // The footer's Close; the corner ✕ is named Close as well.
    await details.getByRole('button', { name: 'Close', exact: true }).last().click();

    await page
      .getByRole('row', { name: new RegExp(transactionId) })
      .getByText('Awaiting account approval')
      .waitFor();
    await page.getByRole('tab', { name: 'Failed requests' }).click();
    await page.getByText('No failed requests.').waitFor();
  });

  it('swaps to the crypto third-party form, refuses a wrong token, then confirms with the right one', async () => {
    const user = await onboardedCustomer(e2e.app, ids);
    const page = await customerPage(e2e, user, { viewport: 'narrow', colorScheme: 'dark' });
    const dialog = await openCreateRequest(page);
    await choose(dialog, page, 'Payment type', 'Money to a crypto wallet');
    expect(await dialog.getByText('Beneficiary', { exact: true }).count()).toBe(0);
    await dialog.getByText('Someone else', { exact: true }).click();
    await dialog.getByText('Beneficiary', { exact: true }).waitFor();
    expect(await dialog.getByLabel(field('Payment type')).inputValue()).toBe('Money to a crypto wallet');

    await choose(dialog, page, 'Source currency', /^USD - /, 'USD');
    await choose(dialog, page, 'Crypto', /^USDT - /);
    await choose(dialog, page, 'Network', 'Ethereum (ERC-20)');
    await dialog.getByLabel(field('Amount')).fill('25.5');
    await dialog.getByLabel(field('Wallet address')).fill(WALLET);
    await dialog.getByLabel(field('Beneficiary name')).fill('Ada Obi');
    await dialog.getByLabel(field('Beneficiary address')).fill('1 Marina, Lagos');
    await snap(page, 'payments-create-narrow-dark');
    const transactionId = await finishAndSubmit(page, dialog, user);

    // The boxes are filled from the demo-mode answer, so the token has been mailed by then.
    await page.getByRole('button', { name: 'Confirm Payment' }).waitFor();
    const right = mailedToken(user.email);
    const wrong = right === '000000' ? '111111' : '000000';
    await typeToken(page, wrong);
    await page.getByRole('button', { name: 'Confirm Payment' }).click();
    await page.getByRole('alert').getByText('Incorrect Code').waitFor();
    await snap(page, 'payments-token-wrong-narrow-dark');
    expect(new URL(page.url()).pathname).toBe('/payments/token-verification');

    await typeToken(page, right);
    await page.getByRole('button', { name: 'Confirm Payment' }).click();
    await page.waitForURL((url) => url.pathname === '/payments');
    await page.getByText(transactionId).waitFor();
    await page.getByText('25.50 USDT').waitFor();
    await snap(page, 'payments-overview-narrow-dark');
    await page.getByRole('button', { name: 'View details' }).first().click();
    const details = page.getByRole('dialog', { name: 'Payment request' });
    await details.getByText(WALLET).waitFor();
    await details.getByText('Ada Obi').waitFor();
    await snap(page, 'payments-details-narrow-dark');
  });

  it('tells a customer who has not started onboarding that payments wait for it, without a form that would fail', async () => {
    const user = await signUp(e2e.app);
    const page = await customerPage(e2e, user, { status: 'Onboarding', viewport: 'narrow', colorScheme: 'dark' });
    await page.goto('/payments');
    await page.getByText('Finish onboarding first').waitFor();
    expect(await page.getByRole('button', { name: 'Create Request' }).isDisabled()).toBe(true);
    await page.getByRole('link', { name: 'Go to Accounts' }).waitFor();
    await snap(page, 'payments-not-onboarded-narrow-dark');
  });

  it('shows 6 digits left and keeps the token button disabled until six digits', async () => {
    const user = await signUp(e2e.app);
    const page = await customerPage(e2e, user, { viewport: 'narrow', colorScheme: 'light' });
    await page.goto('/payments');
    await page.getByText('No payment requests yet.').waitFor();
    await snap(page, 'payments-empty-narrow-light');
    await page.goto('/payments/token-verification');
    await page.getByRole('heading', { name: "Verify it's you" }).waitFor();
    await page.getByText('There is no payment request waiting for confirmation').waitFor();
    const button = page.getByRole('button', { name: '6 digits left' });
    expect(await button.isDisabled()).toBe(true);
    await page.getByLabel('6-digit code').locator('input').first().fill('4');
    expect(await page.getByRole('button', { name: '5 digits left' }).isDisabled()).toBe(true);
    await snap(page, 'payments-token-empty-narrow-light');
  });

  it('keeps a draft across reloads (never the password) and needs a connection to submit', async () => {
    const user = await signUp(e2e.app);
    const page = await customerPage(e2e, user, { viewport: 'wide', colorScheme: 'dark' });
    const dialog = await openCreateRequest(page);
    await choose(dialog, page, 'Payment type', 'Bank transfer');
    await dialog.getByText('Someone else', { exact: true }).click();
    await dialog.getByLabel(field('SWIFT code')).fill('roycca');
    await dialog.getByLabel(field('SWIFT code')).blur();
    await dialog.getByText('Enter a valid SWIFT/BIC code').waitFor();
    await dialog.getByLabel(field('Beneficiary name')).fill('Draft Person');
    await dialog.getByLabel(field('Password')).fill('secret-never-stored');
    await page.waitForTimeout(800);
    await page.reload();
    const restored = page.getByRole('dialog', { name: 'Create Request' });
    await restored.waitFor();
    await expectValue(restored.getByLabel(field('Beneficiary name')), 'Draft Person');
    expect(await restored.getByLabel(field('Payment type')).inputValue()).toBe('Bank transfer');
    await restored.getByLabel(field('Beneficiary name')).waitFor();
    expect(await restored.getByLabel(field('Password')).inputValue()).toBe('');
    const stored = JSON.stringify((await openedDrafts(page)).drafts);
    expect(stored).toContain('Draft Person');
    expect(stored).not.toContain('secret-never-stored');

    await page.context().setOffline(true);
    await restored.getByText('You are offline').waitFor();
    expect(await restored.getByRole('button', { name: 'Submit Request' }).isDisabled()).toBe(true);
    await snap(page, 'payments-offline-wide-dark');
    await page.context().setOffline(false);
    await restored.getByText('You are offline').waitFor({ state: 'hidden' });
  });
});

async function expectValue(input: Locator, value: string) {
  for (let i = 0; i < 50 && (await input.inputValue()) !== value; i++)
    await new Promise((resolve) => setTimeout(resolve, 100));
  expect(await input.inputValue()).toBe(value);
}
