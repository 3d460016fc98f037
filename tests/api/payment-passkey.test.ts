import { createHash, createHmac, createPublicKey, hkdfSync, verify } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '../../src/contract/message-texts';
import { processKeyring } from '../../server/storage/document-crypto';
import { createTestApp, type TestApp } from '../helpers/app';
import {
  createdPayment,
  fiatPayment,
  onboardedCustomer,
  referenceIds,
  requestOk,
  signedInReviewer,
  type Json,
  type ReferenceIds,
} from '../helpers/fixtures';
import { softAuthenticator, type Ceremony, type SoftAuthenticator } from '../helpers/soft-authenticator';

/*
 * Payments confirmed with a passkey (issue 47 items 3-4): real assertions by a software authenticator, verified by
 * the server's library against the request as it is when the assertion arrives.
 */

const ORIGIN = 'https://pay.example.com';
const RP_ID = 'pay.example.com';
let app: TestApp;
let ids: ReferenceIds;
beforeAll(async () => {
  app = await createTestApp({ env: { PUBLIC_URL: ORIGIN } });
  ids = await referenceIds(app);
});
afterAll(() => app.close());

type Customer = Awaited<ReturnType<typeof onboardedCustomer>>;
const json = async (response: Response) => (await response.json()) as Json;

/** A wire to a third party: the page restates its amount, currency, recipient and masked account. */
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

async function customerWithPasskey(deviceName = 'My phone') {
  const customer = await onboardedCustomer(app, ids);
  const authenticator = softAuthenticator({ origin: ORIGIN, rpId: RP_ID });
  const { options } = await requestOk(app, '/settings/passkeys/registrationOptions', {
    token: customer.token,
    json: { password: customer.password },
  });
  await requestOk(app, '/settings/passkeys', {
    token: customer.token,
    json: { deviceName, credential: authenticator.register(options) },
  });
  return { customer, authenticator };
}

const options = (customer: Customer, transactionId: string) =>
  requestOk(app, '/payment/passkeyOptions', { token: customer.token, json: { transactionId } });

const confirm = (customer: Customer, transactionId: string, credential: unknown) =>
  app.request('/payment/confirmWithPasskey', {
    method: 'POST',
    token: customer.token,
    json: { transactionId, credential },
  });

async function signed(
  customer: Customer,
  authenticator: SoftAuthenticator,
  transactionId: string,
  ceremony: Ceremony & { counter?: number } = {},
) {
  const { options: requestOptions } = await options(customer, transactionId);
  return authenticator.assert(requestOptions.challenge, ceremony);
}

async function expectRefused(answer: Response, status: number, errorId: keyof typeof SERVER_MESSAGES) {
  expect(answer.status).toBe(status);
  expect(await json(answer)).toMatchObject({ errorId, errorMessage: SERVER_MESSAGES[errorId] });
}

const statusOf = async (transactionId: string) =>
  (
    await app.deps.db
      .selectFrom('payment_requests')
      .select('payment_status')
      .where('transaction_id', '=', transactionId)
      .executeTakeFirstOrThrow()
  ).payment_status;

