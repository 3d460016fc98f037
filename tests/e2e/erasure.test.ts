import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, snap, type E2E } from './harness';
import { overflows } from './fit';
import { customerPage } from './pages';
import { approvedCustomer, referenceIds, signedInReviewer } from '../helpers/fixtures';

/** Issue 49 item 6: a customer asks for erasure in Settings, in French on a 400 px phone, learns what is kept until when, and is signed out. */

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E({ serviceWorker: false });
});
afterAll(() => e2e?.close());

describe('erasure request', () => {
  it('in French at 400 px: the card explains, the password is asked again, the answer says until when records are kept, the customer is signed out', async () => {
    const reviewer = await signedInReviewer(e2e.app);
    const customer = await approvedCustomer(e2e.app, await referenceIds(e2e.app), reviewer);
    const page = await customerPage(e2e, customer, { viewport: 'narrow' });
    await page.addInitScript(() => localStorage.setItem('payway.language', 'fr'));
    await page.goto('/settings/security');

    const card = page.getByRole('heading', { name: 'Effacer mes données' });
    await card.scrollIntoViewIfNeeded();
    expect(await overflows(page)).toEqual([]);
    await page.getByRole('button', { name: 'Effacer mes données' }).click();
    const dialog = page.getByRole('dialog', { name: 'Effacer mes données' });
    await dialog.getByText("Gardés, parce que la loi contre le blanchiment l'exige", { exact: false }).waitFor();
    expect(await overflows(page)).toEqual([]);
    await snap(page, 'settings-erasure-fr-400');

    // A wrong password: refused, nothing happens.
    await dialog.getByLabel('Mot de passe actuel').fill('pas mon mot de passe');
    await dialog.getByRole('button', { name: 'Effacer maintenant' }).click();
    await dialog.getByRole('alert').waitFor();
    expect((await e2e.app.request('/settings/twoFactor', { token: customer.token })).status).toBe(200);

    await dialog.getByLabel('Mot de passe actuel').fill(customer.password);
    await dialog.getByRole('button', { name: 'Effacer maintenant' }).click();
    await page.getByText('Vos données ont été effacées').waitFor();
    const year = new Date().getUTCFullYear() + 5;
    await page.getByText(new RegExp(`gardons que les documents exigés par la loi .* jusqu'au .*${year}`)).waitFor();
    expect(await overflows(page)).toEqual([]);
    await snap(page, 'settings-erased-fr-400');

    // Signed out: on the sign-in page, the session gone on the device and on the server.
    await page.getByRole('button', { name: 'Se connecter' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('payway.session'))).toBeNull();
    expect((await e2e.app.request('/settings/twoFactor', { token: customer.token })).status).toBe(401);
  });
});
