import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, snap, type E2E } from './harness';
import { signUp } from '../helpers/app';
import { accountWithIdentity, frenchResident, referenceIds, type ReferenceIds } from '../helpers/fixtures';
import { choose, customerPage } from './pages';

let e2e: E2E;
let ids: ReferenceIds;
beforeAll(async () => {
  e2e = await startE2E();
  ids = await referenceIds(e2e.app);
});
afterAll(() => e2e?.close());

const INVOICE = {
  name: 'facture.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
};

describe('bank accounts by country', () => {
  it('a French customer adds her IBAN on /accounts and pays herself to it from a new request, in French at 360 px', async () => {
    const user = await signUp(e2e.app);
    await accountWithIdentity(e2e.app, user, ids, await frenchResident(e2e.app));
    const page = await customerPage(e2e, user, { viewport: 'small', locale: 'fr-FR' });
    await page.addInitScript(() => localStorage.setItem('payway.language', 'fr'));
    await page.goto('/accounts');
    await page.getByRole('button', { name: 'Ajouter un moyen de paiement à Ada Obi' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ajouter un moyen de paiement' });
    await choose(page, 'Devise', /^EUR/, 'EUR');
    // The account's country comes first: France, so an IBAN and its BIC, and no list of Nigerian banks.
    expect(await dialog.getByRole('combobox', { name: 'Pays du compte', exact: true }).inputValue()).toBe('France');
    await dialog.getByRole('textbox', { name: 'Nom de la banque', exact: true }).fill('BNP Paribas');
    const iban = dialog.getByRole('textbox', { name: 'IBAN', exact: true });
    await iban.fill('FR77 3000 6000 0112 3456 7890 189');
    await dialog.getByRole('textbox', { name: 'BIC (code SWIFT)', exact: true }).fill('DEUTDEFF');
    await dialog.getByRole('button', { name: 'Ajouter un moyen de paiement' }).click();
    await dialog
      .getByText('La clé de contrôle de cet IBAN ne correspond pas : un chiffre a peut-être été mal saisi')
      .waitFor();
    await dialog.getByText("Ce BIC est celui d'une banque de DE, pas de FR").waitFor();
    await snap(page, 'bank-account-iban-errors-fr-small-light');
    await iban.fill('FR76 3000 6000 0112 3456 7890 189');
    await dialog.getByRole('textbox', { name: 'BIC (code SWIFT)', exact: true }).fill('BNPAFRPP');
    await dialog.getByRole('button', { name: 'Ajouter un moyen de paiement' }).click();
    await page.getByText('Moyen de paiement ajouté').waitFor();

    await page.goto('/payments');
    await page.getByRole('heading', { name: 'Paiements' }).waitFor();
    await page.getByRole('button', { name: 'Nouvelle demande' }).click();
    const form = page.getByRole('dialog', { name: 'Nouvelle demande' });
    await choose(form, 'Devise de départ', /^EUR - /, 'EUR');
    // The method just saved is offered for a payment to oneself, with its country.
    await form.getByRole('radio', { name: 'BNP Paribas •••• 0189, EUR · France' }).click();
    expect(await form.getByRole('combobox', { name: 'Banque', exact: true }).count()).toBe(0);
    await form.getByText('Virement national vers votre compte (France). Frais : 0,00 EUR.').waitFor();
    await form.getByRole('textbox', { name: 'Objet du paiement', exact: true }).fill('Épargne');
    await form.locator('input[type=file]:not([capture])').setInputFiles(INVOICE);
    await form.getByText('facture.pdf').waitFor();
    await form.getByLabel(/^Mot de passe/).fill(user.password);
    await snap(page, 'bank-account-self-payment-fr-small-light');
    await form.getByRole('button', { name: 'Envoyer la demande' }).click();
    await page.waitForURL(/\/payments\/token-verification\?transactionId=PW[A-Z0-9]{12}/);

    // The token page restates the account, masked, and the route and fee said in the form.
    await page.getByText('•••• 0189 · BNP Paribas').waitFor();
    await page.getByText('Virement national vers votre compte (France). Frais : 0,00 EUR.').waitFor();
    await snap(page, 'bank-account-token-fr-small-light');
    const mail = e2e.app.mailer.sent.filter((sent) => sent.to === user.email).at(-1)!;
    expect(mail.text).toContain('•••• 0189, BNP Paribas');
  });
});
