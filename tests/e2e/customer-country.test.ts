import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startE2E, snap, type E2E } from './harness';
import { signUp } from '../helpers/app';
import { accountWithIdentity, referenceIds, type ReferenceIds } from '../helpers/fixtures';
import { choose, customerPage } from './pages';
import { overflows } from './fit';

/*
 * Issue 46: a French customer on a 360 px phone, in French, is met as French (phone +33, no BVN, incomes in euros, a
 * SIREN for her company), and a Nigerian one as product description has it.
 */

let e2e: E2E;
let ids: ReferenceIds;
beforeAll(async () => {
  e2e = await startE2E();
  ids = await referenceIds(e2e.app);
});
afterAll(() => e2e?.close());

const FRENCH = { viewport: 'small', locale: 'fr-FR' } as const;
const optionTexts = async (page: Page, label: string) => {
  await choose(page, label, /.+/); // opens the list (and picks the first)
  const input = page.getByRole('combobox', { name: label, exact: true });
  await input.click();
  // French numbers group with narrow no-break spaces: compared here with plain ones.
  const options = (await page.getByRole('option').allInnerTexts()).map((text) => text.replace(/[\u00a0\u202f]/g, ' '));
  await page.keyboard.press('Escape');
  return options;
};

/** A place of France with a city, by ids. */
const frenchPlace = () =>
  e2e.app.deps.db
    .selectFrom('cities')
    .innerJoin('states', 'states.state_id', 'cities.state_id')
    .select(['states.state_id as state', 'cities.city_id as city'])
    .where('states.country_code', '=', 'FR')
    .orderBy('cities.city_id')
    .executeTakeFirstOrThrow();

describe('a customer of France, in French at 360 px', () => {
  it("starts the sign-up phone at France's +33, from the browser's fr-FR; a Nigerian browser's at +234", async () => {
    const page = await e2e.newPage(FRENCH);
    await page.goto('/register');
    const country = page.getByRole('combobox', { name: 'Numéro de téléphone : pays' });
    await expect.poll(() => country.inputValue()).toBe('France (+33)');
    const phone = page.getByRole('textbox', { name: 'Numéro de téléphone' });
    await phone.fill('06 12 34 56 78');
    await phone.blur();
    expect(await phone.getAttribute('aria-invalid')).not.toBe('true');
    await snap(page, 'register-phone-france-small-fr');

    const nigerian = await e2e.newPage({ viewport: 'small', locale: 'en-NG' });
    await nigerian.goto('/register');
    await expect
      .poll(() => nigerian.getByRole('combobox', { name: 'Phone Number: country' }).inputValue())
      .toBe('Nigeria (+234)');
  });

  it('asks a French resident for her passport or ID card, never a BVN nor a US ITIN', async () => {
    const user = await signUp(e2e.app);
    const page = await customerPage(e2e, user, { ...FRENCH, status: 'Onboarding' });
    await page.goto('/accounts');
    await page.getByRole('button', { name: 'Ajouter un compte' }).click();
    await page.getByRole('dialog', { name: 'Ajouter un compte' }).getByRole('button', { name: 'Continuer' }).click();
    await page.waitForURL('**/accounts/kyc?activeKycTab=0');
    // Her phone is not Nigerian and no nationality is chosen yet: her passport, not a BVN.
    await page.getByRole('textbox', { name: 'Numéro de passeport' }).waitFor();
    expect(await page.getByText(/BVN/).count()).toBe(0);
    await choose(page, 'Pays de résidence', 'France', 'France');
    await choose(page, 'Nationalité', 'France', 'France');
    expect(await optionTexts(page, 'Pièce de vérification')).toEqual(['Passeport', 'Carte d’identité']);
    expect(await page.getByText(/BVN|ITIN/).count()).toBe(0);
    await page.getByText('Le numéro inscrit sur la pièce choisie ci-dessus.').first().waitFor();
    expect(await overflows(page)).toEqual([]);
    await snap(page, 'kyc-identity-france-small-fr');

    // A resident of Nigeria, before choosing a nationality, keeps product §4's BVN.
    await choose(page, 'Pays de résidence', 'Nigeria', 'Nigeria');
    await page.getByText('Nationalité').first().waitFor();
  });

  it('offers the yearly income in euros, with bands above 5 000 €, and no Nigerian identity document', async () => {
    const user = await signUp(e2e.app);
    const place = await frenchPlace();
    const accountId = await accountWithIdentity(e2e.app, user, ids, {
      firstName: 'Claire',
      lastName: 'Martin',
      mobileCountryCode: '+33',
      mobileNumber: '612345678',
      countryOfResidence: 'FR',
      stateOfResidence: place.state,
      cityOfResidence: place.city,
      postalCode: '75001',
      nationality: 'FR',
      verificationType: 'PASSPORT',
      verificationCode: '12AB34567',
    });
    const page = await customerPage(e2e, user, FRENCH);
    await page.goto(`/accounts/kyc/${accountId}?activeKycTab=1`);
    await page.getByRole('button', { name: 'Envoyer' }).waitFor();
    await page
      .getByText('Montants en euro, convertis depuis le dollar américain à un taux approximatif.')
      .first()
      .waitFor();
    const incomes = await optionTexts(page, 'Revenu annuel');
    expect(incomes.slice(0, 2)).toEqual(['0 € – 860 €', '861 € – 1 700 €']);
    expect(incomes).toContain('4 301 € – 8 600 €');
    expect(incomes.at(-1)).toBe('Plus de 220 000 €');
    expect(incomes.join(' ')).not.toContain('$');
    const documents = await optionTexts(page, "Type de pièce d'identité");
    expect(documents.join(' ')).not.toMatch(/NIN|électeur/);
    await choose(page, 'Revenu annuel', /^8.601/);
    expect(await overflows(page)).toEqual([]);
    await snap(page, 'kyc-income-euros-small-fr');
  });

  it('asks a company of France for its SIREN or SIRET and refuses a wrong check digit, naming it', async () => {
    const user = await signUp(e2e.app);
    const page = await customerPage(e2e, user, { ...FRENCH, status: 'Onboarding' });
    await page.goto('/accounts');
    await page.getByRole('button', { name: 'Ajouter un compte' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ajouter un compte' });
    await dialog.getByRole('radio', { name: 'Entreprise' }).check();
    await dialog.getByRole('button', { name: 'Continuer' }).click();
    await page.waitForURL('**/accounts/kyb**');
    await choose(page, "Pays d'immatriculation", 'France', 'France');
    const number = page.getByRole('textbox', { name: 'SIREN (9 chiffres) ou SIRET (14 chiffres)' });
    await number.fill('732 829 321');
    await number.blur();
    await page.getByText('Saisissez un SIREN (9 chiffres) ou SIRET (14 chiffres) valide').waitFor();
    expect(await page.getByText(/EIN|TAXID/).count()).toBe(0);
    expect(await overflows(page)).toEqual([]);
    await snap(page, 'kyb-siren-refused-small-fr');
    await number.fill('732 829 320');
    await number.blur();
    await expect.poll(() => number.getAttribute('aria-invalid')).not.toBe('true');
  });
});
