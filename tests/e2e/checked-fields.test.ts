import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { startE2E, snap, type E2E } from './harness';
import { signUp } from '../helpers/app';
import { newAccount, referenceIds, requestOk, type ReferenceIds } from '../helpers/fixtures';
import { choose, customerPage } from './pages';

/** The refusals of issue 17's checks show on their field, in the forms people fill (1280 px light, 400 px dark). */
let e2e: E2E;
let ids: ReferenceIds;
beforeAll(async () => {
  e2e = await startE2E({ serviceWorker: false });
  ids = await referenceIds(e2e.app);
});
afterAll(() => e2e?.close());

/** The error Mantine shows under a field, found from the field's aria-describedby. */
async function errorOf(field: Locator) {
  await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
  const ids = (await field.getAttribute('aria-describedby'))?.split(/\s+/).filter(Boolean) ?? [];
  const texts = await Promise.all(ids.map((id) => field.page().locator(`[id="${id}"]`).textContent()));
  return texts.join(' ');
}

async function openCreateRequest(page: Page) {
  await page.goto('/payments?create=1');
  const dialog = page.getByRole('dialog', { name: 'Create Request' });
  await dialog.waitFor();
  return dialog;
}

describe('money fields', () => {
  it('shows a wallet address of another network, a bad BIC, an account that is no IBAN and a wrong NUBAN on their fields', async () => {
    const user = await signUp(e2e.app);
    const page = await customerPage(e2e, user, { viewport: 'wide', colorScheme: 'light' });
    const dialog = await openCreateRequest(page);

    await choose(dialog, 'Payment type', 'Money to a crypto wallet');
    await choose(dialog, 'Crypto', /^USDT - /);
    await choose(dialog, 'Network', 'Ethereum (ERC-20)');
    const wallet = dialog.getByRole('textbox', { name: 'Wallet address' });
    await wallet.fill('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq');
    await wallet.blur();
    expect(await errorOf(wallet)).toContain('This is a Bitcoin address: it cannot receive on Ethereum (ERC-20)');
    await wallet.fill('0x52908400098527886E0F7030069857D2E4169Ee7');
    await wallet.blur();
    expect(await errorOf(wallet)).toContain('Enter a valid Ethereum (ERC-20) address');
    await snap(page, 'checked-wallet-wide-light');
    await wallet.fill('0x52908400098527886E0F7030069857D2E4169EE7');
    await wallet.blur();
    await expect.poll(() => wallet.getAttribute('aria-invalid')).not.toBe('true');

    await choose(dialog, 'Payment type', 'Bank transfer');
    await choose(dialog, 'Bank name', 'Moniepoint Microfinance Bank', 'Moniepoint');
    const account = dialog.getByRole('textbox', { name: 'Account number' });
    await account.fill('0123456789');
    await account.blur();
    expect(await errorOf(account)).toContain(
      "This Moniepoint Microfinance Bank account number's check digit doesn't match",
    );

    await dialog.getByText('Someone else', { exact: true }).click();
    await dialog.getByRole('textbox', { name: 'Bank name' }).fill('Deutsche Bank');
    const swift = dialog.getByRole('textbox', { name: 'SWIFT code', exact: true });
    await swift.fill('DEUTZZFF');
    await swift.blur();
    expect(await errorOf(swift)).toContain('SWIFT/BIC');
    await swift.fill('DEUTDEFF');
    const iban = dialog.getByRole('textbox', { name: 'Account number or IBAN' });
    await iban.fill('0532013000');
    await iban.blur();
    expect(await errorOf(iban)).toContain('Banks in DE are paid to an IBAN');
    await iban.fill('DE89 3704 0044 0532 0130 01');
    await iban.blur();
    expect(await errorOf(iban)).toContain("This IBAN's check digits don't match: a digit may be mistyped");
    await snap(page, 'checked-wire-wide-light');
  });

  it('names the check digits of a French IBAN with one wrong digit, in French at 400 px', async () => {
    const user = await signUp(e2e.app);
    const page = await customerPage(e2e, user, { viewport: 'narrow' });
    await page.addInitScript(() => localStorage.setItem('payway.language', 'fr'));
    await page.goto('/payments?create=1');
    const dialog = page.getByRole('dialog', { name: 'Nouvelle demande' });
    await dialog.getByText('Une autre personne', { exact: true }).click();
    await dialog.getByRole('textbox', { name: 'Code SWIFT', exact: true }).fill('BNPAFRPP');
    const iban = dialog.getByRole('textbox', { name: 'Numéro de compte ou IBAN' });
    await iban.fill('FR76 3000 6000 0112 3456 7890 188');
    await iban.blur();
    expect(await errorOf(iban)).toContain(
      'La clé de contrôle de cet IBAN ne correspond pas : un chiffre a peut-être été mal saisi',
    );
    await iban.fill('FR76 3000 6000 0112 3456 7890 189');
    await iban.blur();
    await expect.poll(() => iban.getAttribute('aria-invalid')).not.toBe('true');
  });
});

