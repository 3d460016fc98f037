/**
 * Every form of the app walked as a customer on a phone fills it (400 px, CPU slowed down 4x once the form is drawn):
 * fields typed a key at a time, each long list opened and searched, its option tapped. Each walk's interactions give
 * the form's INP (tests/e2e/interactions.ts). Used by `npm run bench -- web`.
 */
import type { Page } from 'playwright-core';
import { signUp } from '../tests/helpers/app';
import {
  accountWithIdentity,
  kybThroughStep,
  newAccount,
  onboardedCustomer,
  referenceIds,
} from '../tests/helpers/fixtures';
import { startE2E } from '../tests/e2e/harness';
import { choose, customerPage } from '../tests/e2e/pages';
import {
  inp,
  observeInteractions,
  pickFromLongList,
  takeInteractions,
  typeInto,
  walkKycIdentity,
  type Interaction,
} from '../tests/e2e/interactions';

type E2E = Awaited<ReturnType<typeof startE2E>>;
type Ids = Awaited<ReturnType<typeof referenceIds>>;

interface FormWalk {
  form: string;
  /** Seeds the customer, opens the form and returns once it is drawn. */
  open: (e2e: E2E, ids: Ids) => Promise<Page>;
  walk: (page: Page, ids: Ids) => Promise<void>;
}

/** A fresh page signed in as the customer, observing interactions, on the form at `path` once `ready`. */
async function customerForm(
  e2e: E2E,
  user: { email: string; token: string },
  path: string,
  ready: (page: Page) => Promise<unknown>,
) {
  const page = await customerPage(e2e, user, { viewport: 'narrow' });
  await page.goto(path);
  await ready(page);
  await page.waitForLoadState('networkidle');
  await observeInteractions(page);
  return page;
}

