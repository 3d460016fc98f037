import type { Locator, Page } from 'playwright-core';
import { signUp } from '../helpers/app';
import { accountWithIdentity, referenceIds, type Place, type Session } from '../helpers/fixtures';
import type { E2E } from './harness';

/*
 * Browser-side helpers shared by the browser tests: pages signed in without the login screen, the selects of the forms,
 * and what the app keeps in the browser (the session's cookie and facts, drafts and the outbox in IndexedDB). Data is
 * seeded through the API with tests/helpers/fixtures.ts.
 */

type PageOptions = Parameters<E2E['newPage']>[0];
export interface StoredSession {
  /** The user's status as the server last said: 'Onboarding' until the first identity or business step is saved. */
  status?: 'Onboarding' | 'Active';
  isReviewer?: boolean;
}

/**
 * Signs a page of the app in as the login page does: the session cookie the server sets (HttpOnly, for the API only)
 * and the session's facts in localStorage; the next navigation is signed in.
 */
export async function storeSession(
  page: Page,
  user: Session,
  { status = 'Active', isReviewer = false }: StoredSession = {},
) {
  await page.goto('/');
  const { hostname } = new URL(page.url());
  await page.context().addCookies([
    {
      name: 'payway_session',
      value: user.token,
      domain: hostname,
      path: '/api/v1',
      httpOnly: true,
      sameSite: 'Strict',
    },
  ]);
  await page.evaluate(
    ({ email, status, isReviewer }) =>
      localStorage.setItem('payway.session', JSON.stringify({ userId: email, status, isSubUser: false, isReviewer })),
    { email: user.email, status, isReviewer },
  );
}

/** Signs in through the login form, as a customer does, and waits for the accounts page. */
export async function signInThroughForm(page: Page, email: string, password: string) {
  await page.goto('/');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel(/^Password\b/).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/accounts');
}

/** A page of a fresh browser profile, signed in as the customer. */
export async function customerPage(
  e2e: E2E,
  customer: Session,
  options: PageOptions & Pick<StoredSession, 'status'> = {},
) {
  const { status, ...look } = options;
  const page = await e2e.newPage(look);
  await storeSession(page, customer, { status });
  return page;
}

/** Rows per table of the app's IndexedDB (src/offline/db.ts); outboxInputs is emptied once a step synced. */
export function offlineRows(page: Page): Promise<Record<string, number>> {
  return page.evaluate(
    () =>
      new Promise<Record<string, number>>((resolve, reject) => {
        const request = indexedDB.open('payway-offline');
        request.onerror = () => reject(request.error);
        request.onsuccess = () => {
          const db = request.result;
          const names = ['drafts', 'attachments', 'outbox', 'outboxInputs'].filter((name) =>
            db.objectStoreNames.contains(name),
          );
          const counts: Record<string, number> = {};
          if (names.length === 0) {
            db.close();
            resolve(counts);
            return;
          }
          const tx = db.transaction(names);
          for (const name of names) {
            const count = tx.objectStore(name).count();
            count.onsuccess = () => (counts[name] = count.result);
          }
          tx.oncomplete = () => {
            db.close();
            resolve(counts);
          };
        };
      }),
  );
}

/**
 * What the app's IndexedDB holds for the user's data, as someone reading the browser profile would see it: the rows
 * of drafts, attachments and outboxInputs as text (binary as Latin-1), and the device keys with their extractability.
 */
export function offlineStorage(
  page: Page,
): Promise<{ text: string; deviceKeys: Array<{ userId: string; extractable: boolean; algorithm: string }> }> {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const request = indexedDB.open('payway-offline');
        request.onerror = () => reject(request.error);
        request.onsuccess = () => {
          const db = request.result;
          const tables = ['drafts', 'attachments', 'outboxInputs', 'lastKnown', 'deviceKeys'].filter((name) =>
            db.objectStoreNames.contains(name),
          );
          const tx = db.transaction(tables);
          const rows: Record<string, unknown[]> = {};
          for (const name of tables) {
            const all = tx.objectStore(name).getAll();
            all.onsuccess = () => (rows[name] = all.result);
          }
          tx.oncomplete = () => {
            db.close();
            const asText = (_: string, value: unknown) =>
              value instanceof ArrayBuffer || ArrayBuffer.isView(value)
                ? String.fromCharCode(...new Uint8Array(value instanceof ArrayBuffer ? value : value.buffer))
                : value;
            const keys = (rows.deviceKeys ?? []) as Array<{ userId: string; key: CryptoKey }>;
            resolve({
              text: JSON.stringify([rows.drafts, rows.attachments, rows.outboxInputs, rows.lastKnown], asText),
              deviceKeys: keys.map(({ userId, key }) => ({
                userId,
                extractable: key.extractable,
                algorithm: key.algorithm.name,
              })),
            });
          };
        };
      }),
  );
}

