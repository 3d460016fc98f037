import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importList } from '../../server/screening/import-list';
import { verifyAuditChain } from '../../server/services/compliance/audit-chain';
import { eraseExpiredAccounts } from '../../server/services/compliance/retention';
import { SERVER_MESSAGES } from '../../src/contract/message-texts';
import { createTestApp, type TestApp } from '../helpers/app';
import { columnsHolding } from '../helpers/database-search';
import {
  accountWithIdentity,
  createdPayment,
  decideAccount,
  fiatPayment,
  frenchResident,
  identityStep,
  otherInfoStep,
  pngSaying,
  referenceIds,
  requestOk,
  saveStep,
  signedInReviewer,
  signedInSubUser,
  submittedKyc,
  type Json,
  type ReferenceIds,
  type Reviewer,
} from '../helpers/fixtures';
import { softAuthenticator } from '../helpers/soft-authenticator';

/*
 * Issue 49 item 6: a customer's erasure request (Settings) closes what is open, erases at once what no law requires
 * and says what is kept until when; after the retention period nothing personal is left anywhere in the database.
 */

const ORIGIN = 'https://pay.example.com';
const RP_ID = 'pay.example.com';
const YEAR = 366 * 86_400_000;
let app: TestApp;
let ids: ReferenceIds;
let reviewer: Reviewer;

beforeAll(async () => {
  app = await createTestApp({ env: { PUBLIC_URL: ORIGIN } });
  ids = await referenceIds(app);
  reviewer = await signedInReviewer(app);
});
afterAll(() => app.close());

const unique = () => Math.random().toString(36).slice(2, 8);
const letters = (length: number) =>
  Array.from({ length }, () => 'bcdfghjklmnpqrstvwxz'[Math.floor(Math.random() * 20)])
    .join('')
    .replace(/^./, (first) => first.toUpperCase());
/** A digit string of `length`, not starting with 0. */
const digits = (length: number) => String(Math.floor(10 ** (length - 1) + Math.random() * 9 * 10 ** (length - 1)));

/** A customer registered with an email and phone of their own, signed in. */
async function register() {
  const email = `erase.${unique()}@example.com`;
  const password = 'correct horse battery';
  const phone = `80${digits(8)}`;
  const registered = await app.request('/auth/register', {
    method: 'POST',
    json: { emailAddress: email, password, mobileNumber01: phone, countryCode: '+234' },
  });
  expect(registered.status).toBe(200);
  const sent = (await (await app.request(`/auth/token/send/${encodeURIComponent(email)}`)).json()) as Json;
  const verified = (await (
    await app.request('/auth/token/validate', { method: 'POST', json: { email, token: sent.message } })
  ).json()) as Json;
  return { email, password, phone, token: verified.token as string };
}
type Customer = Awaited<ReturnType<typeof register>>;

const erase = (customer: { token: string }, password: string) =>
  app.request('/settings/erasure', { method: 'POST', token: customer.token, json: { password } });

const sessionsOf = async (email: string) => {
  const user = await app.deps.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  return user
    ? (await app.deps.db.selectFrom('sessions').select('token_hash').where('user_id', '=', user.id).execute()).length
    : 0;
};

/** An approved individual account with a name, a phone and a passport photo of this customer's own. */
async function approvedAccount(customer: Customer, person: { firstName: string; lastName: string; photo: Buffer }) {
  const accountId = await accountWithIdentity(app, customer, ids, {
    ...(await frenchResident(app)),
    firstName: person.firstName,
    lastName: person.lastName,
    mobileNumber: `6${digits(8)}`,
  });
  await saveStep(
    app,
    customer,
    'saveCustomerOtherInfo',
    otherInfoStep(ids, accountId, customer.email, { identificationAttachment: person.photo.toString('base64') }),
  );
  await decideAccount(app, reviewer, { accountId, decision: 'approve', reason: `${person.firstName} checked` });
  return accountId;
}

