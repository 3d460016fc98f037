import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { snap, startE2E, type E2E } from './harness';
import {
  createdPayment,
  fiatPayment,
  onboardedCustomer,
  referenceIds,
  signedInReviewer,
  type ReferenceIds,
  type Reviewer,
} from '../helpers/fixtures';
import { customerPage, storeSession } from './pages';

/*
 * A payment confirmed with a passkey (issue 47 item 3) in Chromium, whose virtual authenticator (the DevTools
 * protocol's WebAuthn domain: internal, resident keys, user verified) holds the passkey and signs the challenge.
 */

let e2e: E2E;
let ids: ReferenceIds;
let reviewer: Reviewer;
beforeAll(async () => {
  e2e = await startE2E({ serviceWorker: false });
  ids = await referenceIds(e2e.app);
  reviewer = await signedInReviewer(e2e.app);
});
afterAll(() => e2e?.close());

const wire = () =>
  fiatPayment(ids, {
    destination: 'Third Party',
    amount: 1250.5,
    accountNumber: '0123456789',
    bankName: 'Royal Bank of Canada',
    bankAddress: '1 Bank Road, Toronto',
    swiftCode: 'ROYCCAT2',
    benFullName: 'Ada Obi',
    benAddress: '1 Marina, Lagos',
    purposeOfPayment: '',
    bankCode: undefined,
  });

/** A platform authenticator on this page that unlocks with the user verified, and a passkey on it registered by the app's API. */
async function passkeyOn(page: Page, password: string, deviceName: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  await page.evaluate(
    async ({ password, deviceName }) => {
      const post = async (path: string, body: unknown) => {
        const response = await fetch(`/api/v1${path}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Payway-Client': 'web' },
          body: JSON.stringify(body),
        });
        if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
        return response.json() as Promise<{ options: PublicKeyCredentialCreationOptionsJSON }>;
      };
      const { options } = await post('/settings/passkeys/registrationOptions', { password });
      const created = (await navigator.credentials.create({
        publicKey: PublicKeyCredential.parseCreationOptionsFromJSON(options),
      })) as PublicKeyCredential;
      await post('/settings/passkeys', { deviceName, credential: created.toJSON() });
    },
    { password, deviceName },
  );
}

const mailsTo = (email: string) => e2e.app.mailer.sent.filter((mail) => mail.to === email).length;

describe('confirming a payment with a passkey', () => {
  it('restates the amount and recipient, confirms with the passkey without mailing a code, and the reviewer sees how', async () => {
    const customer = await onboardedCustomer(e2e.app, ids);
    const transactionId = await createdPayment(e2e.app, customer, wire());
    const page = await customerPage(e2e, customer);
    await passkeyOn(page, customer.password, 'Pixel 9');
    const mails = mailsTo(customer.email);

    await page.goto(`/payments/token-verification?transactionId=${transactionId}`);
    const summary = page.getByRole('region', { name: 'What you confirm' });
    await summary.getByText('1,250.50 CAD', { exact: true }).waitFor();
    await summary.getByText('Ada Obi', { exact: true }).waitFor();
    await summary.getByText('•••• 6789 · Royal Bank of Canada', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Use the email code instead' }).waitFor();
    await snap(page, 'payment-passkey-wide-light');
    await page.getByRole('button', { name: 'Confirm with a passkey' }).click();
    await page.waitForURL((url) => url.pathname === '/payments');
    // The email code is the fallback: nothing was mailed while the passkey was used.
    expect(mailsTo(customer.email)).toBe(mails);

    const review = await e2e.newPage();
    await storeSession(review, reviewer, { isReviewer: true });
    await review.goto(`/review/payment/${transactionId}`);
    await review.getByText('A passkey on Pixel 9', { exact: true }).waitFor();
  });

  it('at 360 px in French and dark: the same, with touch-sized buttons, and the email code named as the fallback', async () => {
    const customer = await onboardedCustomer(e2e.app, ids);
    const transactionId = await createdPayment(e2e.app, customer, wire());
    const page = await customerPage(e2e, customer, { viewport: 'small', locale: 'fr-FR', colorScheme: 'dark' });
    await page.addInitScript(() => localStorage.setItem('payway.language', 'fr'));
    await passkeyOn(page, customer.password, 'Mon téléphone');

    await page.goto(`/payments/token-verification?transactionId=${transactionId}`);
    await page.getByRole('heading', { name: "Confirmez que c'est vous" }).waitFor();
    const summary = page.getByRole('region', { name: 'Ce que vous confirmez' });
    await summary.getByText(/^1\s250,50 CAD$/).waitFor();
    await summary.getByText('Ada Obi', { exact: true }).waitFor();
    const confirm = page.getByRole('button', { name: 'Confirmer avec une clé d’accès' });
    const fallback = page.getByRole('button', { name: 'Utiliser plutôt le code par e-mail' });
    for (const button of [confirm, fallback]) expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await snap(page, 'payment-passkey-small-fr-dark');

    await fallback.click();
    await page
      .getByText('Le code par e-mail est la solution de secours si vous ne pouvez pas utiliser votre clé d’accès.')
      .waitFor();
    await page.getByRole('button', { name: 'Confirmer plutôt avec une clé d’accès' }).click();
    await confirm.click();
    await page.waitForURL((url) => url.pathname === '/payments');

    const review = await e2e.newPage({ viewport: 'small', locale: 'fr-FR' });
    await review.addInitScript(() => localStorage.setItem('payway.language', 'fr'));
    await storeSession(review, reviewer, { isReviewer: true });
    await review.goto(`/review/payment/${transactionId}`);
    await review.getByText('Une clé d’accès sur Mon téléphone', { exact: true }).waitFor();
  });
});