/** The drafts and their documents as the app reads them: opened with the user's device key (src/offline/sealing.ts). */
export function openedDrafts(page: Page): Promise<{
  drafts: Array<{ draftId: string; values: unknown }>;
  attachments: Array<{ path: string; type: string; content: string }>;
}> {
  return page.evaluate(async () => {
    const request = indexedDB.open('payway-offline');
    const db: IDBDatabase = await new Promise((resolve, reject) => {
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const all = <T>(table: string): Promise<T[]> =>
      new Promise((resolve) => {
        const rows = db.transaction(table).objectStore(table).getAll();
        rows.onsuccess = () => resolve(rows.result as T[]);
      });
    type Sealed = { $sealed: 1; iv: Uint8Array<ArrayBuffer>; data: ArrayBuffer };
    const keys = new Map(
      (await all<{ userId: string; key: CryptoKey }>('deviceKeys')).map((row) => [row.userId, row.key]),
    );
    const open = async (userId: string, value: unknown) => {
      if (!(value && typeof value === 'object' && (value as Sealed).$sealed === 1)) return value;
      const { iv, data } = value as Sealed;
      return JSON.parse(
        new TextDecoder().decode(await crypto.subtle.decrypt({ name: 'AES-GCM', iv }, keys.get(userId)!, data)),
      );
    };
    const drafts = await all<{ userId: string; draftId: string; values: unknown }>('drafts');
    const attachments = await all<{ userId: string; path: string; type: string; content: unknown }>('attachments');
    db.close();
    return {
      drafts: await Promise.all(
        drafts.map(async (row) => ({ draftId: row.draftId, values: await open(row.userId, row.values) })),
      ),
      attachments: await Promise.all(
        attachments.map(async (row) => ({
          path: row.path,
          type: row.type,
          content: (await open(row.userId, row.content)) as string,
        })),
      ),
    };
  });
}

/**
 * Picks an option of a Mantine select (on the page or in a dialog), typing `search` first in a long list. The select is
 * first brought to the middle of the screen, as a person scrolls to a field before opening it: opened at the bottom edge,
 * its list would need the page scrolled to reach an option, and a list whose field leaves the view is hidden (Mantine's
 * hideDetached).
 */
export async function choose(scope: Page | Locator, label: string, option: string | RegExp, search?: string) {
  const input = scope.getByRole('combobox', { name: label, exact: true });
  await input.evaluate((field) => field.scrollIntoView({ block: 'center' }));
  await input.click();
  if (search) await input.fill(search);
  const page = 'page' in scope ? scope.page() : scope;
  await page.getByRole('option', { name: option }).first().click();
}

/** Nigeria, then the place's state and city, in the three selects with these labels. */
export async function choosePlace(
  scope: Page | Locator,
  place: Place,
  labels = ['Country of Residence', 'State of Residence', 'City of Residence'],
) {
  await choose(scope, labels[0]!, 'Nigeria', 'Nigeria');
  await choose(scope, labels[1]!, place.stateName, place.stateName);
  await choose(scope, labels[2]!, place.cityName, place.cityName);
}

/** KYC tab 0 (identity) filled as Ada Obi of the place; `withPlace: false` leaves country, state and city empty. */
export async function fillKycIdentity(page: Page, place: Place, { withPlace = true } = {}) {
  await page.getByLabel('First Name').fill('Ada');
  await page.getByLabel('Last Name').fill('Obi');
  await page.getByLabel('Date of Birth').fill('1990-04-12');
  await page.getByRole('textbox', { name: 'Phone Number' }).fill('8031234567');
  if (withPlace) await choosePlace(page, place);
  await page.getByLabel('Postal Code').fill('100001');
  await page.getByLabel('Street Address').fill('12 Marina Road');
  await choose(page, 'Nationality', 'Nigeria', 'Nigeria');
  await page.getByLabel('BVN (Bank Verification Number)').fill('22233344455');
}

export interface FileInput {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** Fills KYC step 2 (Other information) with the two documents; each is shown attached before going on. */
export async function fillKycOtherInfo(page: Page, identity: FileInput, proofOfAddress: FileInput) {
  const shown = (name: string) => (name.length > 30 ? `${name.slice(0, 30)}...` : name);
  await choose(page, 'Identification Type', /.+/);
  await page.getByLabel(/^Identification Number/).fill('A12345678');
  await page.locator('input[type=file][aria-label="Identity document"]').setInputFiles(identity);
  await page.getByText(shown(identity.name)).waitFor();
  await choose(page, 'Proof of Address Type', /.+/);
  await page.locator('input[type=file][aria-label="Proof of address"]').setInputFiles(proofOfAddress);
  await page.getByText(shown(proofOfAddress.name)).waitFor();
  await choose(page, 'Intended Use', 'Payment');
  await choose(page, 'Transaction Volume', /.+/);
  await choose(page, 'Transaction Frequency', /.+/);
  await choose(page, 'Occupation', /.+/);
  await choose(page, 'Industry', /.+/);
  await choose(page, 'Yearly Income', '$1001-$2000');
}

/** A director (and shareholder when `shares` is given) of KYB step 1, as the "Add a director" dialog takes them. */
export interface DialogPerson {
  firstName: string;
  lastName: string;
  email: string;
  role: string;
  shares?: string;
  identity: FileInput;
  proofOfAddress: FileInput;
}

/**
 * Adds a person through the "Add a director" dialog of KYB step 1 and waits for their row. Each document is shown
 * attached (its name, cut to 30 characters) before the dialog is saved.
 */
export async function addDirectorInDialog(page: Page, place: Place, person: DialogPerson) {
  await page.getByRole('button', { name: 'Add a director' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a director' });
  const shown = (name: string) => (name.length > 30 ? name.slice(0, 30) : name);
  if (person.shares !== undefined) await dialog.getByRole('checkbox', { name: 'Shareholder' }).check();
  await dialog.getByLabel('Director Role').fill(person.role);
  if (person.shares !== undefined) await dialog.getByLabel('Number of Shares (%)').fill(person.shares);
  await dialog.getByLabel('First Name').fill(person.firstName);
  await dialog.getByLabel('Last Name').fill(person.lastName);
  await dialog.getByLabel('Email Address').fill(person.email);
  await dialog.getByLabel('Date of Birth').fill('1980-02-01');
  await choosePlace(dialog, place);
  await dialog.getByLabel('Postal Code').fill('100001');
  await dialog.getByLabel('Street Address').fill('7 Awolowo Road');
  await choose(dialog, 'Nationality', 'Nigeria', 'Nigeria');
  await dialog.getByLabel('BVN (Bank Verification Number)').fill('22233344455');
  await choose(dialog, 'Identification Type', /.+/);
  await dialog.getByLabel('Identification Number').fill('A1234567');
  await dialog.locator('input[type=file][aria-label="Identity Document"]').setInputFiles(person.identity);
  await dialog.getByText(shown(person.identity.name)).first().waitFor();
  await choose(dialog, 'Proof of Address Type', /.+/);
  await dialog.locator('input[type=file][aria-label="Proof of Address"]').setInputFiles(person.proofOfAddress);
  await dialog.getByText(shown(person.proofOfAddress.name)).first().waitFor();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'detached' });
  // A table on wide screens, a list of cards on narrow ones.
  const people = page
    .getByRole('table', { name: 'Directors and shareholders' })
    .or(page.getByRole('list', { name: 'Directors and shareholders' }));
  await people.getByText(`${person.firstName} ${person.lastName}`).first().waitFor();
}

/** A new customer's individual account with its identity saved, opened on the KYC tab of its documents. */
export async function kycDocumentsPage(e2e: E2E, options: Parameters<typeof customerPage>[2] = {}) {
  const user = await signUp(e2e.app);
  const accountId = await accountWithIdentity(e2e.app, user, await referenceIds(e2e.app));
  const page = await customerPage(e2e, user, options);
  await page.goto(`/accounts/kyc/${accountId}?activeKycTab=1`);
  await page.getByRole('button', { name: options.locale === 'fr-FR' ? 'Envoyer' : 'Submit' }).waitFor();
  return { page, accountId };
}