describe('an erasure request', () => {
  it('refuses a wrong password and changes nothing', async () => {
    const customer = await register();
    const accountId = await submittedKyc(app, customer, ids);
    const refused = await erase(customer, 'not my password');
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      errorId: 'wrongPassword',
      errorMessage: SERVER_MESSAGES.wrongPassword,
    });
    expect(await sessionsOf(customer.email)).toBe(1);
    const account = await app.deps.db
      .selectFrom('accounts')
      .select(['erased_at', 'closed_at', 'display_name'])
      .where('id', '=', accountId)
      .executeTakeFirstOrThrow();
    expect(account).toEqual({ erased_at: null, closed_at: null, display_name: expect.any(String) });
    expect((await app.request('/settings/twoFactor', { token: customer.token })).status).not.toBe(401);
  });

  it('erases at once a customer never approved: nothing kept, signed out, no trace of the name, email or phone', async () => {
    const customer = await register();
    const name = letters(9);
    await accountWithIdentity(app, customer, ids, {
      firstName: name,
      lastName: 'Draftly',
      mobileNumber: customer.phone,
    });
    expect(await columnsHolding(app.deps.db, [name, customer.email])).not.toEqual([]);
    const answer = await erase(customer, customer.password);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ keptUntil: null, erasedAccounts: 1, keptAccounts: 0, cancelledPayments: 0 });
    expect((await app.request('/settings/twoFactor', { token: customer.token })).status).toBe(401);
    expect(await columnsHolding(app.deps.db, [name, customer.email, customer.phone])).toEqual([]);
    expect((await verifyAuditChain(app.deps.db)).firstBreak).toBeNull();
  }, 60_000);

  it('closes an approved account, deletes its draft changes, ends every session and says until when it is kept; a second request is refused', async () => {
    const customer = await register();
    const accountId = await approvedAccount(customer, {
      firstName: letters(8),
      lastName: letters(8),
      photo: pngSaying(unique()),
    });
    // A proposed change, not sent: a draft on the server.
    await saveStep(
      app,
      customer,
      'saveOrUpdateCustomerIdentity',
      identityStep(ids, accountId, customer.email, { ...(await frenchResident(app)), streetAddress: '9 Draft Street' }),
    );
    // And a new passport photo sent with it, never decided: not a record the law asks to keep.
    const proposedPhoto = pngSaying(unique());
    await saveStep(
      app,
      customer,
      'saveCustomerOtherInfo',
      otherInfoStep(ids, accountId, customer.email, { identificationAttachment: proposedPhoto.toString('base64') }),
    );
    const [revision] = await app.deps.db
      .selectFrom('account_revisions')
      .select('steps')
      .where('account_id', '=', accountId)
      .execute();
    const proposedDocuments = Object.values(revision.steps).flatMap((step) => Object.values(step.documents));
    expect(proposedDocuments).toHaveLength(2);
    const storedDocuments = () =>
      app.deps.db.selectFrom('documents').select('id').where('id', 'in', proposedDocuments).execute();
    expect(await storedDocuments()).toHaveLength(2);
    const other = await app.request('/auth/authenticate', {
      method: 'POST',
      json: { username: customer.email, password: customer.password },
    });
    expect(other.status).toBe(200);
    expect(await sessionsOf(customer.email)).toBe(2);

    const before = Date.now();
    const answer = await erase(customer, customer.password);
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as Json;
    expect(body).toMatchObject({ erasedAccounts: 0, keptAccounts: 1, cancelledPayments: 0 });
    const keptUntil = new Date(body.keptUntil);
    const expected = new Date(before);
    expected.setUTCFullYear(expected.getUTCFullYear() + 5);
    expect(Math.abs(keptUntil.getTime() - expected.getTime())).toBeLessThan(60_000);

    const account = await app.deps.db
      .selectFrom('accounts')
      .selectAll()
      .where('id', '=', accountId)
      .executeTakeFirstOrThrow();
    expect(account.closed_at).not.toBeNull();
    expect(account.relationship_ended_at?.getTime()).toBe(account.closed_at?.getTime());
    expect(account.erased_at).toBeNull();
    expect(
      await app.deps.db.selectFrom('account_revisions').select('id').where('account_id', '=', accountId).execute(),
    ).toEqual([]);
    expect(await storedDocuments()).toEqual([]);
    const user = await app.deps.db
      .selectFrom('users')
      .select(['id', 'email', 'mobile_number'])
      .where(
        'id',
        '=',
        (
          await app.deps.db
            .selectFrom('accounts')
            .select('owner_user_id')
            .where('id', '=', accountId)
            .executeTakeFirstOrThrow()
        ).owner_user_id,
      )
      .executeTakeFirstOrThrow();
    expect(user.mobile_number).toBe('');
    expect(
      await app.deps.db.selectFrom('sessions').select('token_hash').where('user_id', '=', user.id).execute(),
    ).toEqual([]);
    expect((await app.request('/settings/twoFactor', { token: customer.token })).status).toBe(401);
    // A second request: the session is gone, and the password no longer signs in.
    expect((await erase(customer, customer.password)).status).toBe(401);
    const signIn = await app.request('/auth/authenticate', {
      method: 'POST',
      json: { username: customer.email, password: customer.password },
    });
    expect(signIn.status).not.toBe(200);
    const audit = await app.deps.db
      .selectFrom('audit_events')
      .select('action')
      .where('subject_id', 'in', [user.id, String(accountId)])
      .execute();
    expect(audit.map((row) => row.action)).toEqual(expect.arrayContaining(['erasure_requested', 'account_closed']));
    expect((await verifyAuditChain(app.deps.db)).firstBreak).toBeNull();
  });

  it('is refused to a secondary profile and to staff', async () => {
    const owner = await register();
    const sub = await signedInSubUser(app, owner);
    const subAnswer = await erase(sub, 'sub user passphrase');
    expect(subAnswer.status).toBe(403);
    expect(await subAnswer.json()).toMatchObject({ errorId: 'ownerErasesOnly' });
    const staff = await erase(reviewer, 'reviewer passphrase');
    expect(staff.status).toBe(403);
    expect(await staff.json()).toMatchObject({ errorId: 'staffCannotErase' });
  });
});

