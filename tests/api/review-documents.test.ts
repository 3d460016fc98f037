import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../helpers/app';
import {
  otherInfoStep,
  PNG,
  pngSaying,
  referenceIds,
  signedInReviewer,
  submittedKyc,
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

const json = async (response: Response) => (await response.json()) as Json;
const get = (who: { token: string }, path: string) => app.request(path, { token: who.token });
const post = (who: { token: string }, path: string, body: unknown) =>
  app.request(path, { method: 'POST', token: who.token, json: body });
const detail = async (accountId: number) =>
  json(await get(reviewer, `/review/detail?subject_type=account&subject_id=${accountId}`));
const reviewPath = (url: string) => url.replace('/api/v1', '');
const idOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);
const ANOTHER_PNG = pngSaying('another scan');

describe('serving a document', () => {
  it('sends its bytes as an attachment under a sandbox policy and nosniff, to the customer and to the reviewer alike (issue 48)', async () => {
    const customer = await signUp(app);
    const accountId = await submittedKyc(app, customer, ids);
    const { identification } = await json(await get(customer, `/accounts/individualAccounts?account_id=${accountId}`));
    const id = idOf(identification.attachmentId.attachment);
    for (const response of [await get(customer, `/documents/${id}`), await get(reviewer, `/review/documents/${id}`)]) {
      expect(response.status).toBe(200);
      expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="/);
      expect(response.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });
});

describe('the old side of a replaced document', () => {
  it('opens for the reviewer until the next decision, never for the customer', async () => {
    const customer = await signUp(app);
    const accountId = await submittedKyc(app, customer, ids);
    const sentBack = await post(reviewer, '/review/accountDecision', {
      accountId,
      decision: 'requestChanges',
      reason: 'Blurred',
      affectedSteps: ['otherInfo'],
    });
    expect(sentBack.status).toBe(200);

    const replaced = await post(
      customer,
      '/accounts/saveCustomerOtherInfo',
      otherInfoStep(ids, accountId, customer.email, {
        identificationName: 'passport-2.png',
        identificationAttachment: ANOTHER_PNG.toString('base64'),
      }),
    );
    expect(replaced.status).toBe(200);
    const { changes } = await detail(accountId);
    expect(changes.documents).toEqual([expect.objectContaining({ change: 'replaced', label: expect.any(String) })]);
    const [change] = changes.documents as Json[];
    expect([change.before.name, change.after.name]).toEqual(['passport.png', 'passport-2.png']);

    const oldSide = await get(reviewer, reviewPath(change.before.url));
    expect(oldSide.status).toBe(200);
    expect(Buffer.from(await oldSide.arrayBuffer())).toEqual(PNG);
    expect(Buffer.from(await (await get(reviewer, reviewPath(change.after.url))).arrayBuffer())).toEqual(ANOTHER_PNG);
    // The customer's own API no longer serves it, nor lists it.
    expect((await get(customer, `/documents/${idOf(change.before.url)}`)).status).toBe(404);
    const readBack = await json(await get(customer, `/accounts/individualAccounts?account_id=${accountId}`));
    expect(JSON.stringify(readBack)).not.toContain(idOf(change.before.url));

    expect((await post(reviewer, '/review/accountDecision', { accountId, decision: 'approve' })).status).toBe(200);
    expect((await get(reviewer, reviewPath(change.before.url))).status).toBe(404);
    const left = await app.deps.db
      .selectFrom('documents')
      .select('id')
      .where('id', '=', idOf(change.before.url))
      .execute();
    expect(left).toEqual([]);
  });
});

describe('a document the account holds, named by its id', () => {
  const storedIds = async (customer: { token: string }, accountId: number) => {
    const { identification } = await json(await get(customer, `/accounts/individualAccounts?account_id=${accountId}`));
    return {
      identity: idOf(identification.attachmentId.attachment),
      proofOfAddress: idOf(identification.proofOfAddressDoc),
    };
  };

  it('stays the same document, shown unchanged to the reviewer; another account’s is refused', async () => {
    const customer = await signUp(app);
    const accountId = await submittedKyc(app, customer, ids);
    expect(
      (
        await post(reviewer, '/review/accountDecision', {
          accountId,
          decision: 'requestChanges',
          reason: 'Job',
          affectedSteps: ['otherInfo'],
        })
      ).status,
    ).toBe(200);
    const stored = await storedIds(customer, accountId);
    const kept = otherInfoStep(ids, accountId, customer.email, {
      occupation: 3,
      identificationAttachment: { documentId: stored.identity },
      proofOfAddressAttachment: { documentId: stored.proofOfAddress },
    });
    // A document of another customer (or of another account) is not this account's to name.
    const stranger = await signUp(app);
    const strangerAccount = await submittedKyc(app, stranger, ids);
    const theirs = await storedIds(stranger, strangerAccount);
    const refused = await post(customer, '/accounts/saveCustomerOtherInfo', {
      ...kept,
      identificationAttachment: { documentId: theirs.identity },
    });
    expect(refused.status).toBe(404);
    expect((await json(refused)).fieldErrors).toHaveProperty('identificationAttachment');

    expect((await post(customer, '/accounts/saveCustomerOtherInfo', kept)).status).toBe(200);
    expect(await storedIds(customer, accountId)).toEqual(stored);
    const { changes } = await detail(accountId);
    expect(changes.fields.map((change: Json) => change.key)).toEqual(['occupation']);
    expect(changes.documents).toEqual([]);
    const documents = await app.deps.db
      .selectFrom('documents')
      .select('id')
      .where('account_id', '=', accountId)
      .execute();
    expect(documents.map((row) => row.id).sort()).toEqual([stored.identity, stored.proofOfAddress].sort());
  });

  it('kept through a revision of an approved account, outlives the revision’s approval', async () => {
    const customer = await signUp(app);
    const accountId = await submittedKyc(app, customer, ids);
    expect((await post(reviewer, '/review/accountDecision', { accountId, decision: 'approve' })).status).toBe(200);
    const stored = await storedIds(customer, accountId);
    const keep = (occupation: number) =>
      otherInfoStep(ids, accountId, customer.email, {
        occupation,
        identificationAttachment: { documentId: stored.identity },
        proofOfAddressAttachment: { documentId: stored.proofOfAddress },
      });
    expect((await post(customer, '/accounts/saveCustomerOtherInfo', keep(3))).status).toBe(200);
    expect((await detail(accountId)).changes.documents).toEqual([]);
    expect((await post(reviewer, '/review/accountDecision', { accountId, decision: 'approve' })).status).toBe(200);
    expect(await storedIds(customer, accountId)).toEqual(stored);
    expect((await get(customer, `/documents/${stored.identity}`)).status).toBe(200);
  });
});
