import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startE2E, snap, type E2E } from './harness';
import { createdPayment, fiatPayment, onboardedCustomer, referenceIds, type ReferenceIds } from '../helpers/fixtures';
import { customerPage } from './pages';

let e2e: E2E;
let ids: ReferenceIds;
beforeAll(async () => {
  e2e = await startE2E({ serviceWorker: false });
  ids = await referenceIds(e2e.app);
});
afterAll(() => e2e?.close());

/** A wire to a third party, as the customer typed it. */
const wire = (overrides = {}) =>
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
    ...overrides,
  });

const noWiderThanViewport = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('the payment token page restates what is confirmed (issue 33, item 2)', () => {
  it('at 400 px in English: amount, type, recipient and masked account; a reload keeps the token sent', async () => {
    const user = await onboardedCustomer(e2e.app, ids);
    const transactionId = await createdPayment(e2e.app, user, wire());
    const page = await customerPage(e2e, user, { viewport: 'narrow' });
    await page.goto(`/payments/token-verification?transactionId=${transactionId}`);
    await page.getByRole('heading', { name: "Verify it's you" }).waitFor();
    const summary = page.getByRole('region', { name: 'What you confirm' });
    await summary.getByText('1,250.50 CAD', { exact: true }).waitFor();
    await summary.getByText('Bank transfer', { exact: true }).waitFor();
    await summary.getByText('Ada Obi', { exact: true }).waitFor();
    await summary.getByText('•••• 6789 · Royal Bank of Canada', { exact: true }).waitFor();
    const sent = page.getByText(
      /^Token sent at \d\d:\d\d\. It is valid until \d\d:\d\d: an email that has not arrived by then will not come late, so send a new token\.$/,
    );
    await sent.waitFor();
    const sentText = await sent.textContent();
    const mails = e2e.app.mailer.sent.length;
    expect(await noWiderThanViewport(page)).toBe(true);
    await snap(page, 'payment-token-summary-narrow-light');

    await page.reload();
    await summary.getByText('1,250.50 CAD', { exact: true }).waitFor();
    expect(await page.getByText(/^Token sent at/).textContent()).toBe(sentText);
    expect(await page.getByText(/30 seconds|Please wait/).count()).toBe(0);
    expect(e2e.app.mailer.sent).toHaveLength(mails);
    // The token mailed before the reload still confirms the request.
    const token = /\b(\d{6})\b/.exec(e2e.app.mailer.sent.at(-1)!.text)![1]!;
    await page.getByRole('textbox').first().click();
    await page.keyboard.type(token);
    await page.getByRole('button', { name: 'Confirm Payment' }).click();
    await page.waitForURL((url) => url.pathname === '/payments');
  });

  it('at 400 px in French: the same restated in French, the amount written the French way', async () => {
    const user = await onboardedCustomer(e2e.app, ids);
    const transactionId = await createdPayment(e2e.app, user, wire());
    const page = await customerPage(e2e, user, { viewport: 'narrow', locale: 'fr-FR' });
    await page.addInitScript(() => localStorage.setItem('payway.language', 'fr'));
    await page.goto(`/payments/token-verification?transactionId=${transactionId}`);
    await page.getByRole('heading', { name: "Confirmez que c'est vous" }).waitFor();
    const summary = page.getByRole('region', { name: 'Ce que vous confirmez' });
    await summary.getByText(/^1\s250,50 CAD$/).waitFor();
    await summary.getByText('Virement bancaire', { exact: true }).waitFor();
    await summary.getByText('Ada Obi', { exact: true }).waitFor();
    await summary.getByText('•••• 6789 · Royal Bank of Canada', { exact: true }).waitFor();
    await page
      .getByText(
        /^Code envoyé à \d\d:\d\d\. Il est valable jusqu’à \d\d:\d\d : un e-mail qui n’est pas arrivé d’ici là n’arrivera plus/,
      )
      .waitFor();
    expect(await noWiderThanViewport(page)).toBe(true);
    await snap(page, 'payment-token-summary-narrow-fr');
    await page.reload();
    await summary.getByText('Virement bancaire', { exact: true }).waitFor();
    expect(await page.getByText(/30 secondes|Patientez/).count()).toBe(0);
  });
});
