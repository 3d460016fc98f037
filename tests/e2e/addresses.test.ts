import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { startE2E, snap, type E2E } from './harness';
import { overflows } from './fit';
import { signUp } from '../helpers/app';
import { newAccount, referenceIds, signedInReviewer, submittedKyc, type ReferenceIds } from '../helpers/fixtures';
import { choose, customerPage, storeSession } from './pages';

/** An address in France as a French resident fills it on a phone, and as the reviewer reads it (issue 46). */
let e2e: E2E;
let ids: ReferenceIds;
beforeAll(async () => {
  e2e = await startE2E({ serviceWorker: false });
  ids = await referenceIds(e2e.app);
});
afterAll(() => e2e?.close());

/** The texts of the options a select shows once opened. */
async function optionsOf(page: Page, label: string) {
  const input = page.getByRole('combobox', { name: label, exact: true });
  await input.evaluate((field) => field.scrollIntoView({ block: 'center' }));
  await input.click();
  const listbox = page.getByRole('listbox');
  await listbox.getByRole('option').first().waitFor();
  const texts = await listbox.getByRole('option').allTextContents();
  await page.keyboard.press('Escape');
  return texts;
}

/** The error Mantine shows under a field, found from the field's aria-describedby. */
async function errorOf(field: Locator) {
  await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
  const described = (await field.getAttribute('aria-describedby'))?.split(/\s+/).filter(Boolean) ?? [];
  const texts = await Promise.all(described.map((id) => field.page().locator(`[id="${id}"]`).textContent()));
  return texts.join(' ');
}

describe('an address in France', () => {
  it('at 360 px in French: the 18 regions by their French names, Paris among the cities, a typed town used as typed, the postal code checked for France', async () => {
    const user = await signUp(e2e.app);
    const accountId = await newAccount(e2e.app, user);
    const page = await customerPage(e2e, user, {
      viewport: 'small',
      colorScheme: 'light',
      locale: 'fr-FR',
      touch: true,
    });
    await page.goto(`/accounts/kyc/${accountId}?activeKycTab=0`);
    await choose(page, 'Pays de résidence', 'France', 'France');

    const regions = await optionsOf(page, 'État ou région de résidence');
    expect(regions).toHaveLength(18);
    expect(regions).toEqual(expect.arrayContaining(['Bretagne', 'Île-de-France', 'Normandie', 'Guyane', 'La Réunion']));
    expect(regions).not.toContain('French Guiana');
    expect(regions).not.toContain('Paris');
    expect(regions).not.toContain('Ain');

    await choose(page, 'État ou région de résidence', 'Île-de-France', 'Île');
    await choose(page, 'Ville de résidence', /^Paris$/, 'Paris');
    expect(await page.getByRole('combobox', { name: 'Ville de résidence', exact: true }).inputValue()).toBe('Paris');

    await choose(page, 'Ville de résidence', 'Utiliser « Ruisseau-des-Prés »', 'Ruisseau-des-Prés');
    expect(await page.getByRole('combobox', { name: 'Ville de résidence', exact: true }).inputValue()).toBe(
      'Ruisseau-des-Prés',
    );
    await page.getByText('Nous utilisons la ville telle que vous l’avez saisie.').waitFor();
    const body = await page.locator('body').textContent();
    expect(body).not.toContain('absente de la liste');
    expect(body).not.toContain('vérificateurs');

    const postalCode = page.getByRole('textbox', { name: /^Code postal/ });
    expect(await postalCode.getAttribute('required')).not.toBeNull();
    await postalCode.fill('7500');
    await postalCode.blur();
    expect(await errorOf(postalCode)).toContain('Saisissez un code postal au format du pays (France)');
    expect(await overflows(page)).toEqual([]);
    await snap(page, 'address-france-small-fr');
    await postalCode.fill('75008');
    await postalCode.blur();
    await expect.poll(() => postalCode.getAttribute('aria-invalid')).not.toBe('true');
  });

  it("at 1280 px in English and dark: France's regions by their English names; no postal code asked in Côte d'Ivoire", async () => {
    const user = await signUp(e2e.app);
    const accountId = await newAccount(e2e.app, user);
    const page = await customerPage(e2e, user, { viewport: 'wide', colorScheme: 'dark' });
    await page.goto(`/accounts/kyc/${accountId}?activeKycTab=0`);
    await choose(page, 'Country of Residence', 'France', 'France');
    const regions = await optionsOf(page, 'State of Residence');
    expect(regions).toEqual(
      expect.arrayContaining(['Brittany', 'Île-de-France', 'Normandy', 'French Guiana', 'Réunion']),
    );
    await snap(page, 'address-france-wide-dark');
    await choose(page, 'Country of Residence', /^C[ôo]te d.Ivoire$/, 'Ivoire');
    expect(await page.getByRole('textbox', { name: /^Postal Code/ }).getAttribute('required')).toBeNull();
  });

  it('shows the reviewer, at 360 px in French, the address as France writes it', async () => {
    const reviewer = await signedInReviewer(e2e.app);
    const customer = await signUp(e2e.app);
    const db = e2e.app.deps.db;
    const region = await db
      .selectFrom('states')
      .select('state_id')
      .where('country_code', '=', 'FR')
      .where('state_code', '=', 'IDF')
      .executeTakeFirstOrThrow();
    const accountId = await submittedKyc(e2e.app, customer, ids, {
      countryOfResidence: 'FR',
      stateOfResidence: region.state_id,
      cityOfResidence: '',
      cityOfResidenceName: 'Ruisseau-des-Prés',
      postalCode: '75008',
      streetAddress: '8 rue de la Paix',
    });
    const page = await e2e.newPage({ viewport: 'small', locale: 'fr-FR', touch: true });
    await storeSession(page, reviewer, { isReviewer: true });
    await page.goto(`/review/account/${accountId}`);
    const address = page.getByText('Adresse telle que le pays l’écrit').locator('xpath=following-sibling::*[1]');
    await address.waitFor();
    expect(await address.innerText()).toBe('8 rue de la Paix\n75008 Ruisseau-des-Prés');
    await page.getByText('Ruisseau-des-Prés (saisie par le client)').waitFor();
    expect(await overflows(page)).toEqual([]);
    await snap(page, 'address-review-small-fr');
  });
});