export const FORM_WALKS: FormWalk[] = [
  {
    form: 'KYC step 1 (identity)',
    open: async (e2e) => {
      const user = await signUp(e2e.app);
      const accountId = await newAccount(e2e.app, user, 1);
      return customerForm(e2e, user, `/accounts/kyc/${accountId}`, (page) => page.getByLabel('First Name').waitFor());
    },
    walk: (page, ids) => walkKycIdentity(page, ids),
  },
  {
    form: 'KYC step 2 (documents, occupation)',
    open: async (e2e, ids) => {
      const user = await signUp(e2e.app);
      const accountId = await accountWithIdentity(e2e.app, user, ids);
      return customerForm(e2e, user, `/accounts/kyc/${accountId}?activeKycTab=1`, (page) =>
        page.getByRole('button', { name: 'Submit' }).waitFor(),
      );
    },
    walk: async (page) => {
      await choose(page, 'Identification Type', /.+/);
      await typeInto(page.getByLabel(/^Identification Number/), 'A12345678');
      await choose(page, 'Occupation', /.+/);
      await choose(page, 'Industry', /.+/);
      await choose(page, 'Yearly Income', /.+/);
    },
  },
  {
    form: 'KYB step 1 (business)',
    open: async (e2e) => {
      const user = await signUp(e2e.app);
      const accountId = await newAccount(e2e.app, user, 2);
      return customerForm(e2e, user, `/accounts/kyb/${accountId}`, (page) => page.getByLabel('Legal Name').waitFor());
    },
    walk: async (page, ids) => {
      await typeInto(page.getByLabel('Legal Name'), 'Adebayo Foods Limited');
      await typeInto(page.getByLabel('Company Registration Number'), 'RC123456');
      await pickFromLongList(page, 'Country of Incorporation', 'Nige', 'Nigeria');
      await choose(page, 'Nature of Business', /.+/);
      await pickFromLongList(page, 'Country of Residence', 'Nige', 'Nigeria');
      await choose(page, 'State', ids.stateName, ids.stateName.slice(0, 4));
      await choose(page, 'City', ids.cityName, ids.cityName.slice(0, 4));
      await typeInto(page.getByLabel('Street Address'), '1 Market Road, Ikeja');
    },
  },
  {
    form: 'KYB step 2 (people dialog)',
    open: async (e2e, ids) => {
      const user = await signUp(e2e.app);
      const accountId = await kybThroughStep(e2e.app, user, ids, 0);
      return customerForm(e2e, user, `/accounts/kyb/${accountId}?activeKybTab=1`, (page) =>
        page.getByRole('button', { name: 'Add a director' }).waitFor(),
      );
    },
    walk: async (page, ids) => {
      await page.getByRole('button', { name: 'Add a director' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add a director' });
      await typeInto(dialog.getByLabel('Director Role'), 'Chairman');
      await typeInto(dialog.getByLabel('First Name'), 'Bola');
      await typeInto(dialog.getByLabel('Last Name'), 'Adebayo');
      await typeInto(dialog.getByLabel('Email Address'), 'bola@adebayo.example');
      await pickFromLongList(dialog, 'Country of Residence', 'Nige', 'Nigeria');
      await choose(dialog, 'State of Residence', ids.stateName, ids.stateName.slice(0, 4));
      await choose(dialog, 'City of Residence', ids.cityName, ids.cityName.slice(0, 4));
      await typeInto(dialog.getByLabel('Street Address'), '7 Awolowo Road');
      await pickFromLongList(dialog, 'Nationality', 'Nig', 'Nigeria');
    },
  },
  {
    form: 'Payment dialog',
    open: async (e2e, ids) => {
      const user = await onboardedCustomer(e2e.app, ids);
      return customerForm(e2e, user, '/payments', (page) =>
        page.getByRole('button', { name: 'Create Request' }).waitFor(),
      );
    },
    walk: async (page) => {
      await page.getByRole('button', { name: 'Create Request' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create Request' });
      await dialog.waitFor();
      await pickFromLongList(dialog, 'Source currency', 'NG', /^NGN - /);
      await pickFromLongList(dialog, 'Bank name', 'Acc', 'Access Bank');
      await typeInto(dialog.getByRole('textbox', { name: /^Account number/ }), '0123456784');
      await typeInto(dialog.getByRole('textbox', { name: /^Amount/ }), '125000');
      await typeInto(dialog.getByRole('textbox', { name: /^Purpose of payment/ }), 'School fees for the second term');
    },
  },
  {
    form: 'Settings (change password)',
    open: async (e2e) =>
      customerForm(e2e, await signUp(e2e.app), '/settings/security', (page) =>
        page.getByRole('button', { name: 'Change password' }).waitFor(),
      ),
    walk: async (page) => {
      await page.getByRole('button', { name: 'Change password' }).click();
      const dialog = page.getByRole('dialog', { name: 'Change password' });
      await typeInto(dialog.getByLabel('Current Password'), 'correct horse battery');
      await typeInto(dialog.getByLabel('New Password'), 'a longer passphrase 2026');
      await typeInto(dialog.getByLabel('Confirm Password'), 'a longer passphrase 2026');
    },
  },
];

export interface FormFigures {
  form: string;
  inp: number;
  interactions: Interaction[];
}

/** Walks each form (those whose name contains `only`, if given) on the built app in `dist` and returns its interactions. */
export async function walkForms(
  dist: string,
  { cpuSlowdown = 4, only }: { cpuSlowdown?: number; only?: string } = {},
): Promise<FormFigures[]> {
  const e2e = await startE2E({ staticDir: dist, serviceWorker: false });
  try {
    const ids = await referenceIds(e2e.app);
    const figures: FormFigures[] = [];
    for (const { form, open, walk } of FORM_WALKS.filter((walk) => !only || walk.form.includes(only))) {
      const page = await open(e2e, ids);
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
      await takeInteractions(page);
      await walk(page, ids);
      const interactions = await takeInteractions(page);
      figures.push({ form, inp: inp(interactions), interactions });
      await page.context().close();
    }
    return figures;
  } finally {
    await e2e.close();
  }
}
