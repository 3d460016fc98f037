import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '../../src/contract/message-texts';
import { createReviewer } from '../../server/services/review/reviewer-accounts';
import { resetReviewerTwoFactor } from '../../server/services/auth/staff-two-factor';
import { createTestApp, signUp, type TestApp } from '../helpers/app';
import {
  referenceIds,
  requestOk,
  setPasswordAndSignIn,
  signedInReviewer,
  submittedKyc,
  totpCode,
  type Json,
  type ReferenceIds,
  type Reviewer,
} from '../helpers/fixtures';

/* Sessions know their factors (issue 47 item 8): the back office asks the session, not the user, for a second factor. */

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
const get = (token: string, path: string) => app.request(path, { token });
const signIn = (body: Json) => app.request('/auth/authenticate', { method: 'POST', json: body });

/** A document of a submitted account, as the back office links it (path under /api/v1). */
async function customerDocumentPath() {
  const customer = await signUp(app);
  const accountId = await submittedKyc(app, customer, ids);
  const detail = await requestOk(app, `/review/detail?subject_type=account&subject_id=${accountId}`, {
    token: reviewer.token,
  });
  const url = JSON.stringify(detail).match(/\/api\/v1(\/review\/documents\/[\w-]+)/)![1];
  return url;
}

async function reviewerWithoutTotp(email: string, password = 'reviewer passphrase') {
  await app.deps.db.transaction().execute((trx) => createReviewer(trx, email));
  const session = await setPasswordAndSignIn(app, email, password);
  return { email, password, token: session.token as string };
}

describe('the back office asks every route for a second factor of the session', () => {
  it("does not hand a customer's document to a reviewer who has not set up TOTP", async () => {
    const path = await customerDocumentPath();
    expect((await get(reviewer.token, path)).status).toBe(200);
    const newcomer = await reviewerWithoutTotp('no.totp.yet@payway.example');
    const answer = await get(newcomer.token, path);
    expect(answer.status).toBe(403);
    expect((await json(answer)).errorMessage).toBe(SERVER_MESSAGES.twoFactorSetupRequired);
  });

  it('ends a session signed in by the password alone once TOTP is turned on in another', async () => {
    const { email, password, token: before } = await reviewerWithoutTotp('early.session@payway.example');
    const other = await requestOk(app, '/auth/authenticate', { json: { username: email, password } });
    const { secret } = await requestOk(app, '/settings/twoFactor/setup', { token: other.token, json: { password } });
    await requestOk(app, '/settings/twoFactor/enable', {
      token: other.token,
      json: { code: totpCode(secret, app.deps.now()) },
    });
    expect((await get(other.token, '/review/queue')).status).toBe(200);
    expect((await get(before, '/review/queue')).status).toBe(401);
    expect((await get(before, await customerDocumentPath())).status).toBe(401);
  });

  it('refuses a password-only session of a reviewer whose TOTP is on (a session from before the factors were kept)', async () => {
    const row = await app.deps.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', reviewer.email)
      .executeTakeFirstOrThrow();
    const { createSession } = await import('../../server/services/auth/sessions');
    const old = await createSession(app.deps.db, app.deps.now(), row.id, 1, {}, ['password']);
    for (const path of ['/review/queue', await customerDocumentPath()]) {
      const answer = await get(old.token, path);
      expect(answer.status).toBe(403);
      expect((await json(answer)).errorMessage).toBe(SERVER_MESSAGES.secondFactorSignInRequired);
    }
  });

  it('records the factors of each sign-in', async () => {
    const customer = await signUp(app);
    const byCode = await app.deps.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select('factors')
      .where('email', '=', customer.email)
      .execute();
    expect(byCode.map((row) => row.factors)).toEqual([['emailCode']]);
    app.advance(30_000);
    const withTotp = await json(
      await signIn({
        username: reviewer.email,
        password: reviewer.password,
        totpCode: totpCode(reviewer.totpSecret, app.deps.now()),
      }),
    );
    const factors = await app.deps.db
      .selectFrom('sessions')
      .select('factors')
      .where(
        'user_id',
        '=',
        (
          await app.deps.db
            .selectFrom('users')
            .select('id')
            .where('email', '=', reviewer.email)
            .executeTakeFirstOrThrow()
        ).id,
      )
      .where('revoked_at', 'is', null)
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(withTotp.token).toBeTruthy();
    expect(factors.factors).toEqual(['password', 'totp']);
  });
});

describe('changes that end the other sessions', () => {
  it('turning TOTP off ends the other sessions, not this one', async () => {
    const customer = await signUp(app);
    const other = await requestOk(app, '/auth/authenticate', {
      json: { username: customer.email, password: customer.password },
    });
    const { secret } = await requestOk(app, '/settings/twoFactor/setup', {
      token: customer.token,
      json: { password: customer.password },
    });
    await requestOk(app, '/settings/twoFactor/enable', {
      token: customer.token,
      json: { code: totpCode(secret, app.deps.now()) },
    });
    expect((await get(other.token, '/settings/twoFactor')).status).toBe(401);
    app.advance(30_000);
    const third = await requestOk(app, '/auth/authenticate', {
      json: { username: customer.email, password: customer.password, totpCode: totpCode(secret, app.deps.now()) },
    });
    app.advance(30_000);
    await requestOk(app, '/settings/twoFactor/disable', {
      token: customer.token,
      json: { password: customer.password, code: totpCode(secret, app.deps.now()) },
    });
    expect((await get(third.token, '/settings/twoFactor')).status).toBe(401);
    expect((await get(customer.token, '/settings/twoFactor')).status).toBe(200);
  });

  it("an operator's reset ends every session of the reviewer", async () => {
    const staff = await signedInReviewer(app, 'reset.me@payway.example');
    await app.deps.db.transaction().execute((trx) =>
      resetReviewerTwoFactor(trx, app.deps.now(), staff.email, {
        id: null,
        email: 'operator@payway.example',
        role: 'operator',
      }),
    );
    expect((await get(staff.token, '/review/queue')).status).toBe(401);
  });

  it('sign out everywhere ends this session and the others', async () => {
    const customer = await signUp(app);
    const other = await requestOk(app, '/auth/authenticate', {
      json: { username: customer.email, password: customer.password },
    });
    await requestOk(app, '/auth/signOutEverywhere', { token: customer.token, json: {} });
    expect((await get(customer.token, '/settings/twoFactor')).status).toBe(401);
    expect((await get(other.token, '/settings/twoFactor')).status).toBe(401);
  });
});
