import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signUp } from '../helpers/app';
import {
  accountWithIdentity,
  approvedCustomer,
  confirmedPayment,
  decidePayment,
  fiatPayment,
  nextTotpCode,
  onboardedCustomer,
  referenceIds,
  signedInReviewer,
  submittedKyc,
  type Reviewer,
  kybThroughStep,
} from '../helpers/fixtures';
import { snap, startE2E, type E2E } from './harness';
import { customerPage, storeSession } from './pages';
import { report, scan, type Finding } from './axe';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E({ serviceWorker: false });
});
afterAll(() => e2e?.close());

let reviewerAccount: Reviewer | undefined;
/** The one reviewer of these tests, created when a test first needs one. */
const reviewer = async () => (reviewerAccount ??= await signedInReviewer(e2e.app));

/** A French page of the back office, signed in as the reviewer without the login screen. */
async function frenchReviewerPage(look: { viewport: 'wide' | 'narrow'; colorScheme: 'light' | 'dark' }) {
  const account = await reviewer();
  const page = await e2e.newPage(look);
  await page.addInitScript(() => localStorage.setItem('payway.language', 'fr'));
  await storeSession(page, { token: account.token, email: account.email } as Parameters<typeof storeSession>[1], {
    isReviewer: true,
  });
  return page;
}

/** Dates in French: '26 nov. 2026, 14:05'. */
const FRENCH_DATE = /\d{1,2} (janv\.|févr\.|mars|avr\.|mai|juin|juil\.|août|sept\.|oct\.|nov\.|déc\.) \d{4}/;

/**
 * Both widths and both schemes, in two runs: routes-a11y.test.ts scans every route and main dialog in French at
 * 400 px dark as well.
 */
const LOOKS = [
  { viewport: 'wide', colorScheme: 'light' },
  { viewport: 'narrow', colorScheme: 'dark' },
] as const;

