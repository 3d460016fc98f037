import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startE2E, snap, type E2E } from './harness';
import { signUp } from '../helpers/app';
import {
  accountWithIdentity,
  newAccount,
  PDF,
  PNG,
  referenceIds,
  requestOk,
  submitOtherInfo,
  type Json,
  type ReferenceIds,
} from '../helpers/fixtures';
import { choose, customerPage, fillKycIdentity, fillKycOtherInfo, signInThroughForm, storeSession } from './pages';

let e2e: E2E;
let ids: ReferenceIds;
beforeAll(async () => {
  e2e = await startE2E();
  ids = await referenceIds(e2e.app);
});
afterAll(() => e2e?.close());

const ID_FILE = { name: 'my-international-passport-photo-page.png', mimeType: 'image/png', buffer: PNG };
const POA_FILE = { name: 'utility-bill.pdf', mimeType: 'application/pdf', buffer: PDF };

const fillIdentity = (page: Page, options?: { withPlace?: boolean }) => fillKycIdentity(page, ids, options);
const fillOtherInfo = (page: Page) => fillKycOtherInfo(page, ID_FILE, POA_FILE);

const api = (path: string, token: string) => requestOk(e2e.app, path, { token });

const userStatus = async (email: string) =>
  (await e2e.app.deps.db.selectFrom('users').select('status').where('email', '=', email).executeTakeFirstOrThrow())
    .status;
const setAccount = (accountId: number, values: Json) =>
  e2e.app.deps.db.updateTable('accounts').set(values).where('id', '=', accountId).execute();

