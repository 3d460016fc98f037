/**
 * Every route of product §2 (and the review back office), the phone's capture page and the main dialogs, in Chromium at 1280 and 400 px, light and
 * dark, scanned by axe-core for WCAG 2.0/2.1 A and AA: zero violations. One server and one customer whose data
 * (accounts, a payment request, a secondary profile) is created through the API.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signUp } from '../helpers/app';
import {
  accountWithIdentity,
  confirmedPayment,
  newAccount,
  PDF,
  referenceIds,
  requestOk,
  signedInReviewer,
  submittedKyc,
  type Customer,
  type Reviewer,
} from '../helpers/fixtures';
import { startE2E, snap, type E2E } from './harness';
import { storeSession } from './pages';
import { report, scan, type Finding } from './axe';

type Viewport = 'wide' | 'narrow';
type Scheme = 'light' | 'dark';

let e2e: E2E;
let customer: Customer;
let reviewer: Reviewer;
let unverifiedEmail: string;
const seeded = { individualId: 0, corporateId: 0, submittedId: 0, subProfileEmail: 'grace.a11y@example.com' };

beforeAll(async () => {
  e2e = await startE2E();
  const app = e2e.app;
  const ids = await referenceIds(app);

  customer = await signUp(app);
  seeded.individualId = await accountWithIdentity(app, customer, ids);
  seeded.corporateId = await newAccount(app, customer, 2);
  await confirmedPayment(app, customer, {
    invoiceAttachment: PDF.toString('base64'),
    invoiceName: 'invoice-march.pdf',
    paymentType: 4,
    destination: 'Self',
    sourceCurrency: 'BTC',
    crypto: 'USDT',
    network: 2,
    walletAddress: '0x52908400098527886E0F7030069857D2E4169EE7',
    amount: 25.5,
    purposeOfPayment: 'Rebalance',
  });
  await requestOk(app, '/user/subProfile', {
    token: customer.token,
    json: { parentEmailAddress: customer.email, emailAddress: seeded.subProfileEmail, firstName: 'Grace', lastName: 'Hopper' },
  });

  // A submission waiting in the review queue, from another customer.
  seeded.submittedId = await submittedKyc(app, await signUp(app), ids);

  unverifiedEmail = `unverified${Date.now()}@example.com`;
  await requestOk(app, '/auth/register', {
    json: { emailAddress: unverifiedEmail, password: 'correct horse battery', mobileNumber01: '8031234567', countryCode: '+234' },
  });

  reviewer = await signedInReviewer(app, 'a11y.reviewer@payway.example');
}, 120_000);
afterAll(() => e2e?.close());

/** No loader or skeleton left, transitions (up to 250 ms in Mantine) over: what a person would see. */
async function settle(page: Page) {
  await page.waitForFunction(() => !document.querySelector('.mantine-Loader-root, .mantine-Skeleton-root[data-visible], [aria-busy="true"]'), undefined, {
    timeout: 10_000,
  });
  await page.waitForTimeout(300);
}

async function visit(page: Page, path: string, ready: (page: Page) => Promise<unknown> = (p) => p.locator('h1').first().waitFor()) {
  await page.goto(path);
  await ready(page);
  await settle(page);
}

/** Opens a dialog with its button, scans the page with it open, closes it with Escape. */
async function scanDialog(page: Page, where: string, findings: Finding[], open: (page: Page) => Promise<void>) {
  await open(page);
  const dialog = page.getByRole('dialog').last();
  await dialog.waitFor();
  await settle(page);
  await scan(page, where, findings);
  await snapAs(page, where);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
}

let combo = '';
const snapAs = (page: Page, where: string) => snap(page, `a11y-${where.replace(/[^\w]+/g, '-').replace(/^-|-$/g, '')}-${combo}`);

const PUBLIC_ROUTES: Array<[string, (page: Page) => Promise<unknown>]> = [
  ['/', (page) => page.getByRole('button', { name: 'Sign In' }).waitFor()],
  [
    '/register',
    (page) =>
      page
        .getByRole('button', { name: /Register|Create/ })
        .first()
        .waitFor(),
  ],
  ['/initial-password-reset', (page) => page.locator('h1').first().waitFor()],
  ['/settings/change-password', (page) => page.locator('h1').first().waitFor()],
  ['/verify-password-reset', (page) => page.locator('h1').first().waitFor()],
  ['/password-reset', (page) => page.locator('h1').first().waitFor()],
  ['/new-password', (page) => page.locator('h1').first().waitFor()],
  ['/this-page-does-not-exist', (page) => page.locator('h1').first().waitFor()],
];

