import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { startE2E, snap, timedSteps, type E2E } from './harness';
import { signUp } from '../helpers/app';
import {
  businessInfoStep,
  businessPerson,
  kybDocument,
  newAccount,
  ownershipStep,
  PDF,
  PNG,
  referenceIds,
  requestOk,
  saveStep,
  type Customer,
  type Json,
  type ReferenceIds,
} from '../helpers/fixtures';
import { addDirectorInDialog, choose, choosePlace, customerPage, storeSession } from './pages';

let e2e: E2E;
let ids: ReferenceIds;
beforeAll(async () => {
  e2e = await startE2E();
  ids = await referenceIds(e2e.app);
});
afterAll(() => e2e?.close());

const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: PDF });
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

const attach = async (
  scope: Page | Locator,
  label: string,
  file: { name: string; mimeType: string; buffer: Buffer },
) => {
  await scope.locator(`input[type=file][aria-label="${label}"]`).setInputFiles(file);
  await scope.getByText(file.name.slice(0, 30)).first().waitFor();
};

const yes = (scope: Page | Locator, question: string, answer: 'Yes' | 'No') =>
  scope.getByRole('radiogroup', { name: question }).getByRole('radio', { name: answer }).check();

async function fillBusinessInfo(page: Page) {
  await page.getByLabel(/^Legal Name/).fill('Okafor Trading Limited');
  await page.getByLabel('Same as legal name').check();
  await page.getByLabel('Company Registration Number').fill('RC123456');
  await choose(page, 'Country of Incorporation', 'Nigeria', 'Nigeria');
  await page.getByLabel('Identification Number (TAXID)').fill('12345678-0001');
  await choose(page, 'Nature of Business', /.+/);
  await page.getByLabel('Company Operation Duration (years)').fill('3');
  await choosePlace(page, ids, ['Country of Residence', 'State', 'City']);
  await page.getByLabel('Postal Code').fill('100001');
  await page.getByLabel('Street Address').fill('5 Broad Street');
  await page.getByRole('textbox', { name: 'Business Phone Number' }).fill('8031234567');
  await page.getByLabel('Business Email').fill('hello@okafor.example');
  await choose(page, 'Proof of Address Type', /.+/);
  await attach(page, 'Proof of Address', pdf('utility-bill.pdf'));
  await attach(page, 'Certificate of Incorporation', pdf('certificate.pdf'));
  await attach(page, 'Article of Association', pdf('articles.pdf'));
  await attach(page, 'Other Equivalent Document', png('other.png'));
}

const addDirectorWhoIsShareholder = (page: Page) =>
  addDirectorInDialog(page, ids, {
    firstName: 'Chidi',
    lastName: 'Okafor',
    email: 'chidi@okafor.example',
    role: 'Managing Director',
    shares: '60',
    identity: png('passport.png'),
    proofOfAddress: pdf('bill.pdf'),
  });

async function fillActivity(page: Page) {
  await choose(page, 'Intended Use of the Account', 'Payment');
  await choose(page, 'Expected Transaction Volume', /.+/);
  await choose(page, 'Type of Financial Transaction', /.+/);
  await choose(page, 'Transaction Frequency', /.+/);
  await choose(page, 'Source of Funds', 'From Bank');
  await choose(page, 'Is a politically exposed person (PEP) involved in the business?', 'Yes');
  await page.getByLabel('PEP Full Name').fill('Ngozi Adebayo');
}

async function fillCompliance(page: Page) {
  await yes(page, 'Is the business registered with a regulator?', 'Yes');
  await page.getByLabel('Name of Regulator').fill('Central Bank of Nigeria');
  await page.getByLabel('Regulator Number').fill('CBN-889');
  await yes(page, 'Has the business ever been penalized or investigated by a regulator?', 'No');
  await yes(page, 'Is the business, or anyone who owns or runs it, under sanctions?', 'No');
}

const saveAndContinue = (page: Page) => page.getByRole('button', { name: 'Save and continue' }).click();
const api = (path: string, token: string) => requestOk(e2e.app, path, { token });

