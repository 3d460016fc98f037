import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../helpers/app';
import { accountWithIdentity, confirmedPayment, fiatPayment, onboardedCustomer, referenceIds } from '../helpers/fixtures';
import { snap, startE2E, type E2E } from './harness';
import { customerPage } from './pages';
import { report, scan, type Finding } from './axe';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

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
    await page.getByRole('heading', { name: 'Bon retour' }).waitFor();
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
      expect(await menu.getByLabel('23 notifications').count()).toBe(1);
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
    await page.getByRole('region', { name: 'Comptes entreprises' }).getByText("Aucun compte entreprise pour l'instant.").waitFor();
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
      json: { parentEmailAddress: customer.email, emailAddress: 'ada.fr@example.com', firstName: 'Ada', lastName: 'Lovelace' },
    });
    const page = await customerPage(e2e, customer, { viewport: 'narrow' });
    await page.addInitScript(() => localStorage.setItem('payway.language', 'fr'));
    await page.goto('/profiles/secondary-profiles');
    await page.getByRole('heading', { name: 'Profils secondaires', level: 1 }).waitFor();
    await page.getByText('1 invitation en attente').waitFor();
    await page.getByText('Invité', { exact: true }).first().waitFor();
    await page.getByRole('button', { name: 'Créer un profil' }).click();
    const dialog = page.getByRole('dialog', { name: 'Créer un profil secondaire' });
    await dialog.getByLabel('Prénom').waitFor();
    await dialog.getByRole('button', { name: 'Annuler' }).click();
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
    for (const tab of ['Demandes de paiement', 'Demandes en cours', 'Demandes échouées']) await page.getByRole('tab', { name: tab }).waitFor();
    await page.getByRole('columnheader', { name: 'Type de paiement' }).waitFor();
    await page.getByText('Monnaie vers monnaie').first().waitFor();
    await page.getByRole('button', { name: 'Voir le détail' }).first().waitFor();
    await page.getByRole('tab', { name: 'Demandes échouées' }).click();
    await page.getByText('Aucune demande échouée.').waitFor();
    await page.getByRole('button', { name: 'Nouvelle demande' }).click();
    const form = page.getByRole('dialog', { name: 'Nouvelle demande' });
    await form.getByLabel(/^Type de paiement/).waitFor();
    expect(await form.getByLabel(/^Type de paiement/).inputValue()).toBe('Virement bancaire (argent vers un compte bancaire)');
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
});
