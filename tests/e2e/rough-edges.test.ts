/*
 * Issue 46's rough edges of a customer's walk, each as the customer meets it, in French on a 360 px touch screen
 * where it concerns a phone: the login page's greeting, the device names of the login activity, what a pending
 * account waits for, the mark on KYB's other equivalent document, Escape in a dropdown of the director dialog, the
 * phone's capture page naming the document and the brand and taking a second link in the same tab, KYC step 2
 * starting from the passport given in step 1, and controls a finger's size on the accounts page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../helpers/app';
import {
  accountWithIdentity,
  newAccount,
  referenceIds,
  requestOk,
  submittedKyc,
  type ReferenceIds,
} from '../helpers/fixtures';
import { startE2E, snap, type E2E } from './harness';
import { overflows, smallTapTargets } from './fit';
import { choose, customerPage } from './pages';

let e2e: E2E;
let ids: ReferenceIds;
beforeAll(async () => {
  e2e = await startE2E({ serviceWorker: false });
  ids = await referenceIds(e2e.app);
});
afterAll(() => e2e?.close());

/** A phone: 360 px, touch screen, French. */
const PHONE = { viewport: 'small', locale: 'fr-FR', touch: true } as const;

describe('the rough edges of the walk (issue 46)', () => {
  it('greets a first visitor neutrally, and welcomes back one who signed in on this device before', async () => {
    const customer = await signUp(e2e.app);
    const page = await e2e.newPage(PHONE);
    await page.goto('/');
    await page.getByRole('heading', { name: 'Connexion à Payway' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Bon retour' }).count()).toBe(0);
    await page.getByLabel('Adresse e-mail').fill(customer.email);
    await page.getByLabel(/^Mot de passe/).fill(customer.password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL('**/accounts');
    // Signed out (the session's facts gone from this device): the same device, a returning visitor.
    await page.evaluate(() => localStorage.removeItem('payway.session'));
    await page.goto('/');
    await page.getByRole('heading', { name: 'Bon retour' }).waitFor();
  });

  it('names the devices of the login activity in French', async () => {
    const customer = await signUp(e2e.app);
    await e2e.app.request('/auth/authenticate', {
      method: 'POST',
      json: { username: customer.email, password: customer.password },
      headers: {
        'user-agent':
          'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
      },
    });
    const page = await customerPage(e2e, customer, PHONE);
    await page.goto('/settings/security');
    await page.getByRole('cell', { name: 'Chrome 156 sous Linux' }).waitFor();
    expect(await page.getByText('Chrome 156 on Linux').count()).toBe(0);
  });

  it('says what happens next under a pending account, and roughly when', async () => {
    const customer = await signUp(e2e.app);
    await submittedKyc(e2e.app, customer, ids);
    const page = await customerPage(e2e, customer, PHONE);
    await page.goto('/accounts');
    await page.getByText('En attente', { exact: true }).first().waitFor();
    await page
      .getByText('Ensuite : un examinateur le vérifie, en général sous 1 jour ouvré. Son statut change alors ici.')
      .waitFor();
    await snap(page, 'rough-edges-pending-fr-small');
  });

  it('marks the other equivalent document of KYB step 1 as required, as its three siblings', async () => {
    const customer = await signUp(e2e.app);
    const accountId = await newAccount(e2e.app, customer, 2);
    const page = await customerPage(e2e, customer, PHONE);
    await page.goto(`/accounts/kyb/${accountId}?activeKybTab=0`);
    const label = page.locator('label', { hasText: 'Autre document équivalent' });
    await label.waitFor();
    expect(await label.locator('.mantine-InputWrapper-required').count()).toBe(1);
  });

  it('closes only the dropdown on Escape in the director dialog, then the dialog on a second Escape', async () => {
    const customer = await signUp(e2e.app);
    const accountId = await newAccount(e2e.app, customer, 2);
    const page = await customerPage(e2e, customer);
    await page.goto(`/accounts/kyb/${accountId}?activeKybTab=1`);
    await page.getByRole('button', { name: 'Add a director' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a director' });
    await dialog.waitFor();
    const nationality = dialog.getByRole('combobox', { name: 'Nationality', exact: true });
    await nationality.click();
    await page.getByRole('listbox').first().waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('listbox').first().waitFor({ state: 'hidden' });
    await page.waitForTimeout(400);
    expect(await dialog.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  });

  it("names the document and the brand on the phone's capture page, and takes a second link opened in the same tab", async () => {
    const customer = await signUp(e2e.app);
    const accountId = await accountWithIdentity(e2e.app, customer, ids);
    const start = (field: string, document: string) =>
      requestOk(e2e.app, '/handoffs', {
        token: customer.token,
        json: { step: `kyc/other:${accountId}`, field, document },
      }) as Promise<{
        handoffId: string;
        link: string;
      }>;
    const first = await start('identificationAttachment', "Passeport – Document d'identité");
    const phone = await e2e.newPage(PHONE);
    await phone.goto(`/capture${new URL(first.link).hash}`);
    await phone.getByText("Pour : Passeport – Document d'identité").waitFor();
    await phone.getByText('Payway', { exact: true }).waitFor();
    await snap(phone, 'rough-edges-capture-fr-small');

    // The desktop stops the first link and makes another, for the proof of address; the phone opens it in the same tab.
    await e2e.app.request(`/handoffs/${first.handoffId}`, { method: 'DELETE', token: customer.token });
    const second = await start('proofOfAddressAttachment', 'Facture – Justificatif de domicile');
    await phone.goto(`/capture${new URL(second.link).hash}`);
    await phone.getByText('Pour : Facture – Justificatif de domicile').waitFor();
    await phone.getByRole('button', { name: 'Prendre une photo' }).waitFor();
    expect(await phone.getByRole('alert').count()).toBe(0);
    const status = (await requestOk(e2e.app, `/handoffs/${second.handoffId}`, { token: customer.token })) as {
      state: string;
    };
    expect(status.state).toBe('opened');
  });

  it('starts KYC step 2 from the passport whose number step 1 gave, instead of asking for it again', async () => {
    const customer = await signUp(e2e.app);
    const accountId = await accountWithIdentity(e2e.app, customer, ids, {
      nationality: 'FR',
      verificationType: 'PASSPORT',
      verificationCode: '12AB34567',
    });
    const page = await customerPage(e2e, customer, PHONE);
    await page.goto(`/accounts/kyc/${accountId}?activeKycTab=1`);
    await page.getByRole('button', { name: 'Envoyer' }).waitFor();
    await expect.poll(() => page.getByLabel(/^Numéro de la pièce d'identité/).inputValue()).toBe('12AB34567');
    expect(await page.getByRole('combobox', { name: "Type de pièce d'identité" }).inputValue()).toBe('Passeport');
    await page.getByText('Repris de l’onglet Identité du client').waitFor();
    await snap(page, 'rough-edges-step2-prefilled-fr-small');
  });

  it("shows the phone's country whole in its box ('France (+33)', not 'France (')", async () => {
    const customer = await signUp(e2e.app);
    const accountId = await newAccount(e2e.app, customer, 1);
    const page = await customerPage(e2e, customer, PHONE);
    await page.goto(`/accounts/kyc/${accountId}?activeKycTab=0`);
    await choose(page, 'Numéro de téléphone : pays', 'France (+33)');
    expect(await page.getByRole('combobox', { name: 'Numéro de téléphone : pays' }).inputValue()).toBe('France (+33)');
    expect(await overflows(page)).toEqual([]);
    await snap(page, 'rough-edges-phone-country-fr-small');
  });

  it('sizes every control of the accounts page for a finger on a touch screen, and keeps them compact with a mouse', async () => {
    const customer = await signUp(e2e.app);
    await accountWithIdentity(e2e.app, customer, ids);
    const phone = await customerPage(e2e, customer, PHONE);
    await phone.goto('/accounts');
    await phone
      .getByRole('button', { name: /^Supprimer/ })
      .first()
      .waitFor();
    expect(await smallTapTargets(phone)).toEqual([]);
    await phone.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await phone.getByRole('radiogroup').first().waitFor();
    expect(await smallTapTargets(phone)).toEqual([]);
    await snap(phone, 'rough-edges-accounts-menu-fr-small');

    const desktop = await customerPage(e2e, customer);
    await desktop.goto('/accounts');
    const edit = desktop.getByRole('button', { name: /^Delete/ }).first();
    await edit.waitFor();
    expect((await edit.boundingBox())!.height).toBeLessThan(44);
  });
});