async function addCorporateAccount(page: Page) {
  await page.goto('/accounts');
  await page.getByRole('button', { name: 'Add Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Account' });
  await dialog.getByRole('radio', { name: 'Corporate' }).check();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL('**/accounts/kyb**');
  await page.getByRole('heading', { name: 'Account - KYB' }).waitFor();
}

/** A business account of Adebayo Foods with steps 0 and 1 saved through the API: Bola Adebayo is its chairman, holding no shares. */
async function businessByApi(user: Customer) {
  const accountId = await newAccount(e2e.app, user, 2);
  await saveStep(
    e2e.app,
    user,
    'saveBusinessInfo',
    businessInfoStep(ids, accountId, {
      legalName: 'Adebayo Foods Ltd',
      tradingName: '',
      companyRegistrationNumber: 'RC555',
      streetAddress: '1 Market Road',
      identificationNumber: '999-1',
      businessEmail: 'info@adebayo.example',
      companyOperationDuration: '4 years',
      kybAttachments: [
        kybDocument(ids.proofOfAddress, 'bill.pdf'),
        kybDocument(8, 'cert.pdf'),
        kybDocument(9, 'articles.pdf'),
        kybDocument(10, 'other.pdf'),
      ],
    }),
  );
  const chairman = businessPerson(ids, {
    firstName: 'Bola',
    lastName: 'Adebayo',
    email: 'bola@adebayo.example',
    dob: '1975-06-30',
    mobileCountryCode: '',
    mobileNumber: '',
    streetAddress: '2 Market Road',
    verificationCode: '11122233344',
    identificationNumber: 'B7654321',
    identificationName: 'id.pdf',
    identificationAttachment: PDF.toString('base64'),
    proofOfAddressAttachmentName: 'poa.pdf',
    numberOfShares: 0,
    directorRole: 'Chairman',
    isShareholderInfo: false,
  });
  await saveStep(e2e.app, user, 'saveShareholdersInfo', ownershipStep(accountId, [chairman]));
  return accountId;
}

async function expectFullKyb(user: Customer, accountId: number) {
  const business = await api(`/accounts/businessAccounts?account_id=${accountId}`, user.token);
  expect(business.accountStatusId).toBe(10);
  expect(business.businessInfo).toMatchObject({
    legalName: 'Okafor Trading Limited',
    tradingName: 'Okafor Trading Limited',
    identityType: 'TAXID',
    companyOperationDuration: '3 years',
    businessPhone: '+2348031234567',
  });
  expect(business.businessRegistrationAttachment.map((item: Json) => item.attachmentName)).toEqual([
    'utility-bill.pdf',
    'certificate.pdf',
    'articles.pdf',
    'other.png',
  ]);
  expect(business.businessActivities).toMatchObject({
    intendedUse: 1,
    sourceOfFund: 'From Bank',
    businessPep: { businessPepId: 1, pepFullnames: [{ pepfullName: 'Ngozi Adebayo' }] },
  });
  expect(business.regulatoryCompany).toMatchObject({
    isBusinessRegistered: true,
    nameOfRegulator: 'Central Bank of Nigeria',
    regNumber: 'CBN-889',
    isBusinessPenalized: false,
    isSanctioned: false,
  });
  const people = await api(`/accounts/shareholdersInfo?account_id=${accountId}`, user.token);
  expect(people.directors).toHaveLength(1);
  expect(people.shareholders).toHaveLength(1);
  expect(people.directors[0]).toMatchObject({
    firstName: 'Chidi',
    directorRole: 'Managing Director',
    numberOfShares: 60,
    isDirectorInfo: true,
    isShareholderInfo: true,
  });
  expect(people.ownership.ownershipAttachmentName).toBe('structure.pdf');
}

async function businessAccountOf(email: string) {
  const db = e2e.app.deps.db;
  const user = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  return db
    .selectFrom('accounts')
    .select(['id', 'status_id'])
    .where('owner_user_id', '=', user.id)
    .where('account_type', '=', 2)
    .executeTakeFirst();
}

