import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CDPSession, Page } from 'playwright-core';
import { startE2E, snap, type E2E } from './harness';
import { customerPage } from './pages';
import { signUp } from '../helpers/app';
import { requestOk, totpCode } from '../helpers/fixtures';

/*
 * Passkeys in the browser (issue 47): Chromium's virtual authenticator (the DevTools protocol's WebAuthn domain), a
 * platform authenticator of the device (internal transport) holding discoverable keys behind a user verification
 * that always succeeds, as a phone's fingerprint would.
 *
 * The login page's autofill request (mediation 'conditional') waits, in a person's browser, until they pick the
 * passkey offered in the email field; Chromium's virtual authenticator answers it at once, with no gesture. A page
 * signed in by it is a person who picked their passkey there; autofillNotPicked makes the request wait, for the
 * person who presses the button instead.
 */

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E({ serviceWorker: false });
});
afterAll(() => e2e?.close());

async function deviceAuthenticator(page: Page) {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable', { enableUI: false });
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

/**
 * The person does not pick the passkey the email field's autofill offers: the page's conditional request waits until
 * the page ends it (the button's prompt replaces it), as a browser's does, instead of the virtual authenticator's
 * answer at once.
 */
function autofillNotPicked(page: Page) {
  return page.addInitScript(() => {
    const get = navigator.credentials.get.bind(navigator.credentials);
    navigator.credentials.get = (options) =>
      options?.mediation === 'conditional'
        ? new Promise((_, reject) =>
            options.signal?.addEventListener('abort', () =>
              reject(new DOMException('The autofill was replaced', 'AbortError')),
            ),
          )
        : get(options);
  });
}

/** A customer with two-factor sign-in on: a password sign-in asks for the authenticator's code, a passkey's does not. */
async function customerWithTotp() {
  const customer = await signUp(e2e.app);
  const { secret } = await requestOk(e2e.app, '/settings/twoFactor/setup', {
    token: customer.token,
    json: { password: customer.password },
  });
  await requestOk(e2e.app, '/settings/twoFactor/enable', {
    token: customer.token,
    json: { code: totpCode(secret, e2e.app.deps.now()) },
  });
  return customer;
}

const TEXTS = {
  en: {
    security: 'Security',
    add: 'Add a passkey',
    deviceName: 'Device name',
    password: 'Current Password',
    create: 'Create passkey',
    added: 'Your passkey was added. Next time, sign in with it.',
    signOut: 'Sign out',
    menu: 'Open menu',
    signInWithPasskey: 'Use a passkey',
    accounts: 'Accounts',
    code: 'Two-factor sign-in',
    remove: (name: string) => `Remove ${name}`,
    removeButton: 'Remove',
    notRecognised: 'This passkey is not registered here (it may have been removed). Sign in with your password.',
  },
  fr: {
    security: 'Sécurité',
    add: "Ajouter une clé d'accès",
    deviceName: "Nom de l'appareil",
    password: 'Mot de passe actuel',
    create: 'Créer la clé',
    added: "Votre clé d'accès a été ajoutée. La prochaine fois, connectez-vous avec elle.",
    signOut: 'Se déconnecter',
    menu: 'Ouvrir le menu',
    signInWithPasskey: "Utiliser une clé d'accès",
    accounts: 'Comptes',
    code: 'Connexion à deux facteurs',
    remove: (name: string) => `Supprimer ${name}`,
    removeButton: 'Supprimer',
    notRecognised:
      'Cette clé d’accès n’est pas enregistrée ici (elle a peut-être été supprimée). Connectez-vous avec votre mot de passe.',
  },
};

async function addPasskeyInSettings(page: Page, texts: (typeof TEXTS)['en'], password: string, deviceName: string) {
  await page.goto('/settings/security');
  await page.getByRole('button', { name: texts.add }).click();
  const dialog = page.getByRole('dialog', { name: texts.add });
  await dialog.getByLabel(texts.deviceName).fill(deviceName);
  await dialog.getByLabel(texts.password).fill(password);
  await dialog.getByRole('button', { name: texts.create }).click();
  await page.getByText(texts.added).waitFor();
  await page.getByRole('list').getByText(deviceName).waitFor();
}

describe('passkeys', () => {
  for (const look of [
    {
      name: 'by the button at 1280 px in English',
      language: 'en',
      by: 'button',
      options: { viewport: 'wide', locale: 'en-NG' },
    },
    {
      name: "by the email field's autofill on a 360 px phone in French, dark",
      language: 'fr',
      by: 'autofill',
      options: { viewport: 'small', locale: 'fr-FR', touch: true, colorScheme: 'dark' },
    },
  ] as const) {
    it(`registers one in Settings, signs out, and signs in with it with no code asked, ${look.name}`, async () => {
      const texts = TEXTS[look.language];
      const deviceName = `Test device ${look.language}`;
      const customer = await customerWithTotp();
      const page = await customerPage(e2e, customer, look.options);
      await deviceAuthenticator(page);
      if (look.by === 'button') await autofillNotPicked(page);

      await addPasskeyInSettings(page, texts, customer.password, deviceName);
      await snap(page, `passkeys-settings-${look.language}`);
      if (look.options.viewport === 'small') {
        for (const name of [texts.add, texts.remove(deviceName)])
          expect((await page.getByRole('button', { name }).boundingBox())!.height).toBeGreaterThanOrEqual(44);
      }

      if (look.options.viewport === 'small') await page.getByRole('button', { name: texts.menu }).click();
      await page.getByRole('button', { name: texts.signOut, exact: true }).click();
      if (look.by === 'button') await page.getByRole('button', { name: texts.signInWithPasskey }).click();
      await page.waitForURL('**/accounts');
      await page.getByRole('heading', { name: texts.accounts, level: 1 }).waitFor();
      expect(await page.getByText(texts.code).count()).toBe(0);
      const [used] = await e2e.app.deps.db
        .selectFrom('passkeys')
        .select('last_used_at')
        .where('device_name', '=', deviceName)
        .execute();
      expect(used?.last_used_at).toBeInstanceOf(Date);
    });
  }

  it('refuses at once, in another tab, a passkey removed in this one', async () => {
    const texts = TEXTS.en;
    const customer = await signUp(e2e.app);
    const settings = await customerPage(e2e, customer);
    const here = await deviceAuthenticator(settings);
    await addPasskeyInSettings(settings, texts, customer.password, 'Laptop');

    // The same key in another browser profile (a synced passkey), signed in with it from the email field's autofill.
    const other = await e2e.newPage();
    const there = await deviceAuthenticator(other);
    const { credentials } = await here.cdp.send('WebAuthn.getCredentials', { authenticatorId: here.authenticatorId });
    await there.cdp.send('WebAuthn.addCredential', {
      authenticatorId: there.authenticatorId,
      credential: credentials[0]!,
    });
    await other.goto('/');
    await other.waitForURL('**/accounts');

    await settings.getByRole('button', { name: texts.remove('Laptop') }).click();
    const dialog = settings.getByRole('dialog');
    await dialog.getByLabel(texts.password).fill(customer.password);
    await dialog.getByRole('button', { name: texts.removeButton }).click();
    await settings.getByText('No passkey yet').waitFor();

    // Its session ended with the removal; its passkey no longer signs in.
    await autofillNotPicked(other);
    await other.reload();
    await other.getByRole('button', { name: texts.signInWithPasskey }).click();
    await other.getByRole('alert').getByText(texts.notRecognised).waitFor();
    expect(other.url()).not.toMatch(/\/accounts$/);
  });

  it('leaves the sign-in form as it is where passkeys cannot be used (an address that is not their site)', async () => {
    // Served at 127.0.0.1 while passkeys belong to localhost: the browser refuses the autofill's request itself.
    const page = await e2e.newPage();
    const elsewhere = new URL(e2e.baseUrl);
    elsewhere.hostname = '127.0.0.1';
    const optionsFetched = page.waitForResponse((response) => response.url().endsWith('/auth/passkey/options'));
    await page.goto(elsewhere.href);
    await optionsFetched;
    await page.waitForTimeout(1000);
    await page.getByRole('heading', { name: 'Sign in to Payway' }).waitFor();
    expect(await page.getByText('Something went wrong').count()).toBe(0);
  });
});