const customerRoutes = (): string[] => [
  '/dashboard',
  '/profiles/secondary-profiles',
  `/profiles/secondary-profiles/${encodeURIComponent(seeded.subProfileEmail)}`,
  '/accounts',
  '/accounts/kyc?activeKycTab=0',
  '/accounts/kyc?activeKycTab=1',
  '/accounts/kyb?activeKybTab=0',
  `/accounts/kyc/${seeded.individualId}?activeKycTab=0`,
  `/accounts/kyc/${seeded.individualId}?activeKycTab=1`,
  ...[0, 1, 2, 3].map((step) => `/accounts/kyb/${seeded.corporateId}?activeKybTab=${step}`),
  '/payments',
  '/payments?tab=pending',
  '/payments/token-verification',
  '/settings/security',
  '/settings/payment-account-settings',
  '/settings/notifications',
];

const reviewerRoutes = (): string[] => ['/review', '/review/audit', `/review/account/${seeded.submittedId}`];

const DIALOGS: Array<[string, string, (page: Page) => Promise<void>]> = [
  ['/accounts', 'Add Account', (page) => page.getByRole('button', { name: 'Add Account' }).click()],
  [
    '/accounts',
    'Add payment method',
    (page) =>
      page
        .getByRole('button', { name: /^Add payment method/ })
        .first()
        .click(),
  ],
  [
    '/accounts',
    'Delete account',
    (page) =>
      page
        .getByRole('button', { name: /^Delete/ })
        .first()
        .click(),
  ],
  ['/settings/security', 'Change password', (page) => page.getByRole('button', { name: 'Change password' }).click()],
  ['/settings/security', 'Setup 2FA', (page) => page.getByRole('button', { name: 'Setup 2FA' }).click()],
  ['/payments', 'View details', (page) => page.getByRole('button', { name: 'View details' }).first().click()],
  ['/payments', 'Create Request', (page) => page.getByRole('button', { name: 'Create Request' }).click()],
  ['/profiles/secondary-profiles', 'Create profile', (page) => page.getByRole('button', { name: 'Create profile' }).click()],
];
const kycDialogs = (viewport: Viewport): Array<[string, string, (page: Page) => Promise<void>]> =>
  // "Use my phone" is offered on wide screens only.
  viewport === 'wide'
    ? [
        [
          `/accounts/kyc/${seeded.individualId}?activeKycTab=1`,
          'Use my phone',
          async (page) => {
            await page.getByRole('button', { name: 'Use my phone for Identity document' }).click();
            await page.getByRole('img', { name: 'QR code of the link to open on your phone' }).waitFor();
          },
        ],
      ]
    : [];
const kybDialogs = (): Array<[string, string, (page: Page) => Promise<void>]> => [
  [`/accounts/kyb/${seeded.corporateId}?activeKybTab=1`, 'Add a director', (page) => page.getByRole('button', { name: 'Add a director' }).click()],
  [`/accounts/kyb/${seeded.corporateId}?activeKybTab=1`, 'Add a shareholder', (page) => page.getByRole('button', { name: 'Add a shareholder' }).click()],
];

const COMBOS: Array<[Viewport, Scheme]> = [
  ['wide', 'light'],
  ['wide', 'dark'],
  ['narrow', 'light'],
  ['narrow', 'dark'],
];

describe('WCAG 2.1 AA on every route and main dialog (axe-core)', () => {
  it.each(COMBOS)(
    '%s, %s: zero violations',
    async (viewport, colorScheme) => {
      combo = `${viewport}-${colorScheme}`;
      const findings: Finding[] = [];
      const page = await e2e.newPage({ viewport, colorScheme });
      await page.goto('/');
      await page.evaluate((email) => sessionStorage.setItem('user-registration-props', JSON.stringify({ emailForPasswordReset: email })), customer.email);
      for (const [path, ready] of [
        ...PUBLIC_ROUTES,
        [`/verify-password/${encodeURIComponent(unverifiedEmail)}`, (p: Page) => p.locator('h1').first().waitFor()] as const,
      ]) {
        await visit(page, path, ready);
        await scan(page, path, findings);
        await snapAs(page, path);
      }

      // The phone's capture page, opened with a valid hand-off link (no session needed).
      const { link } = (await requestOk(e2e.app, '/handoffs', {
        token: customer.token,
        json: { step: `kyc/other:${seeded.individualId}`, field: 'identificationAttachment' },
      })) as { link: string };
      await visit(page, `/capture${new URL(link).hash}`, (p) => p.getByRole('button', { name: 'Take a photo' }).waitFor());
      await scan(page, '/capture', findings);
      await snapAs(page, '/capture');

      await storeSession(page, customer);
      for (const path of customerRoutes()) {
        await visit(page, path);
        await scan(page, path, findings);
        await snapAs(page, path);
      }
      for (const [path, name, open] of [...DIALOGS, ...kycDialogs(viewport), ...kybDialogs()]) {
        await visit(page, path);
        await scanDialog(page, `${path} [${name}]`, findings, open);
      }

      await storeSession(page, reviewer, { isReviewer: true });
      for (const path of reviewerRoutes()) {
        await visit(page, path);
        await scan(page, path, findings);
        await snapAs(page, path);
      }
      await page.context().close();
      expect(report(findings)).toEqual([]);
    },
    300_000,
  );
});