describe('the language', () => {
  it('follows a French browser, and the choice made in the switch is kept on the device', async () => {
    const page = await e2e.newPage({ viewport: 'narrow', locale: 'fr-FR' });
    await page.goto('/');
    const main = page.getByRole('main');
    await main.getByText('Connexion chiffrée, mots de passe hachés, documents chiffrés.').waitFor();
    await main.getByRole('link', { name: 'Politique de confidentialité' }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('fr');
    await snap(page, 'language-login-fr-narrow');

    await page.getByText('English', { exact: true }).click();
    await main.getByText('Encrypted connection, hashed passwords, encrypted documents.').waitFor();
    await page.reload();
    await main.getByText('Encrypted connection, hashed passwords, encrypted documents.').waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('en');
  });

  it('the sign-in, sign-up and password reset screens speak French, with no WCAG AA violation, at 400 px dark', async () => {
    const customer = await signUp(e2e.app);
    const page = await e2e.newPage({ viewport: 'narrow', colorScheme: 'dark', locale: 'fr-FR' });
    const findings: Finding[] = [];
    await page.goto('/');
    await page.getByRole('heading', { name: 'Connexion à Payway' }).waitFor();
    await page.getByLabel('Adresse e-mail').fill(customer.email);
    await page.getByLabel(/^Mot de passe/).fill('pas le bon mot de passe');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.getByText('E-mail ou mot de passe incorrect, réessayez.').waitFor();
    await page.getByText('2 essais restants').waitFor();
    await scan(page, 'login (fr)', findings);
    await snap(page, 'language-login-error-fr-narrow-dark');

    await page.getByRole('link', { name: 'Inscrivez-vous' }).click();
    await page.getByRole('heading', { name: 'Commencer' }).waitFor();
    await page.getByText('Au moins 8 caractères.').waitFor();
    await page.locator('form').getByRole('link', { name: "Conditions d'utilisation" }).waitFor();
    await scan(page, 'register (fr)', findings);

    await page.goto('/initial-password-reset');
    await page.getByRole('heading', { name: 'Mot de passe oublié ?' }).waitFor();
    await page.getByLabel('Adresse e-mail').fill(customer.email);
    await page.getByRole('button', { name: 'Réinitialiser le mot de passe' }).click();
    await page.getByRole('heading', { name: "Confirmez que c'est vous" }).waitFor();
    await page.getByRole('button', { name: "C'est parti" }).waitFor();
    await page.getByText('Rien reçu ?').waitFor();
    await scan(page, 'reset code (fr)', findings);
    await snap(page, 'language-reset-code-fr-narrow-dark');
    // A wrong code is told by its message id, not by the English words: the boxes turn red in French too.
    const boxes = page.locator('.mantine-PinInput-input');
    const code = await boxes.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value).join(''));
    const wrong = code === '111111' ? '222222' : '111111';
    for (let i = 0; i < wrong.length; i++) await boxes.nth(i).fill(wrong[i]!);
    await page.getByRole('button', { name: "C'est parti" }).click();
    await page.getByRole('button', { name: 'Code incorrect' }).waitFor();
    expect(await boxes.first().getAttribute('data-error')).toBe('true');
    expect(report(findings)).toEqual([]);
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    it(`the signed-in shell speaks French once French is chosen in its switch (${colorScheme})`, async () => {
      const customer = await signUp(e2e.app);
      const page = await customerPage(e2e, customer, { viewport: 'wide', colorScheme });
      await page.goto('/dashboard');
      const menu = page.getByRole('navigation');
      await menu.getByText('Settings', { exact: true }).waitFor();
      await menu.getByText('Français', { exact: true }).click();
      await menu.getByText('Paramètres', { exact: true }).waitFor();
      await menu.getByText('Se déconnecter', { exact: true }).waitFor();
      await menu.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
      await snap(page, `language-shell-fr-wide-${colorScheme}`);
    });
  }

  it('the accounts page, its dialogs and its dates are in French at 400 px', async () => {
    const customer = await signUp(e2e.app);
    await accountWithIdentity(e2e.app, customer, await referenceIds(e2e.app));
    const page = await customerPage(e2e, customer, { viewport: 'narrow', colorScheme: 'dark' });
    await page.addInitScript(() => localStorage.setItem('payway.language', 'fr'));
    await page.goto('/accounts');
    await page.getByRole('heading', { name: 'Comptes', level: 1 }).waitFor();
    await page
      .getByRole('region', { name: 'Comptes particuliers' })
      .getByText('Aucun compte', { exact: false })
      .or(page.getByRole('list', { name: 'Comptes particuliers' }))
      .first()
      .waitFor();
    await page
      .getByRole('region', { name: 'Comptes entreprises' })
      .getByText("Aucun compte entreprise pour l'instant.")
      .waitFor();
    await snap(page, 'language-accounts-fr-narrow-dark');
    await page.getByRole('button', { name: 'Ajouter un compte' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ajouter un compte' });
    await dialog.getByText('Quel type de compte ?').waitFor();
    await dialog.getByText('Particulier', { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Annuler' }).click();
  });

  it('the secondary profiles, their invitation and their permissions are in French at 400 px', async () => {
    const customer = await signUp(e2e.app);
    await e2e.app.request('/user/subProfile', {
      method: 'POST',
      token: customer.token,
      json: {
        parentEmailAddress: customer.email,
        emailAddress: 'ada.fr@example.com',
        firstName: 'Ada',
        lastName: 'Lovelace',
      },
    });
    const page = await customerPage(e2e, customer, { viewport: 'narrow' });
    await page.addInitScript(() => localStorage.setItem('payway.language', 'fr'));
    await page.goto('/profiles/secondary-profiles');
    await page.getByRole('heading', { name: 'Profils secondaires', level: 1 }).waitFor();
    await page.getByText('1 invitation en attente').waitFor();
    await page.getByText('Invité', { exact: true }).first().waitFor();
    await page.getByRole('button', { name: 'Créer un profil' }).click();
    const dialog = page.getByRole('dialog', { name: 'Créer un profil secondaire' });
    await dialog.getByLabel(/^Adresse e-mail/).fill('grace.fr@example.com');
    await dialog.getByLabel(/^Prénom/).fill('Grace');
    await dialog.getByLabel(/^Nom/).fill('Hopper');
    await dialog.getByRole('button', { name: "Envoyer l'invitation" }).click();
    await page.getByText('Nous avons envoyé une invitation à grace.fr@example.com.').waitFor();
    await page.getByText('2 invitations en attente').waitFor();
    await page.getByRole('link', { name: 'Autorisations de Ada Lovelace' }).first().click();
    await page.getByRole('heading', { name: 'Autorisations', level: 1 }).waitFor();
    await page.getByRole('checkbox', { name: 'Voir les comptes : Oui' }).waitFor();
    const findings: Finding[] = [];
    await scan(page, 'permissions (fr)', findings);
    expect(report(findings)).toEqual([]);
  });

  it('the payments page, its tabs, its list and the statuses are in French at 1280 px', async () => {
    const customer = await onboardedCustomer(e2e.app, await referenceIds(e2e.app));
    await confirmedPayment(e2e.app, customer, fiatPayment(await referenceIds(e2e.app)));
    const page = await customerPage(e2e, customer, { viewport: 'wide' });
    await page.addInitScript(() => localStorage.setItem('payway.language', 'fr'));
    await page.goto('/payments');
    await page.getByRole('heading', { name: 'Paiements', level: 1 }).waitFor();
    for (const tab of ['Demandes de paiement', 'Demandes en cours', 'Demandes échouées'])
      await page.getByRole('tab', { name: tab }).waitFor();
    await page.getByRole('columnheader', { name: 'Type de paiement' }).waitFor();
    await page.getByText('Virement bancaire').first().waitFor();
    await page.getByRole('button', { name: 'Voir le détail' }).first().waitFor();
    await page.getByRole('tab', { name: 'Demandes échouées' }).click();
    await page.getByText('Aucune demande échouée.').waitFor();
    await page.getByRole('button', { name: 'Nouvelle demande' }).click();
    const form = page.getByRole('dialog', { name: 'Nouvelle demande' });
    await form.getByLabel(/^Type de paiement/).waitFor();
    expect(await form.getByLabel(/^Type de paiement/).inputValue()).toBe('Virement bancaire');
    await form.getByText('Qui le reçoit').waitFor();
    await form.getByRole('button', { name: 'Envoyer la demande' }).waitFor();
    const findings: Finding[] = [];
    await scan(page, 'payments (fr)', findings);
    expect(report(findings)).toEqual([]);
  });

  it('the settings pages and the password dialog are in French at 1280 px', async () => {
    const customer = await signUp(e2e.app);
    const page = await customerPage(e2e, customer, { viewport: 'wide' });
    await page.addInitScript(() => localStorage.setItem('payway.language', 'fr'));
    await page.goto('/settings/security');
    await page.getByRole('heading', { name: 'Paramètres', level: 1 }).waitFor();
    await page.getByText('Authentification à deux facteurs').waitFor();
    await page.getByRole('button', { name: 'Changer le mot de passe' }).click();
    const dialog = page.getByRole('dialog', { name: 'Changer le mot de passe' });
    await dialog.getByLabel('Mot de passe actuel').waitFor();
    await snap(page, 'language-settings-fr-wide');
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await page.getByRole('link', { name: 'Notifications' }).click();
    await page.getByRole('switch', { name: 'Demandes de paiement' }).waitFor();
  });
  it('a reviewer signs in on the French login page, with its two-factor step, and lands on the French queue', async () => {
    const account = await reviewer();
    const page = await e2e.newPage({ viewport: 'wide', locale: 'fr-FR' });
    await page.goto('/');
    await page.getByLabel('Adresse e-mail').fill(account.email);
    await page.getByLabel(/^Mot de passe/).fill(account.password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.getByRole('heading', { name: 'Double authentification' }).waitFor();
    const code = await nextTotpCode(account);
    const boxes = page.locator('.mantine-PinInput-input');
    for (let i = 0; i < code.length; i++) await boxes.nth(i).fill(code[i]!);
    await page.getByRole('button', { name: 'Vérifier' }).click();
    await page.waitForURL(/\/review$/);
    await page.getByRole('heading', { name: 'File de vérification', level: 1 }).waitFor();
    await page.getByRole('navigation', { name: 'Vérification' }).getByText("Journal d'audit").waitFor();
  });

  for (const look of LOOKS) {
    it(`the review queue and a submission's detail are in French, with no WCAG AA violation (${look.viewport}, ${look.colorScheme})`, async () => {
      const customer = await signUp(e2e.app);
      const accountId = await submittedKyc(e2e.app, customer, await referenceIds(e2e.app));
      const page = await frenchReviewerPage(look);
      const findings: Finding[] = [];
      await page.goto('/review');
      await page.getByRole('heading', { name: 'File de vérification', level: 1 }).waitFor();
      expect(await page.getByRole('textbox', { name: 'Rechercher' }).getAttribute('placeholder')).toBe(
        'Nom, e-mail ou identifiant',
      );
      expect(await page.getByRole('combobox', { name: 'Statut', exact: true }).inputValue()).toBe('En attente');
      expect(await page.getByRole('combobox', { name: 'Type', exact: true }).inputValue()).toBe('Tous les types');
      const item = page.locator(`[data-subject-id="${accountId}"]`);
      await item.getByText('Non attribué').waitFor();
      await item.getByRole('button', { name: "Me l'attribuer : Ada Obi" }).waitFor();
      await item.getByText(FRENCH_DATE).first().waitFor();
      if (look.viewport === 'wide') await page.getByRole('columnheader', { name: 'Envoyé le' }).waitFor();
      else await item.getByText(/en attente depuis \d+ min/).waitFor();
      await scan(page, `review queue (fr, ${look.viewport}, ${look.colorScheme})`, findings);
      await snap(page, `language-review-queue-fr-${look.viewport}-${look.colorScheme}`);

      await item.getByRole('link', { name: 'Ada Obi' }).click();
      await page.getByRole('heading', { name: 'Décision', exact: true }).waitFor();
      await page.getByRole('link', { name: 'Retour à la file' }).waitFor();
      await page.getByRole('heading', { name: "Informations d'identité du client", level: 2 }).waitFor();
      // The server's labels, named by their keys: a field and a document.
      const identity = page.getByRole('region', { name: "Informations d'identité du client" });
      await identity.getByText('Prénom', { exact: true }).waitFor();
      await page.getByText('Justificatif de domicile', { exact: true }).first().waitFor();
      // The values too, from what each says: an answer, a date, a list's item by its id.
      await identity.getByText('Non', { exact: true }).waitFor();
      await identity.getByText('12 avr. 1990', { exact: true }).waitFor();
      expect(await identity.getByText('No', { exact: true }).count()).toBe(0);
      const otherInfo = page.getByRole('region', { name: 'Autres informations et envoi des documents' });
      await otherInfo.getByText('Paiement', { exact: true }).waitFor();
      await otherInfo.getByText('Passeport', { exact: true }).waitFor();
      await page.getByText(/ · envoyé le \d{1,2} /).waitFor();
      await page.getByRole('radio', { name: 'Demander des modifications' }).waitFor();
      await page.getByRole('textbox', { name: /^Motif/ }).waitFor();
      await page
        .getByRole('region', { name: "Journal d'audit" })
        .getByText('client', { exact: true })
        .first()
        .waitFor();
      await page.getByRole('button', { name: 'Enregistrer la décision' }).waitFor();
      await scan(page, `review detail (fr, ${look.viewport}, ${look.colorScheme})`, findings);
      await snap(page, `language-review-detail-fr-${look.viewport}-${look.colorScheme}`);

      await page.getByRole('radio', { name: 'Demander des modifications' }).check();
      await page.getByText('Étapes que le client doit modifier').waitFor();
      await page.getByRole('checkbox', { name: "Informations d'identité du client" }).check();
      await page.getByRole('textbox', { name: /^Motif/ }).fill('Le nom ne correspond pas au passeport.');
      await page.getByRole('button', { name: 'Enregistrer la décision' }).click();
      await page.getByText('Décision enregistrée : modifications demandées.').waitFor();
      await page.getByText('Aucune décision à prendre').waitFor();
      await page
        .getByRole('region', { name: 'Décisions' })
        .getByText("Modifications demandées : Informations d'identité du client")
        .waitFor();
      expect(report(findings)).toEqual([]);
    });
  }

  it('the reference lists name their items in French: countries sorted in French, document types', async () => {
    const customer = await signUp(e2e.app);
    const accountId = await accountWithIdentity(e2e.app, customer, await referenceIds(e2e.app));
    const page = await customerPage(e2e, customer, { viewport: 'wide' });
    await page.addInitScript(() => localStorage.setItem('payway.language', 'fr'));
    await page.goto(`/accounts/kyc/${accountId}?activeKycTab=0`);
    await page.getByRole('heading', { name: 'Compte - KYC', level: 1 }).waitFor();
    const country = page.getByRole('combobox', { name: /^Pays de résidence/ });
    await expect.poll(() => country.inputValue(), { timeout: 15_000 }).toBe('Nigeria');
    await country.click();
    await page.getByRole('option', { name: 'Côte d’Ivoire', exact: true }).waitFor();
    const names = await page.getByRole('option').allTextContents();
    // Sorted as French readers sort: Allemagne among the A, Égypte among the E (the server sorts its English names).
    expect(names.indexOf('Allemagne')).toBeLessThan(names.indexOf('Autriche'));
    expect(names.indexOf('Égypte')).toBeGreaterThan(names.indexOf('Danemark'));
    expect(names.indexOf('Égypte')).toBeLessThan(names.indexOf('Espagne'));
    expect(names).not.toContain('Germany');
    await page.keyboard.press('Escape');

    await page.getByRole('tab', { name: 'Autres informations' }).click();
    await page.getByRole('combobox', { name: /^Type de pièce d'identité/ }).click();
    await page.getByRole('option', { name: 'Permis de conduire', exact: true }).waitFor();
    await page.getByRole('option', { name: 'Passeport', exact: true }).waitFor();
    expect(await page.getByRole('option', { name: "Driver's licence" }).count()).toBe(0);
    await snap(page, 'language-reference-lists-fr-wide');
  });

  it('the audit page is in French', async () => {
    const page = await frenchReviewerPage({ viewport: 'narrow', colorScheme: 'dark' });
    await page.goto('/review/audit');
    await page.getByRole('heading', { name: "Journal d'audit", level: 1 }).waitFor();
    await page.getByText('Personne ne peut modifier ni supprimer une entrée.', { exact: false }).waitFor();
    const findings: Finding[] = [];
    await scan(page, 'audit (fr)', findings);
    expect(report(findings)).toEqual([]);
  });

  for (const look of LOOKS) {
    it(`the payment details dialog is in French, its date and amount too (${look.viewport}, ${look.colorScheme})`, async () => {
      const ids = await referenceIds(e2e.app);
      const customer = await approvedCustomer(e2e.app, ids, await reviewer());
      const paused = await confirmedPayment(e2e.app, customer, fiatPayment(ids, { amount: 1250.5 }));
      await decidePayment(e2e.app, await reviewer(), {
        transactionId: paused,
        decision: 'paused',
        reason: 'Envoyez-nous le contrat.',
      });
      const page = await customerPage(e2e, customer, look);
      await page.addInitScript(() => localStorage.setItem('payway.language', 'fr'));
      await page.goto('/payments');
      await page.getByRole('heading', { name: 'Paiements', level: 1 }).waitFor();
      await page.getByRole('button', { name: 'Voir le détail' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Demande de paiement' });
      await dialog.getByRole('heading', { name: 'Demande suspendue' }).waitFor();
      await dialog.getByText('Votre demande de paiement est suspendue.', { exact: false }).waitFor();
      await dialog.getByText("Pourquoi nos vérificateurs l'ont suspendue").waitFor();
      await rowValue(dialog.page(), 'Type de paiement', 'Virement bancaire');
      await rowValue(dialog.page(), 'Destination', 'Moi-même');
      await rowValue(dialog.page(), 'Statut', 'Suspendue');
      await rowValue(dialog.page(), 'Montant', /^1\s250,50 CAD$/);
      await rowValue(dialog.page(), 'Date et heure', FRENCH_DATE);
      await dialog.getByRole('rowheader', { name: 'Objet du paiement' }).waitFor();
      const findings: Finding[] = [];
      await scan(page, `payment details (fr, ${look.viewport}, ${look.colorScheme})`, findings);
      await snap(page, `language-payment-detail-fr-${look.viewport}-${look.colorScheme}`);
      // The close button in the corner and the one below the fields.
      expect(await dialog.getByRole('button', { name: 'Fermer' }).count()).toBe(2);
      await dialog.getByRole('button', { name: 'Fermer' }).last().click();
      await dialog.waitFor({ state: 'detached' });
      expect(report(findings)).toEqual([]);
    });
  }

  it('the offline notice is in French at 400 px', async () => {
    const customer = await signUp(e2e.app);
    const page = await customerPage(e2e, customer, { viewport: 'narrow' });
    await page.addInitScript(() => localStorage.setItem('payway.language', 'fr'));
    await page.goto('/accounts');
    await page.getByRole('heading', { name: 'Comptes', level: 1 }).waitFor();
    await page.context().setOffline(true);
    await page
      .getByText(
        'Vous êtes hors ligne. Ce que vous saisissez est enregistré sur cet appareil et sera envoyé à votre retour en ligne.',
      )
      .waitFor();
    await page.context().setOffline(false);
  });

  for (const { viewport, colorScheme } of LOOKS) {
    it(`the KYC page and both its tabs are in French, with no WCAG AA violation (${viewport}, ${colorScheme})`, async () => {
      const customer = await signUp(e2e.app);
      const accountId = await accountWithIdentity(e2e.app, customer, await referenceIds(e2e.app));
      const page = await customerPage(e2e, customer, { viewport, colorScheme });
      await page.addInitScript(() => localStorage.setItem('payway.language', 'fr'));
      await page.goto(`/accounts/kyc/${accountId}?activeKycTab=0`);
      await page.getByRole('heading', { name: 'Compte - KYC', level: 1 }).waitFor();
      await page.getByRole('tab', { name: 'Autres informations' }).waitFor();
      await expect.poll(() => page.getByLabel(/^Prénom/).inputValue(), { timeout: 15_000 }).not.toBe('');
      await page.getByLabel(/^Date de naissance/).waitFor();
      await page.getByText('Vous devez avoir au moins 18 ans.').waitFor();
      await page.getByRole('combobox', { name: /^Pays de résidence/ }).waitFor();
      await page
        .getByRole('radiogroup', { name: /^Êtes-vous une personne politiquement exposée/ })
        .getByLabel('Non')
        .waitFor();
      await page.getByRole('button', { name: 'Enregistrer et continuer' }).waitFor();
      const findings: Finding[] = [];
      await scan(page, `KYC identity (fr, ${viewport}, ${colorScheme})`, findings);
      await snap(page, `language-kyc-identity-fr-${viewport}-${colorScheme}`);

      await page.getByRole('tab', { name: 'Autres informations' }).click();
      await page.getByRole('heading', { name: "Pièce d'identité", level: 3 }).waitFor();
      await page.getByRole('heading', { name: 'Objet du compte et origine des revenus', level: 3 }).waitFor();
      await page.getByRole('combobox', { name: /^Type de justificatif de domicile/ }).waitFor();
      await page.getByText('Il doit dater de moins de 3 mois.').waitFor();
      await page.getByRole('button', { name: 'Choisir un fichier' }).first().waitFor();
      await page.getByText("JPG, PNG ou PDF, jusqu'à 10,0 Mo").first().waitFor();
      await page.getByRole('button', { name: 'Envoyer' }).waitFor();
      await scan(page, `KYC other information (fr, ${viewport}, ${colorScheme})`, findings);
      await snap(page, `language-kyc-other-fr-${viewport}-${colorScheme}`);
      expect(report(findings)).toEqual([]);
    });

    it(`the KYB page and its business, activity and compliance steps are in French, with no WCAG AA violation (${viewport}, ${colorScheme})`, async () => {
      const customer = await signUp(e2e.app);
      const accountId = await kybThroughStep(e2e.app, customer, await referenceIds(e2e.app), 2);
      const page = await customerPage(e2e, customer, { viewport, colorScheme });
      await page.addInitScript(() => localStorage.setItem('payway.language', 'fr'));
      await page.goto(`/accounts/kyb/${accountId}?activeKybTab=0`);
      await page.getByRole('heading', { name: 'Compte - KYB', level: 1 }).waitFor();
      await page.getByRole('heading', { name: "Informations sur l'entreprise", level: 2 }).waitFor();
      if (viewport === 'narrow') await page.getByText('Étape 1 sur 4').waitFor();
      else await page.getByRole('button', { name: /Conformité réglementaire/ }).waitFor();
      await expect.poll(() => page.getByLabel(/^Raison sociale/).inputValue(), { timeout: 15_000 }).not.toBe('');
      await page.getByLabel('Identique à la raison sociale').waitFor();
      await page.getByRole('heading', { name: 'Documents', level: 3 }).waitFor();
      await page.getByText("Certificat d'immatriculation").first().waitFor();
      await page.getByRole('button', { name: 'Enregistrer et continuer' }).waitFor();
      const findings: Finding[] = [];
      await scan(page, `KYB business information (fr, ${viewport}, ${colorScheme})`, findings);
      await snap(page, `language-kyb-business-fr-${viewport}-${colorScheme}`);

      await page.goto(`/accounts/kyb/${accountId}?activeKybTab=2`);
      await page.getByRole('heading', { name: "Activités de l'entreprise", level: 2 }).waitFor();
      await page.getByRole('combobox', { name: /^Origine des fonds/ }).waitFor();
      await page.getByRole('button', { name: 'Retour' }).waitFor();
      await scan(page, `KYB activities (fr, ${viewport}, ${colorScheme})`, findings);

      await page.goto(`/accounts/kyb/${accountId}?activeKybTab=3`);
      await page.getByRole('heading', { name: 'Conformité réglementaire', level: 2 }).waitFor();
      await page
        .getByRole('radiogroup', { name: /^L'entreprise est-elle enregistrée auprès d'un régulateur/ })
        .getByLabel('Oui')
        .waitFor();
      await page.getByRole('button', { name: 'Envoyer' }).waitFor();
      await scan(page, `KYB compliance (fr, ${viewport}, ${colorScheme})`, findings);
      await snap(page, `language-kyb-compliance-fr-${viewport}-${colorScheme}`);
      expect(report(findings)).toEqual([]);
    });
  }

  it('the legal documents and the page not found are in French at 400 px, with no WCAG AA violation', async () => {
    const page = await e2e.newPage({ viewport: 'narrow', colorScheme: 'dark', locale: 'fr-FR' });
    await page.goto('/legal/privacy-policy');
    await page.getByRole('heading', { name: 'Politique de confidentialité', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Ce que nous collectons', level: 2 }).waitFor();
    await page.getByText('Nous ne vendons pas vos données.', { exact: false }).waitFor();
    await page.getByRole('link', { name: 'Retour à la création de compte' }).waitFor();
    const findings: Finding[] = [];
    await scan(page, 'privacy policy (fr)', findings);
    await page.goto('/no-such-page');
    await page.getByRole('heading', { name: 'Oups ! Cette page est introuvable.' }).waitFor();
    await page.getByRole('button', { name: 'Retour' }).waitFor();
    expect(report(findings)).toEqual([]);
  });

  it('the KYB people step, its list and the person dialog are in French, with no WCAG AA violation, at 400 px dark', async () => {
    const customer = await signUp(e2e.app);
    const accountId = await kybThroughStep(e2e.app, customer, await referenceIds(e2e.app), 1);
    const page = await customerPage(e2e, customer, { viewport: 'narrow', colorScheme: 'dark' });
    await page.addInitScript(() => localStorage.setItem('payway.language', 'fr'));
    const findings: Finding[] = [];
    await page.goto(`/accounts/kyb/${accountId}?activeKybTab=1`);
    const people = page.getByRole('list', { name: 'Dirigeants et actionnaires' });
    await people.getByText('Dirigeant : Managing Director').waitFor();
    await people.getByText('Actionnaire', { exact: true }).waitFor();
    await people.getByText('60 %', { exact: true }).waitFor();
    await people.getByText('Parts détenues par les actionnaires : 60 %').waitFor();
    await page.getByRole('button', { name: 'Ajouter un actionnaire' }).waitFor();
    await page.getByText('Structure de propriété').waitFor();
    await page.getByText('structure.pdf').waitFor();
    await scan(page, 'kyb people (fr)', findings);
    await snap(page, 'language-kyb-people-fr-narrow-dark');

    await people.getByRole('button', { name: 'Modifier Chidi Okafor' }).click();
    const dialog = page.getByRole('dialog', { name: 'Modifier un dirigeant' });
    await expect.poll(() => dialog.getByLabel('Fonction du dirigeant').inputValue()).toBe('Managing Director');
    await dialog.getByText('Informations personnelles').waitFor();
    await dialog.getByText('BVN (numéro de vérification bancaire)').waitFor();
    await dialog.getByText('Émis il y a moins de 3 mois.').waitFor();
    await scan(page, 'kyb person dialog (fr)', findings);
    await snap(page, 'language-kyb-person-fr-narrow-dark');
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(report(findings)).toEqual([]);
  });

  it("a server's refusal naming steps reads in French, the steps named in French too", async () => {
    const customer = await signUp(e2e.app);
    const accountId = await kybThroughStep(e2e.app, customer, await referenceIds(e2e.app), 0);
    const page = await customerPage(e2e, customer, { viewport: 'wide' });
    await page.addInitScript(() => localStorage.setItem('payway.language', 'fr'));
    await page.goto(`/accounts/kyb/${accountId}?activeKybTab=3`);
    await page.getByRole('heading', { name: 'Conformité réglementaire', level: 2 }).waitFor();
    for (const question of [
      /^L'entreprise est-elle enregistrée/,
      /^L'entreprise a-t-elle déjà été sanctionnée/,
      /^L'entreprise, ou l'une des personnes/,
    ]) {
      await page.getByRole('radiogroup', { name: question }).getByRole('radio', { name: 'Non' }).check();
    }
    await page.getByRole('button', { name: 'Envoyer' }).click();
    await page
      .getByText("Enregistrez d’abord ces étapes : Dirigeant(s) et actionnaire(s), Activités de l'entreprise.")
      .first()
      .waitFor();
    await snap(page, 'language-refusal-steps-fr-wide');
  });

  it("a form's validation errors, checked by the contract's schemas, show in French", async () => {
    const page = await e2e.newPage({ viewport: 'narrow', locale: 'fr-FR' });
    await page.goto('/register');
    await page.getByRole('heading', { name: 'Commencer' }).waitFor();
    const email = page.getByLabel('Adresse e-mail');
    await email.fill('pas-une-adresse');
    await email.blur();
    await page.getByText('Saisissez une adresse e-mail valide').waitFor();
    await email.fill('');
    await email.blur();
    await page.getByText('Saisissez votre adresse e-mail').waitFor();
    const phone = page.getByRole('textbox', { name: 'Numéro de téléphone' });
    await phone.fill('12');
    await phone.blur();
    await page.getByText('Saisissez un numéro de téléphone valide').waitFor();
    const password = page.getByLabel(/^Mot de passe/).first();
    await password.fill('court');
    await password.blur();
    await page.getByText('Le mot de passe doit comporter au moins 8 caractères').waitFor();
    await snap(page, 'language-register-errors-fr-narrow');
  });

  it("a payment request's title in the queue and its detail's section, fields and invoice are in French", async () => {
    const ids = await referenceIds(e2e.app);
    const customer = await approvedCustomer(e2e.app, ids, await reviewer());
    const transactionId = await confirmedPayment(e2e.app, customer, fiatPayment(ids, { amount: 1250.5 }));
    const page = await frenchReviewerPage({ viewport: 'wide', colorScheme: 'light' });
    await page.goto('/review');
    const title = /^1\s250,50 CAD · Virement bancaire$/;
    await page.locator(`[data-subject-id="${transactionId}"]`).getByRole('link', { name: title }).click();
    await page.getByRole('heading', { name: title, level: 1 }).waitFor();
    const request = page.getByRole('region', { name: 'Demande de paiement' });
    await request.getByRole('heading', { name: 'Demande de paiement', level: 2 }).waitFor();
    await request.getByText('Objet du paiement', { exact: true }).waitFor();
    await request.getByText('Identifiant de transaction', { exact: true }).waitFor();
    await request.getByText('Facture', { exact: true }).waitFor();
    expect(await request.getByText('Purpose of payment').count()).toBe(0);
    // Its values from what each says: the form, the destination, the amount, the bank with its code, the moment.
    await request.getByText('Virement bancaire · Moi-même', { exact: true }).waitFor();
    await request.getByText('Moi-même', { exact: true }).waitFor();
    await request.getByText(/^1\s250,50 CAD$/).waitFor();
    await request.getByText(/, code banque 058$/).waitFor();
    await request.getByText(FRENCH_DATE).first().waitFor();
  });
});

/** The value of the details dialog's row headed `label`. */
async function rowValue(page: Page, label: string, value: string | RegExp) {
  await page.getByRole('dialog').getByRole('row', { name: label }).getByRole('cell').getByText(value).first().waitFor();
}