describe('KYC onboarding', () => {
  it('adds an individual account and completes both tabs online', async () => {
    const user = await signUp(e2e.app);
    const page = await customerPage(e2e, user, { status: 'Onboarding' });
    await page.goto('/accounts');
    await page.getByRole('heading', { name: 'Accounts' }).waitFor();
    await page.getByText('Open your first account').waitFor();
    await snap(page, 'accounts-onboarding-wide-light');
    await page.getByRole('button', { name: 'Add Account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Account' });
    await dialog.getByText('Individual', { exact: true }).waitFor();
    await snap(page, 'accounts-add-dialog-wide-light');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/accounts/kyc?activeKycTab=0');
    await page.getByRole('heading', { name: 'Account - KYC' }).waitFor();

    // States load only once a country is chosen.
    await expect(
      page.getByRole('combobox', { name: 'State of Residence', exact: true }).getAttribute('placeholder'),
    ).resolves.toBe('Choose a country first');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.getByText('Enter your first name').waitFor();
    await page.getByText('Choose your country of residence').waitFor();
    await page.getByText('Enter your date of birth').waitFor();
    await fillIdentity(page);
    expect(await page.getByRole('radio', { name: 'No', exact: true }).isChecked()).toBe(true);
    await snap(page, 'kyc-identity-wide-light');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.waitForURL('**/accounts/kyc?activeKycTab=1');
    expect(await userStatus(user.email)).toBe('Active');
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('payway.session')!).status)).toBe('Active');

    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Attach your identity document').waitFor();
    await fillOtherInfo(page);
    await page.getByText('It should be issued within the last 3 months.').waitFor();
    await snap(page, 'kyc-other-wide-light');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL(/\/accounts$/);
    const row = page.getByRole('row', { name: /Ada Obi/ });
    await row.waitFor();
    await expect(row.getByText('Pending').isVisible()).resolves.toBe(true);
    await expect(row.getByText('Nigeria').isVisible()).resolves.toBe(true);
    // Pending: the row link is disabled.
    expect(await row.getByRole('link').count()).toBe(0);
    expect(await row.getByRole('button', { name: 'Edit Ada Obi' }).isDisabled()).toBe(true);
    const props = await page.evaluate(() => JSON.parse(sessionStorage.getItem('kycb-props')!));
    expect(props.personalAccountId).toBeGreaterThan(0);
    await snap(page, 'accounts-list-wide-light');

    const saved = await api(`/accounts/individualAccounts?account_id=${props.accountId}`, user.token);
    expect(saved.personalInfo).toMatchObject({
      firstName: 'Ada',
      mobileNumberOne: '+2348031234567',
      stateOfResidence: { stateId: ids.state },
      isPoliticallyExposed: false,
    });
    expect(saved.identification.attachmentId.attachmentName).toBe(ID_FILE.name);
    expect(saved.personalOtherInfo.incomes).toBe(2);
  });

  it("starts the identity step's phone from the country the customer registered with (+33: France)", async () => {
    const email = 'claire.martin@example.com';
    const password = 'correct horse battery';
    await requestOk(e2e.app, '/auth/register', {
      json: { emailAddress: email, password, mobileNumber01: '612345678', countryCode: '+33' },
    });
    const { message: code } = (await requestOk(e2e.app, `/auth/token/send/${email}`)) as { message: string };
    await requestOk(e2e.app, '/auth/token/validate', { json: { email, token: code } });
    const page = await e2e.newPage();
    await signInThroughForm(page, email, password);
    await page.getByRole('button', { name: 'Add Account' }).click();
    await page.getByRole('dialog', { name: 'Add Account' }).getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/accounts/kyc?activeKycTab=0');
    expect(await page.getByRole('combobox', { name: 'Phone Number: country' }).inputValue()).toBe('France (+33)');
    await page.getByRole('textbox', { name: 'Phone Number' }).fill('06 12 34 56 78');
    await page.getByRole('textbox', { name: 'Phone Number' }).blur();
    expect(await page.getByText('Please enter a valid phone number').count()).toBe(0);
  });

  it('completes tab 0 offline, goes on to tab 1, and sends it with the new account id on reconnect', async () => {
    const user = await signUp(e2e.app);
    const context = await e2e.newContext();
    const page = await context.newPage();
    await storeSession(page, user, { status: 'Onboarding' });
    await page.goto('/accounts');
    await page.getByRole('heading', { name: 'Accounts' }).waitFor();
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.waitForFunction(() => !!navigator.serviceWorker.controller);
    // The reference lists this form needs, seen once online (the service worker keeps them).
    await page.evaluate(
      async ([state]) => {
        for (const path of [
          'countries',
          'countryOfResidences',
          'statesByCountryCode?country_code=NG',
          `citiesByStateId?state_id=${state}`,
        ])
          await fetch(`/api/v1/accounts/${path}`);
      },
      [ids.state],
    );

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Add Account' }).click();
    await page.getByRole('dialog', { name: 'Add Account' }).getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/accounts/kyc?activeKycTab=0');
    await fillIdentity(page);
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.waitForURL('**/accounts/kyc?activeKycTab=1');
    await page.getByRole('tab', { name: 'Customer Identity Information' }).click();
    // Polled on the step's status line, so a failure says what it showed instead (a loaded run once timed out here).
    await expect
      .poll(() => page.locator('[data-step-state]').allInnerTexts(), { timeout: 30_000 })
      .toEqual(['Queued: will be sent when you are back online']);
    await snap(page, 'kyc-identity-offline-wide-light');
    expect(
      (await api(`/accounts/allAccountsByProfile?profile_id=${encodeURIComponent(user.email)}`, user.token))
        .individualProfileAccounts,
    ).toHaveLength(0);

    await context.setOffline(false);
    await page.getByText('Synced with the server').waitFor({ timeout: 20_000 });
    const accounts = await api(
      `/accounts/allAccountsByProfile?profile_id=${encodeURIComponent(user.email)}`,
      user.token,
    );
    expect(accounts.individualProfileAccounts).toMatchObject([
      { fullName: 'Ada Obi', country: { countryOfResidence: 'Nigeria' }, date: '' },
    ]);
    expect(await userStatus(user.email)).toBe('Active');
    await page.waitForFunction(() => JSON.parse(localStorage.getItem('payway.session')!).status === 'Active');
    await context.close();
  });

  it('prefills an edit from the server, documents included, and saves it again', async () => {
    const user = await signUp(e2e.app);
    const accountId = await accountWithIdentity(e2e.app, user, ids);
    await submitOtherInfo(e2e.app, user, ids, accountId);
    await setAccount(accountId, { status_id: 5 });
    const page = await customerPage(e2e, user, { viewport: 'narrow' });
    await page.goto('/accounts');
    await page.getByRole('link', { name: 'Edit Ada Obi' }).click();
    await page.waitForURL(`**/accounts/kyc/${accountId}?activeKycTab=0`);
    await expect(page.getByLabel('First Name').inputValue()).resolves.toBe('Ada');
    await expect
      .poll(() => page.getByRole('combobox', { name: 'State of Residence', exact: true }).inputValue())
      .toBe(ids.stateName);
    await expect
      .poll(() => page.getByRole('combobox', { name: 'City of Residence', exact: true }).inputValue())
      .toBe(ids.cityName);
    await snap(page, 'kyc-edit-narrow-light');
    await page.getByRole('tab', { name: 'Other information' }).click();
    await page.getByText('passport.png').waitFor();
    await page.getByText('utility-bill.pdf').waitFor();
    expect(await page.locator('img[src^="data:image/png;base64,"]').count()).toBe(1);
    await snap(page, 'kyc-edit-documents-narrow-light');
    await page.getByLabel(/^Identification Number/).fill('B7654321');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL(/\/accounts$/);
    const saved = await api(`/accounts/individualAccounts?account_id=${accountId}`, user.token);
    expect(saved.identification).toMatchObject({
      identificationNumber: 'B7654321',
      attachmentId: { attachmentName: 'passport.png' },
      proofOfAddressName: 'utility-bill.pdf',
    });
    const document = await e2e.app.request(saved.identification.proofOfAddressDoc.replace('/api/v1', ''), {
      token: user.token,
    });
    expect(Buffer.from(await document.arrayBuffer())).toEqual(PDF);
  });

  it("refuses a file that is not a JPG, PNG or PDF with the product's message, and one over 10 MB", async () => {
    const user = await signUp(e2e.app);
    const accountId = await accountWithIdentity(e2e.app, user, ids);
    const page = await customerPage(e2e, user, { colorScheme: 'dark' });
    await page.goto(`/accounts/kyc/${accountId}?activeKycTab=1`);
    await page.getByRole('button', { name: 'Submit' }).waitFor();
    await page
      .locator('input[type=file][aria-label="Identity document"]')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await page.getByText('JPGs, JPEGs, PNGs and PDFs only').waitFor();
    await snap(page, 'kyc-wrong-type-wide-dark');
    await page.locator('input[type=file][aria-label="Proof of address"]').setInputFiles({
      name: 'huge.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(10 * 1024 * 1024 - 8, 0x25)]),
    });
    await page.getByText('This file is 10.0 MB; the limit is 10.0 MB. Choose a smaller file.').waitFor();
  });
});

