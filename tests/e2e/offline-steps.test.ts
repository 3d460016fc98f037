import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { signUp } from '../helpers/app';
import {
  accountWithIdentity,
  kybThroughStep,
  referenceIds,
  type Customer,
  type ReferenceIds,
} from '../helpers/fixtures';
import { snap, startE2E, type E2E } from './harness';
import { choose, offlineRows, storeSession } from './pages';

let e2e: E2E;
let ids: ReferenceIds;
beforeAll(async () => {
  e2e = await startE2E();
  ids = await referenceIds(e2e.app);
});
afterAll(() => e2e?.close());

/** Every step of the onboarding forms and the payment form: where it is, and one field to type into. */
interface Step {
  name: string;
  url: (accounts: { kyc: number; kyb: number }) => string;
  field: (page: Page) => Locator;
  /** Opens the part of the page that holds the field (the people dialog). */
  open?: (page: Page) => Promise<void>;
  /** Online, before typing: shows the field (an answer that asks for it). */
  prepare?: (page: Page) => Promise<void>;
}

const answer = (page: Page, question: string, choice: 'Yes' | 'No') =>
  page.getByRole('radiogroup', { name: question }).getByRole('radio', { name: choice }).check();

const STEPS: Step[] = [
  {
    name: 'KYC identity',
    url: ({ kyc }) => `/accounts/kyc/${kyc}?activeKycTab=0`,
    field: (page) => page.getByLabel('First Name'),
  },
  {
    name: 'KYC other information',
    url: ({ kyc }) => `/accounts/kyc/${kyc}?activeKycTab=1`,
    field: (page) => page.getByRole('textbox', { name: 'Identification Number', exact: true }),
  },
  {
    name: 'KYB business information',
    url: ({ kyb }) => `/accounts/kyb/${kyb}?activeKybTab=0`,
    field: (page) => page.getByLabel(/^Legal Name/),
  },
  {
    name: 'KYB people dialog',
    url: ({ kyb }) => `/accounts/kyb/${kyb}?activeKybTab=1`,
    open: (page) => page.getByRole('button', { name: 'Add a director' }).click(),
    field: (page) => page.getByRole('dialog', { name: 'Add a director' }).getByLabel('First Name'),
  },
  {
    name: 'KYB activity',
    url: ({ kyb }) => `/accounts/kyb/${kyb}?activeKybTab=2`,
    prepare: (page) => choose(page, 'Is a politically exposed person (PEP) involved in the business?', 'Yes'),
    field: (page) => page.getByRole('textbox', { name: /^PEP Full Name/ }).first(),
  },
  {
    name: 'KYB compliance',
    url: ({ kyb }) => `/accounts/kyb/${kyb}?activeKybTab=3`,
    prepare: (page) => answer(page, 'Is the business registered with a regulator?', 'Yes'),
    field: (page) => page.getByLabel('Name of Regulator'),
  },
  { name: 'payment request', url: () => '/payments?create=true', field: (page) => page.getByLabel('Account number') },
];

async function untilControlled(page: Page) {
  await page.waitForFunction(() => !!navigator.serviceWorker.controller, undefined, { timeout: 20_000 });
}

/** The toasts on screen (Mantine's notifications), by their text. */
const toasts = (page: Page) => page.locator('.mantine-Notification-root').allInnerTexts();

describe('a step reopened offline opens from its draft and the cached lists', () => {
  let customer: Customer;
  let accounts: { kyc: number; kyb: number };
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    customer = await signUp(e2e.app);
    accounts = {
      kyc: await accountWithIdentity(e2e.app, customer, ids),
      kyb: await kybThroughStep(e2e.app, customer, ids, 2),
    };
    context = await e2e.newContext({ viewport: 'narrow' });
    page = await context.newPage();
    await storeSession(page, customer);
    await untilControlled(page);
  });

  for (const step of STEPS) {
    it(`${step.name}: editable at once after an offline reload, no error toast`, async () => {
      await context.setOffline(false);
      await page.goto(step.url(accounts));
      await step.open?.(page);
      await step.prepare?.(page);
      const field = step.field(page);
      await expect.poll(() => field.isEditable(), { timeout: 20_000 }).toBe(true);
      // Typed online: the draft holds it (and the service worker has seen this step's lists).
      await field.fill('Typed before going offline');
      await expect.poll(() => offlineRows(page).then((rows) => rows.drafts ?? 0), { timeout: 5000 }).toBeGreaterThan(0);
      await page.waitForTimeout(600);

      await context.setOffline(true);
      const reloaded = Date.now();
      await page.reload();
      await step.open?.(page);
      // Checked every 50 ms, so the time logged is within 50 ms of when the field became editable.
      await expect.poll(() => step.field(page).isEditable(), { timeout: 20_000, interval: 50 }).toBe(true);
      const editableAfter = Date.now() - reloaded;
      console.log(`${step.name}: editable ${editableAfter} ms after the offline reload`);
      await expect.poll(() => step.field(page).inputValue()).toBe('Typed before going offline');
      await page.waitForTimeout(1500);
      expect(await toasts(page)).toEqual([]);
      await snap(page, `offline-step-${step.name.replaceAll(' ', '-')}`);
      if (step.open) await page.keyboard.press('Escape');
      await context.setOffline(false);
    });
  }
});

describe('a saved step opened offline without a draft', () => {
  it('opens empty and editable, then fills in from the server once back online, keeping what was typed', async () => {
    const customer = await signUp(e2e.app);
    const kyc = await accountWithIdentity(e2e.app, customer, ids);
    const context = await e2e.newContext();
    const page = await context.newPage();
    await storeSession(page, customer);
    await untilControlled(page);
    await page.goto('/accounts');
    await page.getByRole('button', { name: 'Sign out' }).first().waitFor();

    await context.setOffline(true);
    await page.goto(`/accounts/kyc/${kyc}?activeKycTab=0`);
    const lastName = page.getByLabel('Last Name');
    await expect.poll(() => lastName.isEditable(), { timeout: 20_000 }).toBe(true);
    await lastName.fill('Okoro');
    expect(await page.getByLabel('First Name').inputValue()).toBe('');

    await context.setOffline(false);
    await expect.poll(() => page.getByLabel('First Name').inputValue(), { timeout: 20_000 }).toBe('Ada');
    expect(await lastName.inputValue()).toBe('Okoro');
    expect(await toasts(page)).toEqual([]);
  });
});