describe('confirming a payment request with a passkey', () => {
  it('hands out a challenge bound to the request as the page restates it, only to a customer with a passkey', async () => {
    const { customer } = await customerWithPasskey();
    const transactionId = await createdPayment(app, customer, wire());
    const answer = await options(customer, transactionId);
    expect(answer).toMatchObject({
      transactionId,
      payment: {
        amount: 1250.5,
        currency: 'CAD',
        recipientName: 'Ada Obi',
        maskedAccount: '•••• 6789',
        institution: 'Royal Bank of Canada',
      },
      options: { rpId: RP_ID, userVerification: 'required' },
    });
    expect(answer.options.allowCredentials).toHaveLength(1);

    const without = await onboardedCustomer(app, ids);
    const other = await createdPayment(app, without, wire());
    await expectRefused(
      await app.request('/payment/passkeyOptions', {
        method: 'POST',
        token: without.token,
        json: { transactionId: other },
      }),
      404,
      'noPasskeyToConfirm',
    );
  });

  it('refuses an assertion once the amount, the recipient, the currency or an account not restated changed after the challenge', async () => {
    const { customer, authenticator } = await customerWithPasskey();
    const transactionId = await createdPayment(app, customer, wire());
    const changes = [
      { amount: '9999' },
      { ben_full_name: 'Mallory' },
      { amount_currency: 'USD' },
      { account_number: '9999996789' },
    ];
    for (const change of changes) {
      const assertion = await signed(customer, authenticator, transactionId);
      const original = await app.deps.db
        .selectFrom('payment_requests')
        .selectAll()
        .where('transaction_id', '=', transactionId)
        .executeTakeFirstOrThrow();
      await app.deps.db
        .updateTable('payment_requests')
        .set(change)
        .where('transaction_id', '=', transactionId)
        .execute();
      await expectRefused(await confirm(customer, transactionId, assertion), 409, 'paymentChangedSincePasskey');
      const restore = Object.fromEntries(
        Object.keys(change).map((column) => [column, original[column as keyof typeof original]]),
      );
      await app.deps.db
        .updateTable('payment_requests')
        .set(restore)
        .where('transaction_id', '=', transactionId)
        .execute();
      // Used up: once the request is as it was signed again, the same assertion is a replay.
      await expectRefused(await confirm(customer, transactionId, assertion), 400, 'passkeyChallengeExpired');
    }
    expect(await statusOf(transactionId)).toBe(1);
  });

  it('refuses an assertion made for request A presented for request B, and one replayed after it confirmed', async () => {
    const { customer, authenticator } = await customerWithPasskey();
    const a = await createdPayment(app, customer, wire());
    const b = await createdPayment(app, customer, wire());
    const forA = await signed(customer, authenticator, a);
    await expectRefused(await confirm(customer, b, forA), 409, 'passkeyForAnotherPayment');
    expect(await statusOf(b)).toBe(1);

    const again = await signed(customer, authenticator, b);
    expect((await confirm(customer, b, again)).status).toBe(200);
    expect((await confirm(customer, b, again)).status).toBe(404);
  });

  it("refuses another site's assertion, another RP id's, one without user verification, and another user's passkey", async () => {
    const { customer, authenticator } = await customerWithPasskey();
    const transactionId = await createdPayment(app, customer, wire());
    const refusals: Array<[Ceremony, keyof typeof SERVER_MESSAGES]> = [
      [{ origin: 'https://pay-example.phish.test' }, 'passkeyNotVerified'],
      [{ rpId: 'phish.test' }, 'passkeyNotVerified'],
      [{ userVerified: false }, 'passkeyUserNotVerified'],
    ];
    for (const [ceremony, errorId] of refusals)
      await expectRefused(
        await confirm(customer, transactionId, await signed(customer, authenticator, transactionId, ceremony)),
        400,
        errorId,
      );

    const stranger = await customerWithPasskey();
    await expectRefused(
      await confirm(customer, transactionId, await signed(customer, stranger.authenticator, transactionId)),
      401,
      'passkeyNotRecognised',
    );
    expect(await statusOf(transactionId)).toBe(1);
  });

  it('refuses a signature counter that goes backwards and mails the owner', async () => {
    const { customer, authenticator } = await customerWithPasskey();
    const first = await createdPayment(app, customer, wire());
    expect((await confirm(customer, first, await signed(customer, authenticator, first, { counter: 5 }))).status).toBe(
      200,
    );
    const second = await createdPayment(app, customer, wire());
    await expectRefused(
      await confirm(customer, second, await signed(customer, authenticator, second, { counter: 3 })),
      401,
      'passkeyCounterWentBack',
    );
    expect(await statusOf(second)).toBe(1);
    await app.jobsDone();
    expect(app.mailer.sent.filter((mail) => mail.to === customer.email).map((mail) => mail.subject)).toContain(
      'A passkey of yours was refused',
    );
  });

  it('keeps what was signed: the evidence re-verifies from the database rows with the public key alone; reviewers and integrators see the method', async () => {
    const { customer, authenticator } = await customerWithPasskey('Pixel 9');
    const transactionId = await createdPayment(app, customer, wire());
    const confirmed = await confirm(customer, transactionId, await signed(customer, authenticator, transactionId));
    expect(confirmed.status).toBe(200);

    const row = await app.deps.db
      .selectFrom('payment_confirmations as c')
      .innerJoin('payment_requests as p', 'p.id', 'c.payment_request_id')
      .selectAll('c')
      .select(['p.transaction_id', 'p.amount', 'p.amount_currency', 'p.ben_full_name', 'p.account_number'])
      .where('p.transaction_id', '=', transactionId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ method: 'passkey', device_name: 'Pixel 9', credential_id: authenticator.id });

    // What was signed: authenticator data || SHA-256(client data), by the key whose public half is kept (COSE, P-256).
    const cose = isoCBOR.decodeFirst<Map<number, Uint8Array>>(new Uint8Array(row.credential_public_key!));
    const publicKey = createPublicKey({
      key: {
        kty: 'EC',
        crv: 'P-256',
        x: Buffer.from(cose.get(-2)!).toString('base64url'),
        y: Buffer.from(cose.get(-3)!).toString('base64url'),
      },
      format: 'jwk',
    });
    const authenticatorData = Buffer.from(row.authenticator_data!);
    const clientDataJSON = Buffer.from(row.client_data_json!);
    const signedBytes = Buffer.concat([authenticatorData, createHash('sha256').update(clientDataJSON).digest()]);
    expect(verify('sha256', signedBytes, publicKey, Buffer.from(row.signature!))).toBe(true);
    expect(
      verify('sha256', Buffer.concat([signedBytes, Buffer.from([0])]), publicKey, Buffer.from(row.signature!)),
    ).toBe(false);
    expect(authenticatorData.subarray(0, 32)).toEqual(createHash('sha256').update(RP_ID).digest());
    expect(authenticatorData[32]! & 0x04).toBe(0x04);
    const clientData = JSON.parse(clientDataJSON.toString()) as { type: string; challenge: string; origin: string };
    expect(clientData).toMatchObject({ type: 'webauthn.get', origin: ORIGIN, challenge: row.challenge });

    // The challenge is the keyed digest of the content kept, which restates this request.
    const digestKey = hkdfSync('sha256', processKeyring().current.key, Buffer.alloc(0), 'payway-digest-v1', 32);
    const challenge = createHmac('sha256', Buffer.from(digestKey))
      .update(`payment-passkey:${row.signed_content}`)
      .digest()
      .toString('base64url');
    expect(challenge).toBe(row.challenge);
    expect(row.digest_key_id).toBe(processKeyring().current.id);
    expect(JSON.parse(row.signed_content!)).toMatchObject({
      transactionId,
      payment: {
        amount: Number(row.amount),
        currency: row.amount_currency,
        recipientName: row.ben_full_name,
        maskedAccount: `•••• ${row.account_number!.slice(-4)}`,
      },
    });

    const reviewer = await signedInReviewer(app, 'payment.passkey.reviewer@payway.example');
    const detail = await requestOk(app, `/review/detail?subject_type=payment&subject_id=${transactionId}`, {
      token: reviewer.token,
    });
    const fields = (detail.sections as Json[]).flatMap((section) => section.fields as Json[]);
    expect(fields.find((field) => field.key === 'confirmedWith')).toMatchObject({
      value: 'A passkey on Pixel 9',
      raw: { kind: 'confirmation', method: 'passkey', deviceName: 'Pixel 9' },
    });

    const event = await app.deps.db
      .selectFrom('webhook_events')
      .select('payload')
      .where('subject_id', '=', transactionId)
      .where('type', '=', 'payment.confirmed')
      .executeTakeFirstOrThrow();
    expect((event.payload as Json).data).toEqual({
      transactionId,
      status: 'awaitingAccountApproval',
      statusId: 8,
      method: 'passkey',
      sequence: 2,
    });
  });

  it('keeps the email code as the other way, named as such for reviewers and integrators', async () => {
    const customer = await onboardedCustomer(app, ids);
    const transactionId = await createdPayment(app, customer, wire());
    const { paymentToken } = await requestOk(
      app,
      `/payment/paymentToken?customer_email=${encodeURIComponent(customer.email)}&transactionId=${transactionId}`,
      {
        token: customer.token,
      },
    );
    await requestOk(app, '/payment/validatePaymentToken', {
      token: customer.token,
      json: { email: customer.email, token: paymentToken, transactionId },
    });
    const reviewer = await signedInReviewer(app, 'payment.code.reviewer@payway.example');
    const detail = await requestOk(app, `/review/detail?subject_type=payment&subject_id=${transactionId}`, {
      token: reviewer.token,
    });
    const fields = (detail.sections as Json[]).flatMap((section) => section.fields as Json[]);
    expect(fields.find((field) => field.key === 'confirmedWith')).toMatchObject({ value: 'The email code' });
    const event = await app.deps.db
      .selectFrom('webhook_events')
      .select('payload')
      .where('subject_id', '=', transactionId)
      .where('type', '=', 'payment.confirmed')
      .executeTakeFirstOrThrow();
    expect((event.payload as Json).data).toMatchObject({ method: 'emailCode' });
  });
});
