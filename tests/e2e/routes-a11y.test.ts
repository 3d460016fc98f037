/**
 * Every route of product §2 (and the review back office), the phone's capture page and the main dialogs, in Chromium at 1280 and 400 px, light and
 * dark, scanned by axe-core for WCAG 2.0/2.1 A and AA: zero violations; and once more in French (400 px, dark), where
 * no line of any page may read as English. One server and one customer whose data (accounts, a payment request, a
 * secondary profile) is created through the API. Buttons are found by their catalogue text in the language of the run.
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
import { CATALOGUES } from '../helpers/catalogues';

type Viewport = 'wide' | 'narrow';
type Scheme = 'light' | 'dark';
type Language = 'en' | 'fr';

let language: Language = 'en';
/** A text of the run's language, as the catalogue writes it ('accounts.add'). */
const say = (key: string): string => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], CATALOGUES[language]) as string;
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A name that starts as the catalogue's text does, up to its first {value}: 'Delete {name}' finds 'Delete Ada Obi'. */
const startingAs = (key: string) => new RegExp(`^${escaped(say(key).split('{')[0]!.trim())}`);

/**
 * English words no French sentence uses. A French page line holding one (outside the data the test seeded: people's
 * names, file names, what a customer typed) was not translated.
 */
const ENGLISH_WORDS =
  /\b(the|your|you|please|with|this|from|was|were|will|is|are|not|and|of|to|has|have|been|which|there|must|should|cannot|request|account|accounts|payment|details|save|cancel|submit|upload|attach|choose|enter|select)\b/i;
const SEEDED_DATA = /Ada|Obi|Grace|Hopper|invoice-march\.pdf|Rebalance|@example\.com|@payway\.example/g;

async function englishLines(page: Page, where: string, found: string[]) {
  if (language === 'en') return;
  const text = await page.evaluate(() => document.body.innerText);
  for (const line of text.split('\n')) if (ENGLISH_WORDS.test(line.replace(SEEDED_DATA, ''))) found.push(`${where}: ${line.trim()}`);
}

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
  await englishLines(page, where, untranslated);
  await snapAs(page, where);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
}

let combo = '';
let untranslated: string[] = [];
const snapAs = (page: Page, where: string) => snap(page, `a11y-${where.replace(/[^\w]+/g, '-').replace(/^-|-$/g, '')}-${combo}`);

const PUBLIC_ROUTES: Array<[string, (page: Page) => Promise<unknown>]> = [
  ['/', (page) => page.getByRole('button', { name: say('auth.signIn') }).waitFor()],
  ['/register', (page) => page.getByRole('button', { name: say('auth.createAccount') }).waitFor()],
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
  ['/accounts', 'Add Account', (page) => page.getByRole('button', { name: say('accounts.add') }).click()],
  [
    '/accounts',
    'Add payment method',
    (page) =>
      page
        .getByRole('button', { name: startingAs('accounts.addPaymentMethodTo') })
        .first()
        .click(),
  ],
  [
    '/accounts',
    'Delete account',
    (page) =>
      page
        .getByRole('button', { name: startingAs('accounts.deleteName') })
        .first()
        .click(),
  ],
  ['/settings/security', 'Change password', (page) => page.getByRole('button', { name: say('settings.changePassword') }).click()],
  ['/settings/security', 'Setup 2FA', (page) => page.getByRole('button', { name: say('settings.setup2fa') }).click()],
  [
    '/payments',
    'View details',
    (page) =>
      page
        .getByRole('button', { name: say('payments.viewDetails') })
        .first()
        .click(),
  ],
  ['/payments', 'Create Request', (page) => page.getByRole('button', { name: say('payments.createRequest') }).click()],
  ['/profiles/secondary-profiles', 'Create profile', (page) => page.getByRole('button', { name: say('profiles.create') }).click()],
];
const kycDialogs = (viewport: Viewport): Array<[string, string, (page: Page) => Promise<void>]> =>
  // "Use my phone" is offered on wide screens only.
  viewport === 'wide'
    ? [
        [
          `/accounts/kyc/${seeded.individualId}?activeKycTab=1`,
          'Use my phone',
          async (page) => {
            await page
              .getByRole('button', { name: startingAs('handoff.usePhoneFor') })
              .first()
              .click();
            await page.getByRole('img', { name: say('handoff.qrAlt') }).waitFor();
          },
        ],
      ]
    : [];
const kybDialogs = (): Array<[string, string, (page: Page) => Promise<void>]> => [
  [`/accounts/kyb/${seeded.corporateId}?activeKybTab=1`, 'Add a director', (page) => page.getByRole('button', { name: say('kybPeople.addDirector') }).click()],
  [
    `/accounts/kyb/${seeded.corporateId}?activeKybTab=1`,
    'Add a shareholder',
    (page) => page.getByRole('button', { name: say('kybPeople.addShareholder') }).click(),
  ],
];

const COMBOS: Array<[Viewport, Scheme, Language]> = [
  ['wide', 'light', 'en'],
  ['wide', 'dark', 'en'],
  ['narrow', 'light', 'en'],
  ['narrow', 'dark', 'en'],
  ['narrow', 'dark', 'fr'],
];

describe('WCAG 2.1 AA on every route and main dialog (axe-core)', () => {
  it.each(COMBOS)(
    '%s, %s, %s: zero violations',
    async (viewport, colorScheme, runLanguage) => {
      language = runLanguage;
      combo = `${viewport}-${colorScheme}${language === 'en' ? '' : `-${language}`}`;
      untranslated = [];
      const findings: Finding[] = [];
      const page = await e2e.newPage({ viewport, colorScheme, locale: language === 'fr' ? 'fr-FR' : 'en-GB' });
      await page.goto('/');
      await page.evaluate((email) => sessionStorage.setItem('user-registration-props', JSON.stringify({ emailForPasswordReset: email })), customer.email);
      for (const [path, ready] of [
        ...PUBLIC_ROUTES,
        [`/verify-password/${encodeURIComponent(unverifiedEmail)}`, (p: Page) => p.locator('h1').first().waitFor()] as const,
      ]) {
        await visit(page, path, ready);
        await scan(page, path, findings);
        await englishLines(page, path, untranslated);
        await snapAs(page, path);
      }

      // The phone's capture page, opened with a valid hand-off link (no session needed).
      const { link } = (await requestOk(e2e.app, '/handoffs', {
        token: customer.token,
        json: { step: `kyc/other:${seeded.individualId}`, field: 'identificationAttachment' },
      })) as { link: string };
      await visit(page, `/capture${new URL(link).hash}`, (p) => p.getByRole('button', { name: say('handoff.takePhoto') }).waitFor());
      await scan(page, '/capture', findings);
      await englishLines(page, '/capture', untranslated);
      await snapAs(page, '/capture');

      await storeSession(page, customer);
      for (const path of customerRoutes()) {
        await visit(page, path);
        await scan(page, path, findings);
        await englishLines(page, path, untranslated);
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
        await englishLines(page, path, untranslated);
        await snapAs(page, path);
      }
      await page.context().close();
      expect(report(findings)).toEqual([]);
      expect(untranslated).toEqual([]);
    },
    300_000,
  );
});
