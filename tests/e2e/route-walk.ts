/**
 * The walk through every route of product §2 (and the review back office), the phone's capture page and the main
 * dialogs, shared by the browser tests that check each screen (accessibility, fit on a phone). One customer whose data
 * (accounts, a payment request, a secondary profile) is created through the API, another customer's submission in the
 * review queue, an unverified user and a reviewer. Buttons are found by their catalogue text in the walk's language.
 */
import { afterAll, beforeAll } from 'vitest';
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
import { CATALOGUES } from '../helpers/catalogues';
import { startE2E, type E2E } from './harness';
import { storeSession } from './pages';

export type Language = keyof typeof CATALOGUES;

export interface WalkData {
  customer: Customer;
  reviewer: Reviewer;
  unverifiedEmail: string;
  individualId: number;
  corporateId: number;
  submittedId: number;
  subProfileEmail: string;
}

/** Seeds what the walk shows, through the API. */
async function seedWalk(app: E2E['app']): Promise<WalkData> {
  const ids = await referenceIds(app);
  const customer = await signUp(app);
  const individualId = await accountWithIdentity(app, customer, ids);
  const corporateId = await newAccount(app, customer, 2);
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
  const subProfileEmail = 'grace.walk@example.com';
  await requestOk(app, '/user/subProfile', {
    token: customer.token,
    json: { parentEmailAddress: customer.email, emailAddress: subProfileEmail, firstName: 'Grace', lastName: 'Hopper' },
  });

  // A submission waiting in the review queue, from another customer.
  const submittedId = await submittedKyc(app, await signUp(app), ids);

  const unverifiedEmail = `unverified${Date.now()}@example.com`;
  await requestOk(app, '/auth/register', {
    json: {
      emailAddress: unverifiedEmail,
      password: 'correct horse battery',
      mobileNumber01: '8031234567',
      countryCode: '+234',
    },
  });

  const reviewer = await signedInReviewer(app, 'walk.reviewer@payway.example');
  return { customer, reviewer, unverifiedEmail, individualId, corporateId, submittedId, subProfileEmail };
}

/** Starts one server for the test file and seeds the walk's data before its tests; both are read once started. */
export function walkServer() {
  const started = {} as { e2e: E2E; data: WalkData };
  beforeAll(async () => {
    started.e2e = await startE2E({ serviceWorker: false });
    started.data = await seedWalk(started.e2e.app);
  }, 120_000);
  afterAll(() => started.e2e?.close());
  return started;
}

/** A text of the language, as the catalogue writes it ('accounts.add'). */
export const sayIn =
  (language: Language) =>
  (key: string): string =>
    key
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], CATALOGUES[language]) as string;

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** No loader or skeleton left, transitions (up to 250 ms in Mantine) over: what a person would see. */
export async function settle(page: Page) {
  await page.waitForFunction(
    () => !document.querySelector('.mantine-Loader-root, .mantine-Skeleton-root[data-visible], [aria-busy="true"]'),
    undefined,
    {
      timeout: 10_000,
    },
  );
  await page.waitForTimeout(300);
}

async function visit(
  page: Page,
  path: string,
  ready: (page: Page) => Promise<unknown> = (p) => p.locator('h1').first().waitFor(),
) {
  await page.goto(path);
  await ready(page);
  await settle(page);
}

export interface WalkOptions {
  language: Language;
  /** "Use my phone" is offered on wide screens only. */
  wide: boolean;
  /** Called on each screen once settled, and on each dialog while it is open. */
  check: (page: Page, where: string) => Promise<void>;
}

type Opener = (page: Page) => Promise<unknown>;

