import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../helpers/app';
import {
  decideAccount,
  identityStep,
  otherInfoStep,
  referenceIds,
  requestOk,
  signedInReviewer,
  submittedKyc,
  type ReferenceIds,
  type Reviewer,
} from '../helpers/fixtures';
import { snap, startE2E, type E2E } from './harness';
import { customerPage } from './pages';

let e2e: E2E;
let ids: ReferenceIds;
let reviewer: Reviewer;
beforeAll(async () => {
  e2e = await startE2E({ serviceWorker: false });
  ids = await referenceIds(e2e.app);
  reviewer = await signedInReviewer(e2e.app, 'notifications.reviewer@payway.example');
});
afterAll(() => e2e?.close());

describe('the notification count', () => {
  it('shows no badge for a new customer, and its list says nothing needs them', async () => {
    const customer = await signUp(e2e.app);
    const page = await customerPage(e2e, customer, { viewport: 'wide' });
    await page.goto('/dashboard');
    const menu = page.getByRole('navigation');
    const button = menu.getByRole('button', { name: 'Notification', exact: true });
    await button.waitFor();
    expect(await menu.getByText('23', { exact: true }).count()).toBe(0);
    expect(await button.locator('.mantine-Badge-root').count()).toBe(0);
    await button.click();
    await page.getByRole('dialog', { name: 'Notifications' }).getByText('Nothing needs your attention.').waitFor();
  });

  it('counts a step sent back and its list opens the step, in English at 1280 px and in French at 400 px', async () => {
    const customer = await signUp(e2e.app);
    const accountId = await submittedKyc(e2e.app, customer, ids);
    await decideAccount(e2e.app, reviewer, {
      accountId,
      decision: 'requestChanges',
      reason: 'The passport photo is blurred.',
      affectedSteps: ['otherInfo'],
    });

    const page = await customerPage(e2e, customer, { viewport: 'wide' });
    await page.goto('/payments');
    const button = page.getByRole('navigation').getByRole('button', { name: 'Notification (1 notification)' });
    await button.waitFor();
    expect(await button.locator('.mantine-Badge-root').textContent()).toBe('1');
    await button.click();
    const list = page.getByRole('dialog', { name: 'Notifications' });
    await list.getByText('The passport photo is blurred.').waitFor();
    await snap(page, 'notifications-list-wide');
    await list.getByRole('link', { name: /Our reviewers asked for changes to/ }).click();
    await page.waitForURL(`**/accounts/kyc/${accountId}?activeKycTab=1`);
    await page.close();

    const french = await customerPage(e2e, customer, { viewport: 'narrow', colorScheme: 'dark' });
    await french.addInitScript(() => localStorage.setItem('payway.language', 'fr'));
    await french.goto('/dashboard');
    await french.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await french.getByRole('navigation').getByRole('button', { name: 'Notifications (1 notification)' }).click();
    const liste = french.getByRole('dialog', { name: 'Notifications' });
    await liste.getByRole('link', { name: /Nos vérificateurs demandent des modifications de/ }).click();
    await french.waitForURL(`**/accounts/kyc/${accountId}?activeKycTab=1`);
    // The list and the menu close (after their closing transition).
    await expect.poll(() => french.getByRole('dialog').count(), { timeout: 5_000 }).toBe(0);
  });

  it('counts a declined change to an approved account until its list was opened, in French at 400 px', async () => {
    const customer = await signUp(e2e.app);
    const accountId = await submittedKyc(e2e.app, customer, ids);
    await decideAccount(e2e.app, reviewer, { accountId, decision: 'approve' });
    const change = identityStep(ids, accountId, customer.email, { lastName: 'Okonkwo' });
    await requestOk(e2e.app, '/accounts/saveOrUpdateCustomerIdentity', { token: customer.token, json: change });
    await requestOk(e2e.app, '/accounts/saveCustomerOtherInfo', {
      token: customer.token,
      json: otherInfoStep(ids, accountId, customer.email),
    });
    await decideAccount(e2e.app, reviewer, {
      accountId,
      decision: 'reject',
      reason: 'Le nom ne correspond pas au passeport.',
    });

    const page = await customerPage(e2e, customer, { viewport: 'narrow', locale: 'fr-FR' });
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await page.getByRole('navigation').getByRole('button', { name: 'Notifications (1 notification)' }).click();
    const list = page.getByRole('dialog', { name: 'Notifications' });
    await list.getByRole('link', { name: /Nos vérificateurs ont refusé vos modifications de Ada Obi/ }).waitFor();
    await list.getByText('Le nom ne correspond pas au passeport.').waitFor();
    await snap(page, 'notifications-revision-declined-narrow-fr');
    // Seen: the next screen counts nothing.
    await list.getByRole('link', { name: /Nos vérificateurs ont refusé/ }).click();
    await page.waitForURL(`**/accounts/kyc/${accountId}?activeKycTab=0`);
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await page.getByRole('navigation').getByRole('button', { name: 'Notifications', exact: true }).waitFor();
  });
});