describe('accounts page', () => {
  it('drops incomplete items and lists empty dates first, then newest first, with statuses in distinct colours', async () => {
    const user = await signUp(e2e.app);
    const older = await accountWithIdentity(e2e.app, user, ids, { firstName: 'Older', lastName: 'Done' });
    await submitOtherInfo(e2e.app, user, ids, older);
    await setAccount(older, { submitted_at: new Date('2024-01-10T10:00:00Z'), status_id: 3 });
    const newer = await accountWithIdentity(e2e.app, user, ids, { firstName: 'Newer', lastName: 'Done' });
    await submitOtherInfo(e2e.app, user, ids, newer);
    await setAccount(newer, { submitted_at: new Date('2025-03-02T10:00:00Z') });
    await accountWithIdentity(e2e.app, user, ids, { firstName: 'In', lastName: 'Progress' });
    await newAccount(e2e.app, user, 1);
    const business = await newAccount(e2e.app, user, 2);
    await setAccount(business, {
      display_name: 'Acme Trading Ltd',
      country_code: 'GH',
      status_id: 10,
      submitted_at: new Date('2025-01-05T10:00:00Z'),
    });

    const page = await customerPage(e2e, user);
    await page.goto('/accounts');
    const individual = page.getByRole('table', { name: 'Individual accounts' });
    await individual.waitFor();
    const names = await individual.locator('tbody tr td:first-child').allInnerTexts();
    expect(names).toEqual(['In Progress', 'Newer Done', 'Older Done']);
    await expect(
      individual
        .getByRole('row', { name: /In Progress/ })
        .getByText('In progress', { exact: true })
        .isVisible(),
    ).resolves.toBe(true);
    const corporate = page.getByRole('table', { name: 'Corporate accounts' });
    await expect(
      corporate
        .getByRole('row', { name: /Acme Trading Ltd/ })
        .getByText('Ghana')
        .isVisible(),
    ).resolves.toBe(true);
    expect(await corporate.getByRole('link').count()).toBe(0);
    await expect(page.getByRole('columnheader', { name: 'KYB Status' }).isVisible()).resolves.toBe(true);

    const colour = (name: string) =>
      individual
        .getByRole('row', { name: new RegExp(name) })
        .locator('[data-status-id]')
        .evaluate((badge) => getComputedStyle(badge).color);
    expect(await colour('Newer Done')).not.toBe(await colour('Older Done'));
    await snap(page, 'accounts-list-ordering-wide-light');

    for (const [viewport, colorScheme] of [
      ['narrow', 'light'],
      ['narrow', 'dark'],
      ['wide', 'dark'],
    ] as const) {
      const other = await customerPage(e2e, user, { viewport, colorScheme });
      await other.goto('/accounts');
      await other.getByText('Older Done').waitFor();
      await snap(other, `accounts-list-${viewport}-${colorScheme}`);
    }
  });

  it('deletes after confirmation, and shows a failure in the dialog', async () => {
    const user = await signUp(e2e.app);
    const keep = await accountWithIdentity(e2e.app, user, ids, { firstName: 'Keep', lastName: 'Me' });
    const gone = await accountWithIdentity(e2e.app, user, ids, { firstName: 'Delete', lastName: 'Me' });
    const page = await customerPage(e2e, user);
    await page.goto('/accounts');
    await page.getByRole('button', { name: 'Delete Delete Me' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete account' });
    await dialog.getByText('This cannot be undone.').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Delete Delete Me' }).click();
    await snap(page, 'accounts-delete-dialog-wide-light');
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('row', { name: /Delete Me/ }).waitFor({ state: 'detached' });
    expect(
      (await e2e.app.request(`/accounts/individualAccounts?account_id=${gone}`, { token: user.token })).status,
    ).toBe(404);

    // Deleted elsewhere meanwhile: the dialog shows the server's refusal.
    await e2e.app.request(`/accounts/deleteKycAccount?account_id=${keep}`, { method: 'DELETE', token: user.token });
    await page.getByRole('button', { name: 'Delete Keep Me' }).click();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await dialog.getByRole('alert').getByText('No such account').waitFor();
  });

  it('adds a payment method to an account with a generated account name', async () => {
    const user = await signUp(e2e.app);
    const accountId = await accountWithIdentity(e2e.app, user, ids);
    const page = await customerPage(e2e, user);
    await page.goto('/accounts');
    await page.getByRole('button', { name: 'Add payment method to Ada Obi' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add payment method' });
    await choose(page, 'Currency', /^NGN/, 'NGN');
    await choose(page, 'Bank', 'Access Bank', 'Access');
    await dialog.getByLabel('Account number').fill('0123456784');
    await dialog.getByText('Ada Obi NGN').waitFor();

    // A refusal that names a field shows on that field, not as a banner: the server refuses a currency it does not know.
    await page.route('**/api/v1/payment/addPaymentDetail', (route) =>
      route.continue({ postData: JSON.stringify({ ...route.request().postDataJSON(), currencyCode: 'XXX' }) }),
    );
    await dialog.getByRole('button', { name: 'Add payment method' }).click();
    await dialog.getByText('XXX is not a currency we know').waitFor();
    expect(await dialog.getByRole('alert').count()).toBe(0);
    await page.unroute('**/api/v1/payment/addPaymentDetail');

    await dialog.getByRole('button', { name: 'Add payment method' }).click();
    await page.getByText('Payment method added').waitFor();
    const methods = await api(`/payment/paymentsByAccountId?account_id=${accountId}`, user.token);
    expect(JSON.stringify(methods)).toContain('Ada Obi NGN');
  });
});