/** Walks every screen and main dialog on one page, signing in as the customer, then as the reviewer. */
export async function walkScreens(page: Page, e2e: E2E, data: WalkData, { language, wide, check }: WalkOptions) {
  const say = sayIn(language);
  /** A name that starts as the catalogue's text does, up to its first {value}: 'Delete {name}' finds 'Delete Ada Obi'. */
  const startingAs = (key: string) => new RegExp(`^${escaped(say(key).split('{')[0]!.trim())}`);
  const heading: Opener = (p) => p.locator('h1').first().waitFor();

  await page.goto('/');
  await page.evaluate(
    (email) => sessionStorage.setItem('user-registration-props', JSON.stringify({ emailForPasswordReset: email })),
    data.customer.email,
  );
  const publicRoutes: Array<[string, Opener]> = [
    ['/', (p) => p.getByRole('button', { name: say('auth.signIn') }).waitFor()],
    ['/register', (p) => p.getByRole('button', { name: say('auth.createAccount') }).waitFor()],
    ['/initial-password-reset', heading],
    ['/settings/change-password', heading],
    ['/verify-password-reset', heading],
    ['/password-reset', heading],
    ['/new-password', heading],
    ['/this-page-does-not-exist', heading],
    [`/verify-password/${encodeURIComponent(data.unverifiedEmail)}`, heading],
  ];
  for (const [path, ready] of publicRoutes) {
    await visit(page, path, ready);
    await check(page, path);
  }

  // The phone's capture page, opened with a valid hand-off link (no session needed).
  const { link } = (await requestOk(e2e.app, '/handoffs', {
    token: data.customer.token,
    json: { step: `kyc/other:${data.individualId}`, field: 'identificationAttachment' },
  })) as { link: string };
  await visit(page, `/capture${new URL(link).hash}`, (p) =>
    p.getByRole('button', { name: say('handoff.takePhoto') }).waitFor(),
  );
  await check(page, '/capture');

  await storeSession(page, data.customer);
  const customerRoutes = [
    '/dashboard',
    '/profiles/secondary-profiles',
    `/profiles/secondary-profiles/${encodeURIComponent(data.subProfileEmail)}`,
    '/accounts',
    '/accounts/kyc?activeKycTab=0',
    '/accounts/kyc?activeKycTab=1',
    '/accounts/kyb?activeKybTab=0',
    `/accounts/kyc/${data.individualId}?activeKycTab=0`,
    `/accounts/kyc/${data.individualId}?activeKycTab=1`,
    ...[0, 1, 2, 3].map((step) => `/accounts/kyb/${data.corporateId}?activeKybTab=${step}`),
    '/payments',
    '/payments?tab=pending',
    '/payments/token-verification',
    '/settings/security',
    '/settings/payment-account-settings',
    '/settings/notifications',
  ];
  for (const path of customerRoutes) {
    await visit(page, path);
    await check(page, path);
  }

  const kycOther = `/accounts/kyc/${data.individualId}?activeKycTab=1`;
  const kybPeople = `/accounts/kyb/${data.corporateId}?activeKybTab=1`;
  const dialogs: Array<[string, string, Opener]> = [
    ['/accounts', 'Add Account', (p) => p.getByRole('button', { name: say('accounts.add') }).click()],
    [
      '/accounts',
      'Add payment method',
      (p) =>
        p
          .getByRole('button', { name: startingAs('accounts.addPaymentMethodTo') })
          .first()
          .click(),
    ],
    [
      '/accounts',
      'Delete account',
      (p) =>
        p
          .getByRole('button', { name: startingAs('accounts.deleteName') })
          .first()
          .click(),
    ],
    [
      '/settings/security',
      'Change password',
      (p) => p.getByRole('button', { name: say('settings.changePassword') }).click(),
    ],
    ['/settings/security', 'Setup 2FA', (p) => p.getByRole('button', { name: say('settings.setup2fa') }).click()],
    [
      '/payments',
      'View details',
      (p) =>
        p
          .getByRole('button', { name: say('payments.viewDetails') })
          .first()
          .click(),
    ],
    ['/payments', 'Create Request', (p) => p.getByRole('button', { name: say('payments.createRequest') }).click()],
    [
      '/profiles/secondary-profiles',
      'Create profile',
      (p) => p.getByRole('button', { name: say('profiles.create') }).click(),
    ],
    ...(wide
      ? ([
          [
            kycOther,
            'Use my phone',
            async (p) => {
              await p
                .getByRole('button', { name: startingAs('handoff.usePhoneFor') })
                .first()
                .click();
              await p.getByRole('img', { name: say('handoff.qrAlt') }).waitFor();
            },
          ],
        ] satisfies Array<[string, string, Opener]>)
      : []),
    [kybPeople, 'Add a director', (p) => p.getByRole('button', { name: say('kybPeople.addDirector') }).click()],
    [kybPeople, 'Add a shareholder', (p) => p.getByRole('button', { name: say('kybPeople.addShareholder') }).click()],
  ];
  let shown = '';
  for (const [path, name, open] of dialogs) {
    if (path !== shown) await visit(page, path);
    shown = path;
    await open(page);
    const dialog = page.getByRole('dialog').last();
    await dialog.waitFor();
    await settle(page);
    await check(page, `${path} [${name}]`);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  }

  await storeSession(page, data.reviewer, { isReviewer: true });
  for (const path of ['/review', '/review/audit', `/review/account/${data.submittedId}`]) {
    await visit(page, path);
    await check(page, path);
  }
}
