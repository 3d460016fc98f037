import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startE2E, snap, timedSteps, type E2E } from './harness';
import { PDF, PNG } from '../helpers/fixtures';
import { choose } from './pages';
import { overflows, smallTapTargets } from './fit';

/*
 * Issue 46's "Done when": a customer living outside Nigeria, on a 360 px touch phone in French, signs up, passes KYC,
 * adds her own bank account and confirms a payment to herself, all through the screens (no API seeding). Each screen
 * of the walk is checked as the route walks check theirs: nothing sticks out or is cut at 360 px, every control is a
 * finger's size; one walk in light, the other in dark.
 */

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E({ serviceWorker: false });
});
afterAll(() => e2e?.close());

const PASSWORD = 'correct horse battery';
const INVOICE = { name: 'facture.pdf', mimeType: 'application/pdf', buffer: PDF };

interface Resident {
  email: string;
  locale: string;
  colorScheme: 'light' | 'dark';
  phone: { preset: string; number: string };
  place: {
    country: string;
    region: RegExp;
    regionSearch?: string;
    city: RegExp;
    citySearch?: string;
    postalCode?: string;
  };
  nationality: string;
  document: { type: string; number: string; label: string };
  income: RegExp;
  currency: string;
  bank: { name: string; iban: string; bic: string; last4: string };
  route: string;
}

/** The last 6-digit code mailed to the address. */
const mailedCode = (email: string) =>
  /\b(\d{6})\b/.exec(e2e.app.mailer.sent.filter((mail) => mail.to === email).at(-1)!.text)![1]!;

/** The screen fits the phone and a finger (tests/e2e/fit.ts), then its picture is kept. */
async function looked(page: Page, name: string) {
  expect(await overflows(page), name).toEqual([]);
  expect(await smallTapTargets(page), name).toEqual([]);
  await snap(page, name);
}

