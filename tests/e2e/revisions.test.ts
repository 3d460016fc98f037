import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signUp } from '../helpers/app';
import {
  decideAccount,
  identityStep,
  otherInfoStep,
  pngSaying,
  referenceIds,
  saveStep,
  signedInReviewer,
  submittedKyb,
  submittedKyc,
  type ReferenceIds,
  type Reviewer,
} from '../helpers/fixtures';
import { overflows } from './fit';
import { snap, startE2E, type E2E } from './harness';
import { customerPage, storeSession } from './pages';

/**
 * Issue 24, with two browser contexts (customer and reviewer): a change to an approved account is reviewed again,
 * the reviewer sees it old → new in words, and nothing on file changes until they approve it.
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

const accountRow = (page: Page, accountId: number) => page.locator(`[data-account-id="${accountId}"]`);
const saveAndContinue = (page: Page) => page.getByRole('button', { name: 'Save and continue' }).click();
const lastNameOnFile = async (accountId: number) =>
  (
    await e2e.app.deps.db
      .selectFrom('individual_profiles')
      .select('last_name')
      .where('account_id', '=', accountId)
      .executeTakeFirstOrThrow()
  ).last_name;
const directorRoleOnFile = async (accountId: number) =>
  (
    await e2e.app.deps.db
      .selectFrom('business_people')
      .select('director_role')
      .where('account_id', '=', accountId)
      .executeTakeFirstOrThrow()
  ).director_role;

async function reviewerOpens(accountId: number, who: Reviewer = reviewer) {
  const page = await e2e.newPage();
  await storeSession(page, who, { isReviewer: true });
  await page.goto(`/review/account/${accountId}`);
  await page.getByRole('heading', { name: 'Decision', exact: true }).waitFor();
  await snap(page, `revision-review-opened-${accountId}`);
  await page.getByRole('heading', { name: 'What changed' }).waitFor();
  return page;
}

const changedField = (page: Page, label: string) => page.locator(`[data-changed-field="${label}"]`);

describe('changes to an approved account', () => {
  it('an edit of KYC step 1 goes to the reviewers with the change old → new; the name on file changes only on approval', async () => {
    const customer = await signUp(e2e.app);
    const accountId = await submittedKyc(e2e.app, customer, ids);
    await decideAccount(e2e.app, reviewer, { accountId, decision: 'approve' });

    const page = await customerPage(e2e, customer);
    await page.goto('/accounts');
    await accountRow(page, accountId).getByRole('link', { name: 'Edit Ada Obi' }).click();
    await page.waitForURL(`**/accounts/kyc/${accountId}?activeKycTab=0`);
    // Told before starting that changes are reviewed again.
    await page.getByTestId('revision-notice').getByText('Changes are reviewed again').waitFor();
    await expect.poll(() => page.getByLabel('Last Name').inputValue()).toBe('Obi');
    await page.getByLabel('Last Name').fill('Okonkwo');
    await snap(page, 'revision-kyc-notice-wide-light');
    await saveAndContinue(page);
    await page.waitForURL(/activeKycTab=1/);
    await page.getByText('utility-bill.pdf').waitFor();
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL(/\/accounts$/);
    await accountRow(page, accountId).getByTestId('revision-note').getByText('Changes under review').waitFor();
    await accountRow(page, accountId).getByText('Active').first().waitFor();
    await accountRow(page, accountId).getByText('Ada Obi').first().waitFor();
    await snap(page, 'revision-accounts-row-wide-light');
    expect(await lastNameOnFile(accountId)).toBe('Obi');

    const reviewerPage = await reviewerOpens(accountId);
    const lastName = changedField(reviewerPage, 'Last name');
    await lastName.getByText('Obi', { exact: true }).waitFor();
    await lastName.getByText('Okonkwo', { exact: true }).waitFor();
    await reviewerPage
      .getByTestId('revision-state')
      .getByText(/Changes under review/)
      .waitFor();
    // Words, not ids, anywhere on the detail page.
    expect(await reviewerPage.locator('main').innerText()).not.toMatch(/\(\d+\)/);
    await snap(reviewerPage, 'revision-review-detail-wide-light');
    expect(await lastNameOnFile(accountId)).toBe('Obi');

    await reviewerPage.getByRole('radio', { name: 'Approve' }).check();
    await reviewerPage.getByRole('button', { name: 'Save decision' }).click();
    await expect.poll(() => lastNameOnFile(accountId)).toBe('Okonkwo');
    await page.reload();
    await accountRow(page, accountId).getByText('Ada Okonkwo').first().waitFor();
    expect(await accountRow(page, accountId).getByTestId('revision-note').count()).toBe(0);
  }, 240_000);

  it('an edit of a KYB director goes to the reviewers with the change old → new; the director on file stays until approval', async () => {
    const customer = await signUp(e2e.app);
    const accountId = await submittedKyb(e2e.app, customer, ids);
    // The business names politically exposed persons: a high-risk account, approved by two reviewers (four eyes).
    const second = await signedInReviewer(e2e.app, 'four.eyes@payway.example');
    for (const who of [reviewer, second]) await decideAccount(e2e.app, who, { accountId, decision: 'approve' });

    const page = await customerPage(e2e, customer, { viewport: 'narrow', colorScheme: 'dark' });
    await page.goto(`/accounts/kyb/${accountId}?activeKybTab=1`);
    await page.getByTestId('revision-notice').waitFor();
    await page.getByRole('button', { name: 'Edit Chidi Okafor' }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByLabel('Director Role').inputValue()).toBe('Managing Director');
    await dialog.getByLabel('Director Role').fill('Executive Director');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('structure.pdf').waitFor();
    await saveAndContinue(page);
    await page.waitForURL(/activeKybTab=2/);
    await saveAndContinue(page);
    await page.waitForURL(/activeKybTab=3/);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL(/\/accounts$/);
    await accountRow(page, accountId).getByTestId('revision-note').getByText('Changes under review').waitFor();
    await snap(page, 'revision-accounts-row-narrow-dark');
    expect(await directorRoleOnFile(accountId)).toBe('Managing Director');

    const reviewerPage = await reviewerOpens(accountId);
    const role = changedField(reviewerPage, 'Director role');
    await role.getByText('Managing Director', { exact: true }).waitFor();
    await role.getByText('Executive Director', { exact: true }).waitFor();
    expect(await reviewerPage.locator('main').innerText()).not.toMatch(/\(\d+\)/);
    expect(await directorRoleOnFile(accountId)).toBe('Managing Director');
  }, 240_000);

  it('on a 360 px phone in French, each change shows its old and its new value within the screen', async () => {
    const customer = await signUp(e2e.app);
    const accountId = await submittedKyc(e2e.app, customer, ids);
    await decideAccount(e2e.app, reviewer, { accountId, decision: 'approve' });
    await saveStep(
      e2e.app,
      customer,
      'saveOrUpdateCustomerIdentity',
      identityStep(ids, accountId, customer.email, { lastName: 'Okonkwo-Adebayo' }),
    );
    // A new photo of the passport under a long name: its card on the review page names it without cutting it.
    const photo = pngSaying('new photo').toString('base64');
    await saveStep(
      e2e.app,
      customer,
      'saveCustomerOtherInfo',
      otherInfoStep(ids, accountId, customer.email, {
        identificationName: 'passport-new-photo-taken-on-my-phone.png',
        identificationAttachment: photo,
      }),
    );

    const page = await e2e.newPage({ viewport: 'small', locale: 'fr-FR', colorScheme: 'dark' });
    await storeSession(page, reviewer, { isReviewer: true });
    await page.goto(`/review/account/${accountId}`);
    await page.getByRole('heading', { name: 'Ce qui a changé' }).waitFor();
    const lastName = changedField(page, 'Last name');
    expect((await lastName.innerText()).split('\n').filter(Boolean)).toEqual([
      'Nom',
      "Informations d'identité du client",
      'Avant',
      'Obi',
      'Après',
      'Okonkwo-Adebayo',
    ]);
    // Before, a table 480 px wide scrolled sideways and left the new value out of sight.
    for (const value of ['Obi', 'Okonkwo-Adebayo'])
      expect((await lastName.getByText(value, { exact: true }).boundingBox())!.x + 1).toBeLessThan(360);
    await page
      .locator('[data-document-change="replaced"]')
      .getByText('passport-new-photo-taken-on-my...', { exact: false })
      .waitFor();
    expect(await overflows(page)).toEqual([]);
    await snap(page, 'revision-review-changes-small-fr-dark');
  });
});

describe('the review queue', () => {
  it('finds a case by name, keeps the search across a reload, shows the wait and who has the case; deciding another reviewer’s case asks first', async () => {
    const customer = await signUp(e2e.app);
    const accountId = await submittedKyc(e2e.app, customer, ids, { firstName: 'Zanele', lastName: 'Mbeki' });
    await submittedKyc(e2e.app, await signUp(e2e.app), ids);

    const page = await e2e.newPage();
    await storeSession(page, reviewer, { isReviewer: true });
    await page.goto('/review');
    await page.getByLabel('Search').fill('zanele');
    await page.waitForURL(/q=zanele/);
    const row = page.locator(`[data-subject-id="${accountId}"]`);
    await row.getByText('Zanele Mbeki').waitFor();
    await expect.poll(() => page.locator('[data-subject-id]').count()).toBe(1);
    expect(await row.getByTestId('waiting').innerText()).toMatch(/^\d+ min$/);
    await row.getByRole('button', { name: 'Assign to me: Zanele Mbeki' }).click();
    await row.getByText('Assigned to you').waitFor();
    await page.reload();
    expect(await page.getByLabel('Search').inputValue()).toBe('zanele');
    await row.getByText('Assigned to you').waitFor();
    await snap(page, 'revision-queue-search-wide-light');

    const second = await signedInReviewer(e2e.app, 'second.reviewer@payway.example');
    const other = await e2e.newPage();
    await storeSession(other, second, { isReviewer: true });
    await other.goto(`/review/account/${accountId}`);
    await other.getByTestId('assignment').getByText(`Assigned to ${reviewer.email}`).waitFor();
    const takeOver = other.getByTestId('decide-others-case');
    await takeOver.waitFor();
    expect(await other.getByRole('button', { name: 'Save decision' }).isDisabled()).toBe(true);
    await other.getByLabel(`${reviewer.email} has this case: decide it anyway`).check();
    expect(await other.getByRole('button', { name: 'Save decision' }).isDisabled()).toBe(false);
  }, 240_000);
});