describe('erasure after the retention that followed a request', () => {
  it('leaves no personal field or document anywhere: accounts, payments, methods, passkeys, screening hits, sessions, jobs; the chain verifies', async () => {
    const customer = await register();
    const firstName = letters(9);
    const lastName = letters(10);
    const photo = pngSaying(`passport of ${firstName}`);
    const recipient = `${letters(8)} ${letters(9)}`;
    const unsentRecipient = `${letters(8)} ${letters(9)}`;
    const recipientAccount = digits(10);
    const reference = `REF-${letters(10)}`;
    const iban = 'FR7630006000011234567890189';
    // The published list holds someone whose name is one letter away from the recipient's.
    const listed = recipient.replace(/.$/, (last) => (last === 'x' ? 'z' : 'x'));
    await importList(app.deps.db, app.deps.jobs, {
      name: 'erasure-test',
      format: 'ftm',
      version: '1',
      entries: [
        {
          externalId: 'listed-1',
          schema: 'Person',
          caption: listed,
          names: [listed],
          birthDates: [],
          countries: [],
          programs: ['TEST'],
          topics: ['sanction'],
        },
      ],
    });
    await app.jobsDone();

    const accountId = await approvedAccount(customer, { firstName, lastName, photo });
    const sub = await signedInSubUser(app, customer);
    // A passkey named after the customer, confirming a wire to a third party.
    const authenticator = softAuthenticator({ origin: ORIGIN, rpId: RP_ID });
    const { options } = await requestOk(app, '/settings/passkeys/registrationOptions', {
      token: customer.token,
      json: { password: customer.password },
    });
    await requestOk(app, '/settings/passkeys', {
      token: customer.token,
      json: { deviceName: `${firstName}'s phone`, credential: authenticator.register(options) },
    });
    const method = await app.request('/payment/addPaymentDetail', {
      method: 'POST',
      token: customer.token,
      json: {
        accountName: '',
        accountId,
        userEmailAddress: customer.email,
        currencyCode: 'EUR',
        country: 'FR',
        bank: 'BNP Paribas',
        accountNumber_walletAddress: iban,
        bic: 'BNPAFRPP',
      },
    });
    expect(method.status, await method.clone().text()).toBe(200);
    const wire = (name: string) =>
      fiatPayment(ids, {
        destination: 'Third Party',
        accountNumber: recipientAccount,
        bankName: 'Royal Bank of Canada',
        bankAddress: '1 Bank Road, Toronto',
        swiftCode: 'ROYCCAT2',
        benFullName: name,
        benAddress: `1 ${lastName} Street, Lagos`,
        paymentReference: reference,
        purposeOfPayment: '',
        bankCode: undefined,
      });
    const customerSession = { ...customer, password: customer.password };
    const confirmedId = await createdPayment(app, customerSession, wire(recipient));
    const { options: passkeyOptions } = await requestOk(app, '/payment/passkeyOptions', {
      token: customer.token,
      json: { transactionId: confirmedId },
    });
    const confirmed = await app.request('/payment/confirmWithPasskey', {
      method: 'POST',
      token: customer.token,
      json: { transactionId: confirmedId, credential: authenticator.assert(passkeyOptions.challenge) },
    });
    expect(confirmed.status, await confirmed.clone().text()).toBe(200);
    const unsentId = await createdPayment(app, customerSession, wire(unsentRecipient));
    await app.jobsDone();
    const hits = await app.deps.db
      .selectFrom('screening_hits')
      .select(['id', 'person'])
      .where('payment_request_id', 'is not', null)
      .execute();
    const hit = hits.find((row) => JSON.stringify(row.person).includes(recipient));
    expect(hit, 'the recipient is screened against the list').toBeDefined();
    await requestOk(app, '/review/screeningHit', {
      token: reviewer.token,
      json: { hitId: hit!.id, decision: 'falseMatch', reason: `${recipient} was born elsewhere` },
    });

    const needles = [
      firstName,
      lastName,
      customer.email,
      customer.phone,
      recipient,
      unsentRecipient,
      recipientAccount,
      reference,
      iban,
      sub.email,
      `passport of ${firstName}`,
    ];
    expect(await columnsHolding(app.deps.db, needles, [photo])).not.toEqual([]);

    const answer = await erase(customer, customer.password);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ keptAccounts: 1, erasedAccounts: 0, cancelledPayments: 2 });
    // The payment never confirmed is erased at once; the confirmed one is cancelled and kept with the record.
    expect(await columnsHolding(app.deps.db, [unsentRecipient])).toEqual([]);
    const statuses = await app.deps.db
      .selectFrom('payment_requests')
      .select(['transaction_id', 'payment_status'])
      .where('transaction_id', 'in', [confirmedId, unsentId])
      .execute();
    expect(statuses.map((row) => row.payment_status)).toEqual([7, 7]);
    expect(await columnsHolding(app.deps.db, [recipient, firstName])).not.toEqual([]);

    expect(await eraseExpiredAccounts(app.deps.db, new Date(Date.now() + 4 * YEAR), 5)).toBe(0);
    expect(
      await eraseExpiredAccounts(app.deps.db, new Date(Date.now() + 5 * YEAR + 86_400_000), 5),
    ).toBeGreaterThanOrEqual(1);
    expect(await columnsHolding(app.deps.db, needles, [photo])).toEqual([]);

    // The tombstone: ids, dates, the decision, the payments' amounts and statuses, the audit rows' hashes.
    const account = await app.deps.db
      .selectFrom('accounts')
      .select(['erased_at', 'closed_at', 'status_id'])
      .where('id', '=', accountId)
      .executeTakeFirstOrThrow();
    expect(account).toMatchObject({ erased_at: expect.any(Date), closed_at: expect.any(Date), status_id: 3 });
    expect(
      (
        await app.deps.db
          .selectFrom('review_decisions')
          .select('decision')
          .where('account_id', '=', accountId)
          .execute()
      ).map((row) => row.decision),
    ).toEqual(['approve']);
    const payment = await app.deps.db
      .selectFrom('payment_requests')
      .select(['amount', 'payment_status', 'ben_full_name'])
      .where('transaction_id', '=', confirmedId)
      .executeTakeFirstOrThrow();
    expect(payment).toMatchObject({ payment_status: 7, ben_full_name: null });
    const hitLeft = await app.deps.db
      .selectFrom('screening_hits')
      .select(['state', 'entry_external_id', 'decision_reason'])
      .where('id', '=', hit!.id)
      .executeTakeFirstOrThrow();
    expect(hitLeft).toEqual({ state: 'falseMatch', entry_external_id: 'listed-1', decision_reason: '' });
    expect((await verifyAuditChain(app.deps.db)).firstBreak).toBeNull();
  }, 120_000);
});