describe('identity fields', () => {
  it('reads a pasted +225 number with its 0 and refuses a Nigerian number outside the ranges in use', async () => {
    const page = await e2e.newPage({ viewport: 'narrow', colorScheme: 'dark' });
    await page.goto('/register');
    const phone = page.getByRole('textbox', { name: 'Phone Number' });
    await phone.fill('+225 07 01 23 45 67');
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Phone Number: country' }).inputValue())
      .toMatch(/\(\+225\)$/);
    expect(await phone.inputValue()).toBe('07 01 23 4567');
    await phone.blur();
    await expect.poll(() => phone.getAttribute('aria-invalid')).not.toBe('true');
    await phone.fill('+234 999 123 4567');
    await phone.blur();
    expect(await errorOf(phone)).toContain('Please enter a valid phone number');
    await snap(page, 'checked-phone-narrow-dark');
  });

  it('keeps a town missing from the city list as typed, and the server stores it as such', async () => {
    const user = await signUp(e2e.app);
    const accountId = await newAccount(e2e.app, user);
    const page = await customerPage(e2e, user, { viewport: 'narrow', colorScheme: 'dark' });
    await page.goto(`/accounts/kyc/${accountId}?activeKycTab=0`);
    await page.getByLabel('First Name').fill('Ada');
    await page.getByLabel('Last Name').fill('Obi');
    await page.getByLabel('Date of Birth').fill('1990-04-12');
    await page.getByRole('textbox', { name: 'Phone Number' }).fill('0803 123 4567');
    await choose(page, 'Country of Residence', 'Nigeria', 'Nigeria');
    await choose(page, 'State of Residence', ids.stateName, ids.stateName);
    await choose(page, 'City of Residence', 'Use “Ikire”', 'Ikire');
    await page.getByText('We use the city as you typed it.').waitFor();
    expect(await page.getByRole('combobox', { name: 'City of Residence', exact: true }).inputValue()).toBe('Ikire');
    await snap(page, 'checked-city-narrow-dark');
    await page.getByLabel('Postal Code').fill('100001');
    await page.getByLabel('Street Address').fill('12 Marina Road');
    await choose(page, 'Nationality', 'Nigeria', 'Nigeria');
    await page.getByLabel('BVN (Bank Verification Number)').fill('22233344455');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.waitForURL(/activeKycTab=1/);
    const saved = await requestOk(e2e.app, `/accounts/individualAccounts?account_id=${accountId}`, {
      token: user.token,
    });
    expect(saved.personalInfo).toMatchObject({
      cityOfResidence: { cityId: null, cityName: 'Ikire' },
      mobileNumberOne: '+2348031234567',
    });
  });
  it('asks a French national for her passport first, in French at 400 px, checks its shape and saves a national ID card instead', async () => {
    const user = await signUp(e2e.app);
    const accountId = await newAccount(e2e.app, user);
    const page = await customerPage(e2e, user, {
      viewport: 'narrow',
      colorScheme: 'light',
      locale: 'fr-FR',
      touch: true,
    });
    await page.goto(`/accounts/kyc/${accountId}?activeKycTab=0`);
    await choose(page, 'Nationalité', 'France', 'France');
    const documentChoice = page.getByRole('combobox', { name: 'Pièce de vérification', exact: true });
    expect(await documentChoice.inputValue()).toBe('Passeport');
    const passport = page.getByRole('textbox', { name: 'Numéro de passeport' });
    await passport.fill('AB-12');
    await passport.blur();
    expect(await errorOf(passport)).toContain('Saisissez le numéro du passeport tel qu’il y est imprimé');
    await snap(page, 'checked-passport-narrow-fr');
    await choose(page, 'Pièce de vérification', 'Carte d’identité');
    const card = page.getByRole('textbox', { name: 'Numéro de carte d’identité' });
    expect(await card.inputValue()).toBe('AB-12');
    await card.fill('X4RTBPFW4');
    await card.blur();
    await expect.poll(() => card.getAttribute('aria-invalid')).not.toBe('true');

    await page.getByLabel('Prénom').fill('Léa');
    await page.getByRole('textbox', { name: /^Nom/ }).fill('Martin');
    await page.getByLabel('Date de naissance').fill('1990-04-12');
    // A French browser starts the phone at +33: this customer's number is Nigerian.
    await choose(page, 'Numéro de téléphone : pays', /\(\+234\)/, 'Nig');
    await page.getByRole('textbox', { name: 'Numéro de téléphone' }).fill('0803 123 4567');
    await choose(page, 'Pays de résidence', /^Nig[ée]ria$/, 'Nig');
    await choose(page, 'État ou région de résidence', ids.stateName, ids.stateName);
    await choose(page, 'Ville de résidence', ids.cityName, ids.cityName);
    await page.getByLabel('Code postal').fill('100001');
    await page.getByLabel('Numéro et rue').fill('12 Marina Road');
    await page.getByRole('button', { name: 'Enregistrer et continuer' }).click();
    await page.waitForURL(/activeKycTab=1/);
    const saved = await requestOk(e2e.app, `/accounts/individualAccounts?account_id=${accountId}`, {
      token: user.token,
    });
    expect(saved.personalInfo).toMatchObject({
      nationality: { countryCode: 'FR' },
      identityType: 'NATIONAL_ID',
      identityNumber: 'X4RTBPFW4',
    });
  });
});
