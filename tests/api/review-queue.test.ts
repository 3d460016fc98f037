import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../helpers/app';
import {
  referenceIds,
  requestOk,
  signedInReviewer,
  submittedKyc,
  type Json,
  type ReferenceIds,
  type Reviewer,
} from '../helpers/fixtures';

/** Issue 24: a queue a team can work: search, "assign to me", who has a case. */

let app: TestApp;
let ids: ReferenceIds;
let ada: Reviewer;
let bola: Reviewer;

beforeAll(async () => {
  app = await createTestApp();
  ids = await referenceIds(app);
  ada = await signedInReviewer(app, 'ada.reviewer@payway.example');
  bola = await signedInReviewer(app, 'bola.reviewer@payway.example');
});
afterAll(() => app.close());

const queue = async (who: Reviewer, query: string) =>
  (await requestOk(app, `/review/queue?${query}`, { token: who.token })).items as Json[];
const idsOf = (items: Json[]) => items.map((item) => item.subjectId);

const letters = () =>
  Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

describe('the review queue', () => {
  it('finds a case by customer name, email or account id, and by nothing else', async () => {
    // Emails without digits: a search by account id also finds emails holding those digits.
    const customer = await signUp(app, `zanele.${letters()}@example.com`);
    const accountId = await submittedKyc(app, customer, ids, { firstName: 'Zanele', lastName: 'Mbeki' });
    const other = await submittedKyc(app, await signUp(app, `other.${letters()}@example.com`), ids);
    expect(idsOf(await queue(ada, 'q=zanele%20mb'))).toEqual([String(accountId)]);
    expect(idsOf(await queue(ada, `q=${encodeURIComponent(customer.email.toUpperCase())}`))).toEqual([
      String(accountId),
    ]);
    expect(idsOf(await queue(ada, `q=${accountId}`))).toEqual([String(accountId)]);
    expect(idsOf(await queue(ada, 'q=100%25'))).toEqual([]);
    expect(idsOf(await queue(ada, 'q='))).toEqual(expect.arrayContaining([String(accountId), String(other)]));
    const tooLong = await app.request(`/review/queue?q=${'x'.repeat(101)}`, { token: ada.token });
    expect(tooLong.status).toBe(400);
  });

  it('"assign to me" shows who has the case to every reviewer; another reviewer can still open it and take it', async () => {
    const accountId = await submittedKyc(app, await signUp(app), ids);
    const item = async (who: Reviewer) => (await queue(who, `q=${accountId}`))[0];
    expect((await item(ada)).assignedTo).toBeNull();
    expect(
      await requestOk(app, '/review/assignment', {
        token: ada.token,
        json: { subjectType: 'account', subjectId: String(accountId) },
      }),
    ).toEqual({
      assignedTo: ada.email,
    });
    expect((await item(bola)).assignedTo).toBe(ada.email);
    const detail = await requestOk(app, `/review/detail?subject_type=account&subject_id=${accountId}`, {
      token: bola.token,
    });
    expect(detail.assignedTo).toBe(ada.email);
    await requestOk(app, '/review/assignment', {
      token: bola.token,
      json: { subjectType: 'account', subjectId: String(accountId) },
    });
    expect((await item(ada)).assignedTo).toBe(bola.email);
    const unknown = await app.request('/review/assignment', {
      method: 'POST',
      token: ada.token,
      json: { subjectType: 'account', subjectId: '999999' },
    });
    expect(unknown.status).toBe(404);
    const customer = await signUp(app);
    const refused = await app.request('/review/assignment', {
      method: 'POST',
      token: customer.token,
      json: { subjectType: 'account', subjectId: String(accountId) },
    });
    expect(refused.status).toBe(403);
  });
});