async function walk(who: Resident, name: string) {
  const page = await e2e.newPage({ viewport: 'small', locale: who.locale, colorScheme: who.colorScheme, touch: true });
  const step = timedSteps(name);
  await step('sign up with the preset phone country', async () => {
    await page.goto('/register');
    const country = page.getByRole('combobox', { name: 'Numéro de téléphone : pays' });
    await expect.poll(() => country.inputValue()).toBe(who.phone.preset);
    await page.getByLabel('Adresse e-mail').fill(who.email);
    await page.getByRole('textbox', { name: 'Numéro de téléphone' }).fill(who.phone.number);
    await page.getByLabel(/^Mot de passe\b/).fill(PASSWORD);
    await page.getByLabel('Confirmez le mot de passe').fill(PASSWORD);
    await looked(page, `${name}-sign-up`);
    await page.getByRole('button', { name: 'Créer le compte' }).click();
    await page.getByRole('button', { name: "C'est parti" }).waitFor();
  });

  await step('verify the emailed code', async () => {
    const code = mailedCode(who.email);
    const boxes = page.locator('.mantine-PinInput-input');
    for (let i = 0; i < code.length; i++) await boxes.nth(i).fill(code[i]!);
    await page.getByRole('button', { name: "C'est parti" }).click();
    await page.waitForURL('**/accounts');
  });

  await step('open an individual account', async () => {
    await page.getByRole('button', { name: 'Ajouter un compte' }).click();
    await page.getByRole('dialog', { name: 'Ajouter un compte' }).getByRole('button', { name: 'Continuer' }).click();
    await page.waitForURL('**/accounts/kyc?activeKycTab=0');
  });

  await step('KYC step 1: identity, address, nationality and document number', async () => {
    await page.getByLabel('Prénom').fill('Awa');
    await page.getByRole('textbox', { name: /^Nom(\s|\*|$)/ }).fill('Koné');
    await page.getByLabel('Date de naissance').fill('1990-04-12');
    // The phone's country follows the browser's region, as at sign-up.
    expect(await page.getByRole('combobox', { name: 'Numéro de téléphone : pays' }).inputValue()).toBe(
      who.phone.preset,
    );
    await page.getByRole('textbox', { name: 'Numéro de téléphone' }).fill(who.phone.number);
    await choose(page, 'Pays de résidence', who.place.country, who.place.country);
    await choose(page, 'État ou région de résidence', who.place.region, who.place.regionSearch);
    await choose(page, 'Ville de résidence', who.place.city, who.place.citySearch);
    const postalCode = page.getByRole('textbox', { name: /^Code postal/ });
    if (who.place.postalCode) await postalCode.fill(who.place.postalCode);
    else expect(await postalCode.getAttribute('required')).toBeNull();
    await page.getByLabel('Numéro et rue').fill('12 rue de la Paix');
    await choose(page, 'Nationalité', who.nationality, who.nationality);
    await choose(page, 'Pièce de vérification', who.document.type);
    await page.getByRole('textbox', { name: who.document.label }).fill(who.document.number);
    expect(await page.getByText(/BVN|ITIN/).count()).toBe(0);
    await looked(page, `${name}-kyc-identity`);
    await page.getByRole('button', { name: 'Enregistrer et continuer' }).click();
    await page.waitForURL('**/accounts/kyc?activeKycTab=1');
  });

  await step('KYC step 2: documents and income in the customer’s currency', async () => {
    await page.getByRole('button', { name: 'Envoyer' }).waitFor();
    // The document given in step 1 is not asked again.
    const number = page.getByRole('textbox', { name: /^Numéro de la pièce d'identité/ });
    await expect.poll(() => number.inputValue()).toBe(who.document.number);
    const files = page.locator('input[type=file]:not([capture])');
    await files.nth(0).setInputFiles({ name: 'piece.png', mimeType: 'image/png', buffer: PNG });
    await page.getByText('piece.png').waitFor();
    await choose(page, 'Type de justificatif de domicile', /.+/);
    await files.nth(1).setInputFiles({ name: 'facture-edf.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.getByText('facture-edf.pdf').waitFor();
    await choose(page, 'Utilisation prévue', /.+/);
    await choose(page, 'Volume de transactions', /.+/);
    await choose(page, 'Fréquence des transactions', /.+/);
    await choose(page, 'Profession', /.+/);
    await choose(page, "Secteur d'activité", /.+/);
    await choose(page, 'Revenu annuel', who.income);
    await looked(page, `${name}-kyc-documents`);
    await page.getByRole('button', { name: 'Envoyer' }).click();
    await page.waitForURL(/\/accounts$/);
  });

  await step('add her own bank account', async () => {
    await page.getByRole('button', { name: 'Ajouter un moyen de paiement à Awa Koné' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ajouter un moyen de paiement' });
    await choose(page, 'Devise', new RegExp(`^${who.currency}`), who.currency);
    expect(await dialog.getByRole('combobox', { name: 'Pays du compte', exact: true }).inputValue()).toBe(
      who.place.country,
    );
    await dialog.getByRole('textbox', { name: 'Nom de la banque', exact: true }).fill(who.bank.name);
    await dialog.getByRole('textbox', { name: 'IBAN', exact: true }).fill(who.bank.iban);
    await dialog.getByRole('textbox', { name: 'BIC (code SWIFT)', exact: true }).fill(who.bank.bic);
    await looked(page, `${name}-bank-account`);
    await dialog.getByRole('button', { name: 'Ajouter un moyen de paiement' }).click();
    await page.getByText('Moyen de paiement ajouté').waitFor();
  });

  const purpose = `Épargne ${who.currency}`;
  await step('a payment request to herself, route and fee said', async () => {
    await page.goto('/payments');
    await page.getByRole('button', { name: 'Nouvelle demande' }).click();
    const form = page.getByRole('dialog', { name: 'Nouvelle demande' });
    await choose(form, 'Devise de départ', new RegExp(`^${who.currency} - `), who.currency);
    await form
      .getByRole('radio', { name: `${who.bank.name} •••• ${who.bank.last4}, ${who.currency} · ${who.place.country}` })
      .click();
    await form.getByText(who.route).waitFor();
    await form.getByRole('textbox', { name: 'Objet du paiement', exact: true }).fill(purpose);
    await form.locator('input[type=file]:not([capture])').setInputFiles(INVOICE);
    await form.getByText('facture.pdf').waitFor();
    await form.getByLabel(/^Mot de passe/).fill(PASSWORD);
    await looked(page, `${name}-payment-form`);
    await form.getByRole('button', { name: 'Envoyer la demande' }).click();
    await page.waitForURL(/\/payments\/token-verification\?transactionId=PW[A-Z0-9]{12}/);
  });

  await step('confirm with the emailed token, then see it listed', async () => {
    await page.getByText(`•••• ${who.bank.last4} · ${who.bank.name}`).waitFor();
    await page.getByText(who.route).waitFor();
    await looked(page, `${name}-payment-token`);
    await page.getByRole('textbox').first().click();
    await page.keyboard.type(mailedCode(who.email));
    await page.getByRole('button', { name: 'Confirmer le paiement' }).click();
    await page.waitForURL((url) => url.pathname === '/payments');
    const transactionId = /PW[A-Z0-9]{12}/;
    await page.getByText(transactionId).first().waitFor();
    await looked(page, `${name}-payments`);
  });
}

describe('a customer living abroad reaches a payment to herself, at 360 px in French on a touch phone', () => {
  it(
    'a French resident: +33, passport, income in €, IBAN FR76 with its BIC, a domestic transfer',
    { timeout: 240_000 },
    async () => {
      await walk(
        {
          email: 'claire@example.fr',
          locale: 'fr-FR',
          colorScheme: 'light',
          phone: { preset: 'France (+33)', number: '06 12 34 56 78' },
          place: {
            country: 'France',
            region: /^Île-de-France$/,
            regionSearch: 'Île',
            city: /^Paris$/,
            citySearch: 'Paris',
            postalCode: '75008',
          },
          nationality: 'France',
          document: { type: 'Passeport', number: '12AB34567', label: 'Numéro de passeport' },
          income: /€/,
          currency: 'EUR',
          bank: { name: 'BNP Paribas', iban: 'FR76 3000 6000 0112 3456 7890 189', bic: 'BNPAFRPP', last4: '0189' },
          route: 'Virement national vers votre compte (France). Frais : 0,00 EUR.',
        },
        'abroad-france',
      );
    },
  );

  it(
    "a resident of Côte d'Ivoire: +225, national ID card, income in XOF, IBAN CI with its BIC, no postal code",
    { timeout: 240_000 },
    async () => {
      await walk(
        {
          email: 'awa@example.ci',
          locale: 'fr-CI',
          colorScheme: 'dark',
          phone: { preset: 'Côte d’Ivoire (+225)', number: '07 01 23 45 67' },
          place: { country: 'Côte d’Ivoire', region: /.+/, city: /.+/ },
          nationality: 'Côte d’Ivoire',
          document: { type: 'Carte d’identité', number: 'C0123456789', label: 'Numéro de carte d’identité' },
          income: /F\s?CFA|XOF/,
          currency: 'XOF',
          bank: { name: 'SGBCI', iban: 'CI93 CI00 8011 1301 1342 9120 0589', bic: 'SGCICIAB', last4: '0589' },
          route: 'Virement national vers votre compte (Côte d’Ivoire). Frais : 0,00 XOF.',
        },
        'abroad-cote-divoire',
      );
    },
  );
});