describe('KYB in the browser', () => {
  it('completes the four steps online with one person who is both director and shareholder', async () => {
    const step = timedSteps('KYB online');
    const user = await step('sign up through the API', () => signUp(e2e.app));
    const page = await step('open a signed-in page', () => customerPage(e2e, user, { status: 'Onboarding' }));
    await step('add a corporate account', () => addCorporateAccount(page));
    await step('fill step 0, business information', () => fillBusinessInfo(page));
    await snap(page, 'kyb-step0-wide-light');
    await step('save step 0', async () => {
      await saveAndContinue(page);
      await page.waitForURL(/activeKybTab=1/);
    });

    await step('add a director who is a shareholder', async () => {
      await page
        .getByText('Directors and shareholders are the people holding more than 25% of ownership control.', {
          exact: false,
        })
        .first()
        .waitFor();
      await addDirectorWhoIsShareholder(page);
      const row = page
        .getByRole('table', { name: 'Directors and shareholders' })
        .getByRole('row', { name: /Chidi Okafor/ });
      await row.getByText('Director: Managing Director').waitFor();
      await row.getByText('Shareholder').waitFor();
      await row.getByText('60%').waitFor();
    });
    await step('attach the ownership structure', () => attach(page, 'Ownership Structure', pdf('structure.pdf')));
    await snap(page, 'kyb-step1-wide-light');
    await step('save step 1', async () => {
      await saveAndContinue(page);
      await page.waitForURL(/activeKybTab=2/);
    });

    await step('fill step 2, business activities', () => fillActivity(page));
    await snap(page, 'kyb-step2-wide-light');
    await step('save step 2', async () => {
      await saveAndContinue(page);
      await page.waitForURL(/activeKybTab=3/);
    });

    await step('fill step 3, regulatory compliance', () => fillCompliance(page));
    await snap(page, 'kyb-step3-wide-light');
    await step('submit', async () => {
      await page.getByRole('button', { name: 'Submit' }).click();
      await page.waitForURL(/\/accounts$/);
    });

    const account = await businessAccountOf(user.email);
    await expectFullKyb(user, account!.id);
    const session = await page.evaluate(() => JSON.parse(localStorage.getItem('payway.session') ?? 'null'));
    expect(session.status).toBe('Active');
  });

  it('edits a director of a saved business: the modal opens with the person, the step sends the change', async () => {
    const user = await signUp(e2e.app);
    const accountId = await businessByApi(user);
    const before = await api(`/accounts/shareholdersInfo?account_id=${accountId}`, user.token);
    const page = await customerPage(e2e, user, { status: 'Onboarding', colorScheme: 'dark' });
    await page.goto(`/accounts/kyb/${accountId}`);
    await expect.poll(() => page.getByLabel(/^Legal Name/).inputValue(), { timeout: 15_000 }).toBe('Adebayo Foods Ltd');
    await page.getByText('cert.pdf').waitFor();
    await snap(page, 'kyb-edit-step0-wide-dark');

    await page.getByRole('button', { name: /Director\(s\) and Shareholder\(s\) Information/ }).click();
    await page.waitForURL(/activeKybTab=1/);
    await page.getByRole('button', { name: 'Edit Bola Adebayo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit a director' });
    await expect.poll(() => dialog.getByLabel('Director Role').inputValue()).toBe('Chairman');
    expect(await dialog.getByLabel('Number of Shares (%)').isDisabled()).toBe(true);
    await dialog.getByText('id.pdf').waitFor();
    await dialog.getByLabel('Director Role').fill('Executive Chairman');
    await snap(page, 'kyb-edit-director-wide-dark');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Director: Executive Chairman').waitFor();
    await page.getByText('structure.pdf').waitFor();
    await saveAndContinue(page);
    await page.waitForURL(/activeKybTab=2/);

    const after = await api(`/accounts/shareholdersInfo?account_id=${accountId}`, user.token);
    expect(after.directors).toHaveLength(1);
    expect(after.directors[0]).toMatchObject({
      personalInfoId: before.directors[0].personalInfoId,
      directorRole: 'Executive Chairman',
      identificationName: 'id.pdf',
    });
  });

  it('fills a whole KYB offline and sends every step once when back online', async () => {
    const step = timedSteps('KYB offline');
    const user = await signUp(e2e.app);
    const context = await e2e.newContext();
    const page = await context.newPage();
    await storeSession(page, user, { status: 'Onboarding' });
    await page.goto('/accounts');
    await page.waitForFunction(() => !!navigator.serviceWorker.controller, undefined, { timeout: 20_000 });
    // The reference lists the forms use, seen once online (the service worker keeps them for offline use).
    await page.evaluate(
      async ([state]) => {
        const lists = [
          'countries',
          'countryOfResidences',
          'natureOfBusiness',
          'identificationTypeById',
          'identificationTypeByPoa',
          'purposes',
          'volumes',
          'frequencies',
          'financialTransactionTypes',
          'businessPeps',
          'accountTypes',
        ];
        await Promise.all(
          [
            ...lists.map((list) => `/api/v1/accounts/${list}`),
            '/api/v1/accounts/statesByCountryCode?country_code=NG',
            `/api/v1/accounts/citiesByStateId?state_id=${state}`,
          ].map((url) => fetch(url)),
        );
      },
      [ids.state],
    );

    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/v1/accounts/'))
        posts.push(new URL(request.url()).pathname.split('/').at(-1)!);
    });
    await context.setOffline(true);
    await step('add a corporate account offline', () => addCorporateAccount(page));
    await step('fill and save step 0', async () => {
      await fillBusinessInfo(page);
      await saveAndContinue(page);
      await page.waitForURL(/activeKybTab=1/);
    });
    await step('fill and save step 1', async () => {
      await addDirectorWhoIsShareholder(page);
      await attach(page, 'Ownership Structure', pdf('structure.pdf'));
      await saveAndContinue(page);
      await page.waitForURL(/activeKybTab=2/);
    });
    await step('fill and save step 2', async () => {
      await fillActivity(page);
      await saveAndContinue(page);
      await page.waitForURL(/activeKybTab=3/);
    });
    await step('fill and submit step 3', async () => {
      await fillCompliance(page);
      await page.getByRole('button', { name: 'Submit' }).click();
      await page.waitForURL(/\/accounts$/);
    });
    expect(await businessAccountOf(user.email)).toBeUndefined();

    await page.goto('/accounts/kyb?activeKybTab=3');
    await page
      .getByRole('button', { name: /Regulatory compliance/ })
      .getByText('Queued')
      .waitFor();
    await snap(page, 'kyb-offline-queued-wide');

    await context.setOffline(false);
    await step('send the outbox once back online', () =>
      expect.poll(async () => (await businessAccountOf(user.email))?.status_id, { timeout: 30_000 }).toBe(10),
    );
    await page.waitForTimeout(1000);
    expect(posts.sort()).toEqual([
      'saveBusinessActivity',
      'saveBusinessInfo',
      'saveComplianceAndAccount',
      'saveCustomerAccount',
      'saveShareholdersInfo',
    ]);
    const account = await businessAccountOf(user.email);
    await expectFullKyb(user, account!.id);
  }, 180_000);

  it('shows the step name and a step counter on a narrow screen', async () => {
    const user = await signUp(e2e.app);
    const accountId = await businessByApi(user);
    for (const colorScheme of ['light', 'dark'] as const) {
      const page = await customerPage(e2e, user, { status: 'Onboarding', viewport: 'narrow', colorScheme });
      await page.goto(`/accounts/kyb/${accountId}?activeKybTab=2`);
      await page.getByText('Step 3 of 4').waitFor();
      await page.getByRole('heading', { name: 'Business Activities' }).waitFor();
      expect(await page.getByRole('button', { name: /Business Information/ }).count()).toBe(0);
      await page.getByRole('combobox', { name: 'Intended Use of the Account', exact: true }).waitFor();
      await snap(page, `kyb-step2-narrow-${colorScheme}`);
      if (colorScheme === 'light') {
        await page.goto(`/accounts/kyb/${accountId}?activeKybTab=1`);
        await page.getByText('Step 2 of 4').waitFor();
        await page.getByText('Bola Adebayo').waitFor();
        await snap(page, 'kyb-step1-narrow-light');
        await page.goto(`/accounts/kyb/${accountId}?activeKybTab=0`);
        await page.getByText('cert.pdf').waitFor();
        await snap(page, 'kyb-step0-narrow-light');
      }
    }
  });
});
