import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../helpers/app';
import {
  accountWithIdentity,
  MRZ_FINDINGS,
  otherInfoStep,
  referenceIds,
  signedInReviewer,
  type Json,
  type ReferenceIds,
  type Reviewer,
} from '../helpers/fixtures';

let app: TestApp;
let ids: ReferenceIds;
let reviewer: Reviewer;

beforeAll(async () => {
  app = await createTestApp();
  ids = await referenceIds(app);
  reviewer = await signedInReviewer(app);
});
afterAll(() => app.close());

const detail = async (accountId: number) =>
  (await (
    await app.request(`/review/detail?subject_type=account&subject_id=${accountId}`, { token: reviewer.token })
  ).json()) as Json;

describe("the device's photo findings the customer kept", () => {
  it('are stored with the document and shown to the reviewer with it, for that document only', async () => {
    const customer = await signUp(app);
    const accountId = await accountWithIdentity(app, customer, ids);
    const body = otherInfoStep(ids, accountId, customer.email, { identificationFindings: ['blurry', 'glare'] });
    expect(
      (await app.request('/accounts/saveCustomerOtherInfo', { method: 'POST', token: customer.token, json: body }))
        .status,
    ).toBe(200);

    const other = (await detail(accountId)).sections.find((section: Json) => section.step === 'otherInfo');
    expect(other.documents.map((document: Json) => [document.name, document.deviceFindings])).toEqual([
      ['passport.png', ['blurry', 'glare']],
      ['utility-bill.pdf', undefined],
    ]);
  });

  it('refuses a finding the checks do not make', async () => {
    const customer = await signUp(app);
    const accountId = await accountWithIdentity(app, customer, ids);
    const body = otherInfoStep(ids, accountId, customer.email, { proofOfAddressFindings: ['ugly'] });
    expect(
      (await app.request('/accounts/saveCustomerOtherInfo', { method: 'POST', token: customer.token, json: body }))
        .status,
    ).toBe(400);
  });

  it('keep what the device read in the MRZ with the identity document, and refuse a malformed reading', async () => {
    const customer = await signUp(app);
    const accountId = await accountWithIdentity(app, customer, ids);
    const identificationMrz = MRZ_FINDINGS;
    const body = otherInfoStep(ids, accountId, customer.email, { identificationMrz });
    expect(
      (await app.request('/accounts/saveCustomerOtherInfo', { method: 'POST', token: customer.token, json: body }))
        .status,
    ).toBe(200);
    const other = (await detail(accountId)).sections.find((section: Json) => section.step === 'otherInfo');
    expect(other.documents.map((document: Json) => [document.name, document.deviceMrz])).toEqual([
      ['passport.png', identificationMrz],
      ['utility-bill.pdf', undefined],
    ]);

    const notRead = otherInfoStep(ids, await accountWithIdentity(app, await signUp(app), ids), customer.email, {
      identificationMrz: { status: 'maybe' },
    });
    expect(
      (await app.request('/accounts/saveCustomerOtherInfo', { method: 'POST', token: customer.token, json: notRead }))
        .status,
    ).toBe(400);
  });
});
