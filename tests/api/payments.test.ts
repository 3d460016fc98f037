import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_STATUS } from '../../src/contract';
import { SERVER_MESSAGES } from '../../src/contract/message-texts';
import { createTestApp, signUp, type TestApp } from '../helpers/app';
import {
  accountWithIdentity,
  approvedCustomer,
  decideAccount,
  NUBAN,
  onboardedCustomer,
  referenceIds,
  signedInReviewer,
  submittedKyc,
  totpCode,
  type ReferenceIds,
  type Reviewer,
} from '../helpers/fixtures';

let app: TestApp;
let bankCode: string;
let ids: ReferenceIds;
let reviewer: Reviewer;
beforeAll(async () => {
  app = await createTestApp();
  ({ bankCode } = NUBAN);
  ids = await referenceIds(app);
  reviewer = await signedInReviewer(app, 'payments.reviewer@payway.example');
});
afterAll(() => app.close());

/** The reviewer, signed in again once a test moved the clock past the session. */
async function reviewerSession() {
  if ((await app.request('/review/queue', { token: reviewer.token })).status === 401) {
    const signedIn = await json(
      await app.request('/auth/authenticate', {
        method: 'POST',
        json: {
          username: reviewer.email,
          password: reviewer.password,
          totpCode: totpCode(reviewer.totpSecret, app.deps.now()),
        },
      }),
    );
    reviewer.token = signedIn.token;
  }
  return reviewer;
}

/** A customer who may pay, with an approved account: confirmed requests go to the reviewers (status 2). */
const newCustomer = async () => approvedCustomer(app, ids, await reviewerSession());

type User = Awaited<ReturnType<typeof signUp>>;
const json = async (response: Response) => (await response.json()) as Record<string, any>;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n').toString('base64');
const WALLET = '0x52908400098527886E0F7030069857D2E4169EE7';

const base = (user: User) => ({
  customerEmailId: user.email,
  paymentStatus: 1,
  customerPassword: user.password,
  invoiceAttachment: PDF,
  invoiceName: 'invoice-march.pdf',
});
const toBank = () => ({ amountCurrency: 'CAD', amount: 1, accountNumber: NUBAN.accountNumber, bankCode });
const toWire = () => ({
  amountCurrency: 'CAD',
  amount: 1,
  accountNumber: '0123456789',
  bankName: 'Royal Bank of Canada',
});
const toWallet = { crypto: 'USDT', network: 2, walletAddress: WALLET, amount: 25.5 };
const beneficiary = {
  benFullName: 'Ada Obi',
  benAddress: '1 Marina, Lagos',
  postalCode: '101001',
  paymentReference: 'INV-42',
};
const wire = {
  bankAddress: '1 Bank Road, Toronto',
  swiftCode: 'ROYCCAT2',
  intermediaryBank: 'Citibank',
  intermediaryAddress: 'New York',
  intermediarySwiftCode: 'CITIUS33',
  abaSortBsbIfsc: '021000089',
};

/** One valid body per form of the product's seven. */
const VARIANTS = {
  fiat_fiat_self: (user: User) => ({
    ...base(user),
    paymentType: 1,
    destination: 'Self',
    sourceCurrency: 'NGN',
    ...toBank(),
    purposeOfPayment: 'Tuition',
  }),
  fiat_fiat_third_party: (user: User) => ({
    ...base(user),
    paymentType: 1,
    destination: 'Third Party',
    sourceCurrency: 'NGN',
    ...toWire(),
    ...beneficiary,
    ...wire,
  }),
  fiat_crypto_self: (user: User) => ({
    ...base(user),
    paymentType: 2,
    destination: 'Self',
    sourceCurrency: 'USD',
    ...toWallet,
    purposeOfPayment: 'Savings',
  }),
  fiat_crypto_third_party: (user: User) => ({
    ...base(user),
    paymentType: 2,
    destination: 'Third Party',
    sourceCurrency: 'USD',
    ...toWallet,
    ...beneficiary,
  }),
  crypto_fiat_self: (user: User) => ({
    ...base(user),
    paymentType: 3,
    destination: 'Self',
    sourceCurrency: 'BTC',
    ...toBank(),
    purposeOfPayment: 'Rent',
  }),
  crypto_fiat_third_party: (user: User) => ({
    ...base(user),
    paymentType: 3,
    destination: 'Third Party',
    sourceCurrency: 'BTC',
    ...toWire(),
    ...beneficiary,
    ...wire,
  }),
  crypto_crypto: (user: User) => ({
    ...base(user),
    paymentType: 4,
    destination: 'Self',
    sourceCurrency: 'BTC',
    ...toWallet,
    purposeOfPayment: 'Rebalance',
  }),
};

const submit = (user: User, body: unknown, idempotencyKey?: string) =>
  app.request('/payment/saveOrUpdatePaymentRequest', { method: 'POST', json: body, token: user.token, idempotencyKey });
const askToken = (user: User, transactionId?: string, resend = false) =>
  app.request(
    `/payment/paymentToken?customer_email=${encodeURIComponent(user.email)}${transactionId ? `&transactionId=${transactionId}` : ''}${resend ? '&resend=true' : ''}`,
    { token: user.token },
  );
const confirm = (user: User, token: string, transactionId?: string) =>
  app.request('/payment/validatePaymentToken', {
    method: 'POST',
    json: { email: user.email, token, transactionId },
    token: user.token,
  });
const get = (user: User, path: string) => app.request(path, { token: user.token });

async function createRequest(user: User, body: unknown = VARIANTS.fiat_fiat_self(user)) {
  const response = await submit(user, body);
  expect(response.status, JSON.stringify(await response.clone().json())).toBe(200);
  return (await json(response)).transactionId as string;
}

async function createConfirmed(user: User, body?: unknown) {
  const transactionId = await createRequest(user, body);
  const { paymentToken } = await json(await askToken(user, transactionId));
  expect((await confirm(user, paymentToken, transactionId)).status).toBe(200);
  return transactionId;
}

describe('payment requests, per form', () => {
  it('creates a fiat_fiat_self request with status 1, confirms it with the mailed token, then lists and details it', async () => {
    const user = await newCustomer();
    const created = await json(await submit(user, VARIANTS.fiat_fiat_self(user)));
    expect(created).toMatchObject({ paymentStatus: { paymentStatusId: 1 } });
    expect(created.transactionId).toMatch(/^PW[A-Z0-9]{12}$/);
    // Not a request yet: it counts only once its token is validated.
    expect(await json(await get(user, '/payment/payments'))).toEqual([]);
    expect(await json(await get(user, '/payment/paymentByPaymentStatus?payment_status=2'))).toEqual([]);

    const sent = await json(await askToken(user));
    expect(sent.transactionId).toBe(created.transactionId);
    expect(sent.paymentToken).toMatch(/^\d{6}$/);
    expect(app.mailer.sent.at(-1)).toMatchObject({ to: user.email, subject: 'Confirm your payment request' });
    expect(app.mailer.sent.at(-1)!.text).toContain(sent.paymentToken);

    const confirmed = await json(await confirm(user, sent.paymentToken));
    expect(confirmed).toMatchObject({ transactionId: created.transactionId, paymentStatus: { paymentStatusId: 2 } });

    const all = (await json(await get(user, '/payment/payments'))) as unknown as Array<Record<string, any>>;
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({
      transactionId: created.transactionId,
      destination: 'Self',
      amount: 1,
      currency: 'CAD',
      paymentType: { paymentTypeId: 1, paymentType: 'Fiat to fiat' },
    });
    expect(new Date(all[0].dateTime).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(await json(await get(user, '/payment/paymentByPaymentStatus?payment_status=2'))).toHaveLength(1);
    expect(await json(await get(user, '/payment/paymentByPaymentStatus?payment_status=6'))).toEqual([]);
    expect(await json(await get(user, '/payment/paymentByPaymentType?payment_type=1'))).toHaveLength(1);
    expect(await json(await get(user, '/payment/paymentByPaymentType?payment_type=2'))).toEqual([]);

    const detail = await json(await get(user, `/payment/paymentDetail?transaction_id=${created.transactionId}`));
    expect(detail).toMatchObject({
      formKind: 'fiat_fiat_self',
      sourceCurrency: 'NGN',
      amountCurrency: 'CAD',
      bankCode,
      accountNumber: NUBAN.accountNumber,
      purposeOfPayment: 'Tuition',
      invoiceName: 'invoice-march.pdf',
    });
    expect(detail).not.toHaveProperty('customerPassword');
    expect(detail.confirmedAt).not.toBeNull();
    const invoice = await app.request(detail.invoiceUrl.replace('/api/v1', ''), { token: user.token });
    expect(invoice.status).toBe(200);
    expect(Buffer.from(await invoice.arrayBuffer()).toString('base64')).toBe(PDF);
  });

  it.each(Object.entries(VARIANTS))(
    'accepts a valid %s request and stores what its form has',
    async (kind, variant) => {
      const user = await newCustomer();
      const body = variant(user);
      const transactionId = await createConfirmed(user, body);
      const detail = await json(await get(user, `/payment/paymentDetail?transaction_id=${transactionId}`));
      expect(detail.formKind).toBe(kind);
      expect(detail.paymentType.paymentTypeId).toBe(body.paymentType);
      if ('walletAddress' in body)
        expect(detail).toMatchObject({
          crypto: 'USDT',
          walletAddress: WALLET,
          network: { networkId: 2 },
          bankCode: null,
          currency: 'USDT',
          amount: 25.5,
        });
      else expect(detail).toMatchObject({ walletAddress: null, network: null, currency: 'CAD' });
      if (kind.endsWith('third_party'))
        expect(detail).toMatchObject({ benFullName: 'Ada Obi', paymentReference: 'INV-42' });
      if ('swiftCode' in body)
        expect(detail).toMatchObject({
          swiftCode: 'ROYCCAT2',
          intermediarySwiftCode: 'CITIUS33',
          abaSortBsbIfsc: '021000089',
        });
    },
  );
});

describe('refusals', () => {
  let user: User;
  beforeAll(async () => {
    user = await newCustomer();
  });
  const refused = async (body: unknown, status = 400) => {
    const response = await submit(user, body);
    expect(response.status).toBe(status);
    return json(response);
  };

  it('refuses a bad SWIFT/BIC code, also as the intermediary', async () => {
    const bad = await refused({ ...VARIANTS.fiat_fiat_third_party(user), swiftCode: 'ROYC-CA' });
    expect(bad.fieldErrors.swiftCode).toContain('SWIFT/BIC');
    const intermediary = await refused({
      ...VARIANTS.crypto_fiat_third_party(user),
      intermediarySwiftCode: '12345678',
    });
    expect(intermediary.fieldErrors.intermediarySwiftCode).toContain('SWIFT/BIC');
    const lowerCase = await submit(user, { ...VARIANTS.fiat_fiat_third_party(user), swiftCode: 'roycCAT2xxx' });
    expect(lowerCase.status).toBe(200);
  });

  it('refuses a zero or negative amount and more than 2 decimals for a fiat amount', async () => {
    expect((await refused({ ...VARIANTS.fiat_fiat_self(user), amount: -5 })).fieldErrors.amount).toBe(
      'Enter an amount above 0',
    );
    expect((await refused({ ...VARIANTS.fiat_fiat_self(user), amount: 0 })).fieldErrors.amount).toBe(
      'Enter an amount above 0',
    );
    expect((await refused({ ...VARIANTS.fiat_fiat_self(user), amount: 10.123 })).fieldErrors.amount).toBe(
      'Enter the amount with at most 2 decimals',
    );
    expect((await refused({ ...VARIANTS.fiat_fiat_self(user), amount: '10' })).fieldErrors.amount).toBeDefined();
    expect((await submit(user, { ...VARIANTS.crypto_crypto(user), amount: 0.00012345 })).status).toBe(200);
  });

  it('refuses a missing wallet address, network or beneficiary, and a missing invoice', async () => {
    const { walletAddress: _wallet, ...noWallet } = VARIANTS.fiat_crypto_self(user);
    expect((await refused(noWallet)).fieldErrors.walletAddress).toContain('walletAddress');
    expect((await refused({ ...VARIANTS.crypto_crypto(user), walletAddress: '   ' })).fieldErrors.walletAddress).toBe(
      'Enter the wallet address',
    );
    const { benFullName: _name, ...noBeneficiary } = VARIANTS.fiat_fiat_third_party(user);
    expect((await refused(noBeneficiary)).fieldErrors.benFullName).toContain('benFullName');
    expect((await refused({ ...VARIANTS.fiat_fiat_third_party(user), benFullName: ' ' })).fieldErrors.benFullName).toBe(
      "Enter the beneficiary's name",
    );
    expect(
      (await refused({ ...VARIANTS.fiat_fiat_self(user), invoiceAttachment: '' })).fieldErrors.invoiceAttachment,
    ).toBe('Attach the invoice');
    const notADocument = await refused({
      ...VARIANTS.fiat_fiat_self(user),
      invoiceAttachment: Buffer.from('plain text').toString('base64'),
      invoiceName: 'a.pdf',
    });
    expect(notADocument.errorMessage).toBe('a.pdf is not a JPEG, PNG or PDF file: choose another file');
  });

  it('refuses currencies, networks and banks that do not exist or do not fit the payment type', async () => {
    expect(
      (await refused({ ...VARIANTS.fiat_fiat_self(user), sourceCurrency: 'ZZZ' })).fieldErrors.sourceCurrency,
    ).toContain('ZZZ');
    expect(
      (await refused({ ...VARIANTS.fiat_fiat_self(user), sourceCurrency: 'BTC' })).fieldErrors.sourceCurrency,
    ).toContain('fiat');
    expect(
      (await refused({ ...VARIANTS.crypto_fiat_self(user), sourceCurrency: 'NGN' })).fieldErrors.sourceCurrency,
    ).toContain('crypto');
    expect(
      (await refused({ ...VARIANTS.fiat_fiat_self(user), amountCurrency: 'USDT' })).fieldErrors.amountCurrency,
    ).toBeDefined();
    expect((await refused({ ...VARIANTS.fiat_crypto_self(user), crypto: 'EUR' })).fieldErrors.crypto).toBeDefined();
    expect((await refused({ ...VARIANTS.fiat_crypto_self(user), network: 1 })).fieldErrors.network).toBe(
      'Bitcoin does not carry USDT',
    );
    expect((await refused({ ...VARIANTS.fiat_crypto_self(user), network: 999 })).fieldErrors.network).toBe(
      'Choose a network from the list',
    );
    expect((await refused({ ...VARIANTS.fiat_fiat_self(user), bankCode: 'NOPE' })).fieldErrors.bankCode).toBe(
      'Choose a bank from the list',
    );
    expect((await refused({ ...VARIANTS.fiat_fiat_self(user), paymentType: 5 })).fieldErrors.paymentType).toBeDefined();
    expect(
      (await refused({ ...VARIANTS.fiat_fiat_self(user), paymentStatus: 3 })).fieldErrors.paymentStatus,
    ).toBeDefined();
  });

  it("refuses another user's email and a wrong password; five wrong passwords lock payments for 15 minutes", async () => {
    const other = await newCustomer();
    expect(
      (await refused({ ...VARIANTS.fiat_fiat_self(user), customerEmailId: other.email }, 403)).errorMessage,
    ).toContain('customerEmailId');
    const victim = await newCustomer();
    for (let i = 0; i < 5; i++) {
      const wrong = await submit(victim, { ...VARIANTS.fiat_fiat_self(victim), customerPassword: `wrong-${i}` });
      expect(wrong.status).toBe(400);
      expect((await json(wrong)).errorMessage).toBe(SERVER_MESSAGES.wrongPaymentPassword);
    }
    const locked = await submit(victim, VARIANTS.fiat_fiat_self(victim));
    expect(locked.status).toBe(429);
    app.advance(16 * 60_000);
    expect((await submit(victim, VARIANTS.fiat_fiat_self(victim))).status).toBe(200);
  });

  it('checks at most five passwords of guesses sent at once, and a right password uses up no try', async () => {
    const victim = await newCustomer();
    const right = submit(victim, VARIANTS.fiat_fiat_self(victim));
    const guesses = Array.from({ length: 9 }, (_, i) =>
      submit(victim, { ...VARIANTS.fiat_fiat_self(victim), customerPassword: `guess-${i}` }),
    );
    const statuses = (await Promise.all([right, ...guesses])).map((response) => response.status);
    // Every answer but a 429 tells whether its password was right. At most five wrong ones are checked: four when the
    // right one held its try while the guesses took theirs, five when it had given it back (a right password uses up
    // no try), whatever the order.
    const wrongChecked = statuses.filter((status) => status === 400).length;
    expect(wrongChecked).toBeGreaterThanOrEqual(4);
    expect(wrongChecked).toBeLessThanOrEqual(5);
    expect(statuses.every((status) => [200, 400, 429].includes(status))).toBe(true);

    const owner = await newCustomer();
    for (let i = 0; i < 4; i++)
      expect((await submit(owner, { ...VARIANTS.fiat_fiat_self(owner), customerPassword: `wrong-${i}` })).status).toBe(
        400,
      );
    for (let i = 0; i < 3; i++) expect((await submit(owner, VARIANTS.fiat_fiat_self(owner))).status).toBe(200);
    expect((await submit(owner, { ...VARIANTS.fiat_fiat_self(owner), customerPassword: 'wrong-5' })).status).toBe(400);
    expect((await submit(owner, VARIANTS.fiat_fiat_self(owner))).status).toBe(429);
  });

  it('needs a signed-in user', async () => {
    expect((await app.request('/payment/payments')).status).toBe(401);
    expect(
      (
        await app.request('/payment/saveOrUpdatePaymentRequest', {
          method: 'POST',
          json: VARIANTS.fiat_fiat_self(user),
        })
      ).status,
    ).toBe(401);
  });
});

describe("another user's payments", () => {
  it('are never read, listed or confirmed by someone else', async () => {
    const owner = await newCustomer();
    const stranger = await newCustomer();
    const confirmedId = await createConfirmed(owner);
    const waitingId = await createRequest(owner);
    expect((await get(stranger, `/payment/paymentDetail?transaction_id=${confirmedId}`)).status).toBe(404);
    expect(await json(await get(stranger, '/payment/payments'))).toEqual([]);
    expect(await json(await get(stranger, '/payment/paymentByPaymentStatus?payment_status=2'))).toEqual([]);
    expect(await json(await get(stranger, '/payment/paymentByPaymentStatus?payment_status=1'))).toEqual([]);
    expect(await json(await get(stranger, '/payment/paymentByPaymentType?payment_type=1'))).toEqual([]);
    expect((await askToken(stranger, waitingId)).status).toBe(404);
    expect(
      (
        await app.request(`/payment/paymentToken?customer_email=${encodeURIComponent(owner.email)}`, {
          token: stranger.token,
        })
      ).status,
    ).toBe(403);
    const { paymentToken } = await json(await askToken(owner, waitingId));
    expect((await confirm(stranger, paymentToken, waitingId)).status).toBe(404);
    const detail = await json(await get(owner, `/payment/paymentDetail?transaction_id=${confirmedId}`));
    expect((await app.request(detail.invoiceUrl.replace('/api/v1', ''), { token: stranger.token })).status).toBe(404);
  });
});

/** A secondary profile of `parent`, invited, with its password set through the reset flow, signed in; no permission yet. */
async function subUserOf(parent: User) {
  const subEmail = `sub.${Math.random().toString(36).slice(2, 8)}@example.com`;
  await app.request('/user/subProfile', {
    method: 'POST',
    token: parent.token,
    json: { parentEmailAddress: parent.email, emailAddress: subEmail, firstName: 'Grace', lastName: 'Hopper' },
  });
  const { message: code } = await json(await app.request(`/auth/token/sendResetToken/${encodeURIComponent(subEmail)}`));
  const { resetToken } = await json(
    await app.request('/auth/token/validateOtherToken', { method: 'POST', json: { email: subEmail, token: code } }),
  );
  const password = 'sub user passphrase';
  await app.request('/auth/resetPassword', {
    method: 'POST',
    json: { email: subEmail, newPassword: password, confirmPassword: password, resetToken },
  });
  const signedIn = await json(
    await app.request('/auth/authenticate', { method: 'POST', json: { username: subEmail, password } }),
  );
  return { email: subEmail, password, token: signedIn.token as string };
}

const grant = (parent: User, subEmail: string, permissionIds: number[]) =>
  app.request('/settings/updatePermissionForParentOrSecondaryUsers', {
    method: 'POST',
    token: parent.token,
    json: {
      userId: subEmail,
      userPermissions: permissionIds.map((permissionId) => ({ permissionId, permissionStatus: 'Yes' })),
    },
  });

describe('payments need onboarding (issue 15, item 6)', () => {
  it('refuses a user who has not started onboarding, and a sub-user acting for one, with a clear 403', async () => {
    const newcomer = await signUp(app);
    const refused = await submit(newcomer, VARIANTS.fiat_fiat_self(newcomer));
    expect(refused.status).toBe(403);
    expect((await json(refused)).errorMessage).toBe(SERVER_MESSAGES.paymentsNeedOnboarding);

    const sub = await subUserOf(newcomer);
    expect((await grant(newcomer, sub.email, [5, 6])).status).toBe(200);
    const refusedSub = await submit(sub, VARIANTS.fiat_fiat_self(sub));
    expect(refusedSub.status).toBe(403);
    expect((await json(refusedSub)).errorMessage).toBe(SERVER_MESSAGES.paymentsNeedOnboarding);
    expect(await json(await get(newcomer, '/payment/payments'))).toEqual([]);
  });

  it('keeps a request confirmed while every account is in review awaiting account approval, until a reviewer approves one', async () => {
    const user = await signUp(app);
    const accountId = await submittedKyc(app, user, ids);
    const transactionId = await createRequest(user);
    const { paymentToken } = await json(await askToken(user, transactionId));
    const confirmed = await json(await confirm(user, paymentToken, transactionId));
    expect(confirmed.paymentStatus).toEqual({
      paymentStatusId: PAYMENT_STATUS.awaitingAccountApproval,
      paymentStatus: 'Awaiting account approval',
    });

    const listed = (await json(await get(user, '/payment/payments'))) as unknown as Array<Record<string, any>>;
    expect(listed.map((item) => [item.transactionId, item.paymentStatus.paymentStatusId])).toEqual([
      [transactionId, PAYMENT_STATUS.awaitingAccountApproval],
    ]);
    expect(
      (await json(await get(user, `/payment/paymentDetail?transaction_id=${transactionId}`))).paymentStatus
        .paymentStatus,
    ).toBe('Awaiting account approval');
    const reviewerNow = await reviewerSession();
    const queue = async () =>
      (
        (await json(await app.request('/review/queue?status=awaiting', { token: reviewerNow.token }))).items as Array<{
          subjectId: string;
        }>
      ).map((item) => item.subjectId);
    expect(await queue()).not.toContain(transactionId);

    await decideAccount(app, reviewerNow, { accountId, decision: 'approve' });
    expect(
      (await json(await get(user, `/payment/paymentDetail?transaction_id=${transactionId}`))).paymentStatus
        .paymentStatusId,
    ).toBe(PAYMENT_STATUS.submitted);
    expect(await queue()).toContain(transactionId);
  });

  it('lets an onboarded customer (first step saved, nothing submitted) create a request', async () => {
    const user = await onboardedCustomer(app, ids);
    expect((await submit(user, VARIANTS.fiat_fiat_self(user))).status).toBe(200);
  });
});

describe("the request form's starting currency (issue 23.9)", () => {
  const defaults = async (token: string) => {
    const response = await app.request('/payment/paymentDefaults', { token });
    expect(response.status).toBe(200);
    return (await response.json()) as { amountCurrency: string };
  };

  it("is the currency of the customer's country, the product's CAD without one or when it is not paid out", async () => {
    const nigerian = await onboardedCustomer(app, ids);
    expect(await defaults(nigerian.token)).toEqual({ amountCurrency: 'NGN' });
    expect(await defaults((await signUp(app)).token)).toEqual({ amountCurrency: 'CAD' });

    const elsewhere = await onboardedCustomer(app, ids);
    await app.deps.db.deleteFrom('currencies').where('currency_code', '=', 'XOF').execute();
    await app.deps.db
      .updateTable('accounts')
      .set({ country_code: 'SN' })
      .where(
        'owner_user_id',
        '=',
        (
          await app.deps.db
            .selectFrom('users')
            .select('id')
            .where('email', '=', elsewhere.email)
            .executeTakeFirstOrThrow()
        ).id,
      )
      .execute();
    expect(await defaults(elsewhere.token)).toEqual({ amountCurrency: 'CAD' });
  });

  it('needs a signed-in user', async () => {
    expect((await app.request('/payment/paymentDefaults')).status).toBe(401);
  });
});

describe('secondary profiles', () => {
  it('act for their parent only with the make-payment and view-requests permissions; only the typist confirms', async () => {
    const parent = await newCustomer();
    const sub = await subUserOf(parent);
    const subEmail = sub.email;

    expect((await submit(sub, VARIANTS.fiat_fiat_self(sub))).status).toBe(403);
    expect((await get(sub, '/payment/payments')).status).toBe(403);
    expect((await grant(parent, subEmail, [5, 6])).status).toBe(200);

    const transactionId = await createRequest(sub, VARIANTS.fiat_fiat_self(sub));
    expect((await askToken(parent, transactionId)).status).toBe(404);
    const { paymentToken } = await json(await askToken(sub, transactionId));
    expect((await confirm(sub, paymentToken, transactionId)).status).toBe(200);
    const seenByParent = await json(await get(parent, '/payment/payments'));
    expect(seenByParent.map((item: { transactionId: string }) => item.transactionId)).toEqual([transactionId]);
    expect((await get(sub, `/payment/paymentDetail?transaction_id=${transactionId}`)).status).toBe(200);
  });
});

describe('payment tokens', () => {
  it('are refused when wrong, void after 5 wrong tries, single use and bound to their request', async () => {
    const user = await newCustomer();
    const first = await createRequest(user);
    const { paymentToken } = await json(await askToken(user, first));
    const wrong = paymentToken === '000000' ? '111111' : '000000';
    const refusal = await confirm(user, wrong, first);
    expect(refusal.status).toBe(400);
    expect((await json(refusal)).errorMessage).toBe('Incorrect Code');
    for (let i = 0; i < 3; i++) await confirm(user, wrong, first);
    expect((await json(await confirm(user, wrong, first))).errorMessage).toContain('Too many wrong codes');
    const voided = await confirm(user, paymentToken, first);
    expect(voided.status).toBe(400);
    expect((await json(voided)).errorMessage).toContain('Ask for a new one');

    app.advance(31_000);
    const fresh = await json(await askToken(user, first));
    expect((await confirm(user, fresh.paymentToken, first)).status).toBe(200);
    expect((await confirm(user, fresh.paymentToken, first)).status).toBe(404);

    // A token confirms only the request it was sent for.
    const second = await createRequest(user);
    const third = await createRequest(user);
    const forSecond = await json(await askToken(user, second));
    expect((await confirm(user, forSecond.paymentToken, third)).status).toBe(400);
    expect(
      (await json(await get(user, `/payment/paymentDetail?transaction_id=${third}`))).paymentStatus.paymentStatusId,
    ).toBe(1);
  });

  it('expire after 10 minutes and are sent at most once every 30 seconds', async () => {
    const user = await newCustomer();
    const transactionId = await createRequest(user);
    const { paymentToken } = await json(await askToken(user));
    expect((await askToken(user, undefined, true)).status).toBe(429);
    app.advance(11 * 60_000);
    const late = await confirm(user, paymentToken);
    expect(late.status).toBe(400);
    expect((await json(late)).errorMessage).toContain('expired');
    const again = await json(await askToken(user));
    expect(again.transactionId).toBe(transactionId);
    expect((await confirm(user, again.paymentToken)).status).toBe(200);
  });

  it('restate the request in the mail and the answer, and are kept while valid when the page is reopened (issue 33, item 2)', async () => {
    const user = await newCustomer();
    const transactionId = await createRequest(user, { ...VARIANTS.fiat_fiat_third_party(user), amount: 1250.5 });
    const sent = await json(await askToken(user, transactionId));
    expect(sent).toMatchObject({
      newlySent: true,
      payment: {
        paymentTypeId: 1,
        destination: 'Third Party',
        amount: 1250.5,
        currency: 'CAD',
        recipientName: 'Ada Obi',
        maskedAccount: '•••• 6789',
        institution: 'Royal Bank of Canada',
      },
    });
    expect(sent.expiresAt).toBe(new Date(Date.parse(sent.sentAt) + 10 * 60_000).toISOString());
    const mail = app.mailer.sent.at(-1)!;
    expect(mail.text).toContain(sent.paymentToken);
    expect(mail.text).toContain('Amount: 1,250.50 CAD');
    expect(mail.text).toContain('Payment type: Bank transfer');
    expect(mail.text).toContain('Recipient: Ada Obi, •••• 6789, Royal Bank of Canada');
    expect(mail.text).not.toContain('0123456789');

    // Reopened within the 30 seconds: the token sent is kept, neither sent again nor refused.
    const mails = app.mailer.sent.length;
    app.advance(5_000);
    const reopened = await askToken(user, transactionId);
    expect(reopened.status).toBe(200);
    expect(await json(reopened)).toMatchObject({
      newlySent: false,
      paymentToken: '',
      sentAt: sent.sentAt,
      expiresAt: sent.expiresAt,
      payment: sent.payment,
    });
    expect(app.mailer.sent).toHaveLength(mails);
    expect((await confirm(user, sent.paymentToken, transactionId)).status).toBe(200);
  });

  it('in French: the mail restates the request in French', async () => {
    const user = await newCustomer();
    const transactionId = await createRequest(user, { ...VARIANTS.fiat_fiat_self(user), amount: 1250.5 });
    await app.request(
      `/payment/paymentToken?customer_email=${encodeURIComponent(user.email)}&transactionId=${transactionId}`,
      {
        token: user.token,
        headers: { 'accept-language': 'fr' },
      },
    );
    const mail = app.mailer.sent.at(-1)!;
    expect(mail.subject).toBe('Confirmez votre demande de paiement');
    expect(mail.text).toContain('Montant : 1\u202f250,50 CAD');
    expect(mail.text).toContain('Type de paiement : Virement bancaire');
    expect(mail.text).toContain(`Bénéficiaire : vous-même, •••• ${NUBAN.accountNumber.slice(-4)}`);
  });

  it('confirm only the content they were sent for: a changed request refuses its token (dynamic linking)', async () => {
    const user = await newCustomer();
    const transactionId = await createRequest(user, VARIANTS.fiat_fiat_third_party(user));
    const { paymentToken } = await json(await askToken(user, transactionId));
    await app.deps.db
      .updateTable('payment_requests')
      .set({ amount: '9999', ben_full_name: 'Mallory' })
      .where('transaction_id', '=', transactionId)
      .execute();

    const refused = await confirm(user, paymentToken, transactionId);
    expect(refused.status).toBe(409);
    expect(await json(refused)).toMatchObject({
      errorId: 'paymentChangedSinceToken',
      errorMessage: SERVER_MESSAGES.paymentChangedSinceToken,
    });
    expect(
      (await json(await get(user, `/payment/paymentDetail?transaction_id=${transactionId}`))).paymentStatus
        .paymentStatusId,
    ).toBe(1);

    // Reopening the page does not keep a token of the old content: a new one restates the request as it is now.
    app.advance(31_000);
    const renewed = await json(await askToken(user, transactionId));
    expect(renewed).toMatchObject({ newlySent: true, payment: { amount: 9999, recipientName: 'Mallory' } });
    expect(app.mailer.sent.at(-1)!.text).toContain('Recipient: Mallory');
    expect((await confirm(user, renewed.paymentToken, transactionId)).status).toBe(200);
  });

  it('are not returned when mail really leaves', async () => {
    const mailed: string[] = [];
    const smtpLike = await createTestApp({
      mailer: { mode: 'smtp', sent: [], send: async (mail) => void mailed.push(mail.text), close: async () => {} },
    });
    const lastMailedCode = () => /\b(\d{6})\b/.exec(mailed.at(-1) ?? '')![1];
    try {
      const email = 'smtp.payer@example.com';
      const password = 'correct horse battery';
      await smtpLike.request('/auth/register', {
        method: 'POST',
        json: { emailAddress: email, password, mobileNumber01: '8031234567', countryCode: '+234' },
      });
      await smtpLike.request(`/auth/token/send/${encodeURIComponent(email)}`);
      const signedIn = await json(
        await smtpLike.request('/auth/token/validate', { method: 'POST', json: { email, token: lastMailedCode() } }),
      );
      const user = { email, password, token: signedIn.token as string };
      await accountWithIdentity(smtpLike, user, await referenceIds(smtpLike));
      const created = await json(
        await smtpLike.request('/payment/saveOrUpdatePaymentRequest', {
          method: 'POST',
          json: VARIANTS.fiat_fiat_self(user),
          token: user.token,
        }),
      );
      const sent = await json(
        await smtpLike.request(`/payment/paymentToken?customer_email=${encodeURIComponent(user.email)}`, {
          token: user.token,
        }),
      );
      expect(sent).toMatchObject({ paymentToken: '', transactionId: created.transactionId });
      const confirmed = await smtpLike.request('/payment/validatePaymentToken', {
        method: 'POST',
        json: { email, token: lastMailedCode() },
        token: user.token,
      });
      expect(confirmed.status).toBe(200);
    } finally {
      await smtpLike.close();
    }
  });
});

describe("the reviewers' decision", () => {
  const decide = async (reviewer: { token: string }, transactionId: string, decision: string, reason = '') => {
    const response = await app.request('/review/paymentDecision', {
      method: 'POST',
      token: reviewer.token,
      json: { transactionId, decision, reason },
    });
    expect(response.status, await response.clone().text()).toBe(200);
  };
  const listed = async (user: User, path: string, transactionId: string) =>
    ((await json(await get(user, path))) as Array<Record<string, any>>).find(
      (item) => item.transactionId === transactionId,
    );
  const detailOf = async (user: User, transactionId: string) =>
    json(await get(user, `/payment/paymentDetail?transaction_id=${transactionId}`));

  it("reaches the customer's lists and details with its reason; the latest decision counts", async () => {
    const customer = await newCustomer();
    const transactionId = await createConfirmed(customer);
    expect((await detailOf(customer, transactionId)).reviewDecision).toBeNull();
    expect((await listed(customer, '/payment/payments', transactionId))!.reviewDecision).toBeNull();

    const paused = 'Send us the contract behind this invoice, please.';
    const reviewer = await reviewerSession();
    await decide(reviewer, transactionId, 'paused', paused);
    const pausedItem = await listed(customer, '/payment/paymentByPaymentStatus?payment_status=5', transactionId);
    // Product §3's list item keeps its field names; the decision comes beside them.
    expect(pausedItem).toMatchObject({
      transactionId,
      dateTime: expect.any(String),
      paymentType: { paymentTypeId: 1 },
      destination: 'Self',
      amount: 1,
    });
    expect(pausedItem!.reviewDecision).toEqual({ reason: paused, decidedAt: expect.any(String) });
    expect(new Date(pausedItem!.reviewDecision.decidedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);

    const declined = 'The beneficiary bank refused the transfer.\nCreate a new request to another account.';
    await decide(reviewer, transactionId, 'failed', declined);
    expect(
      (await listed(customer, '/payment/paymentByPaymentStatus?payment_status=6', transactionId))!.reviewDecision
        .reason,
    ).toBe(declined);
    expect((await listed(customer, '/payment/payments', transactionId))!.reviewDecision.reason).toBe(declined);
    expect(
      (await listed(customer, '/payment/paymentByPaymentType?payment_type=1', transactionId))!.reviewDecision.reason,
    ).toBe(declined);
    expect(await detailOf(customer, transactionId)).toMatchObject({
      paymentStatus: { paymentStatusId: 6 },
      reviewDecision: { reason: declined },
    });

    // Approved without a reason: no stale reason of an earlier decision is shown.
    const held = await createConfirmed(customer);
    await decide(reviewer, held, 'paused', 'Waiting for the compliance team.');
    await decide(reviewer, held, 'approved');
    expect((await detailOf(customer, held)).reviewDecision).toMatchObject({ reason: '' });

    // Another customer reads none of it.
    const stranger = await newCustomer();
    expect((await get(stranger, `/payment/paymentDetail?transaction_id=${transactionId}`)).status).toBe(404);
  });

  it('is described in the OpenAPI document from the same contract', async () => {
    const doc = await json(await app.request('/openapi.json'));
    const schemaOf = (path: string) => doc.paths[path].get.responses[200].content['application/json'].schema;
    expect(schemaOf('/payment/paymentDetail').properties.reviewDecision).toMatchObject({
      anyOf: expect.arrayContaining([expect.objectContaining({ required: ['reason', 'decidedAt'] })]),
    });
    expect(schemaOf('/payment/paymentByPaymentStatus').items.properties).toHaveProperty('reviewDecision');
    expect(doc.paths['/payment/validatePaymentToken'].post.responses[410].description).toContain(
      'not confirmed within 24 hours',
    );
    expect(doc.paths['/payment/paymentToken'].get.responses).toHaveProperty('410');
  });
});

describe('unconfirmed requests', () => {
  it('expire 24 hours after their creation: the token is refused with a clear message and no list shows them', async () => {
    const signedUp = await newCustomer();
    const transactionId = await createRequest(signedUp);
    app.advance(24 * 3_600_000 - 5 * 60_000);
    // The session of the day before has ended: the customer signs in again.
    const { token } = await json(
      await app.request('/auth/authenticate', {
        method: 'POST',
        json: { username: signedUp.email, password: signedUp.password },
      }),
    );
    const user = { ...signedUp, token: token as string };
    const { paymentToken } = await json(await askToken(user, transactionId));
    expect(await json(await get(user, '/payment/paymentByPaymentStatus?payment_status=1'))).toHaveLength(1);

    // The token is 6 minutes old, well within its 10 minutes, but the request itself has expired.
    app.advance(6 * 60_000);
    const late = await confirm(user, paymentToken, transactionId);
    expect(late.status).toBe(410);
    expect((await json(late)).errorMessage).toBe(SERVER_MESSAGES.unconfirmedPaymentExpired);
    const again = await askToken(user, transactionId);
    expect(again.status).toBe(410);
    expect((await json(again)).errorMessage).toBe(SERVER_MESSAGES.unconfirmedPaymentExpired);
    expect((await askToken(user)).status).toBe(410);
    expect(await json(await get(user, '/payment/paymentByPaymentStatus?payment_status=1'))).toEqual([]);
    expect(await json(await get(user, '/payment/payments'))).toEqual([]);
    expect(
      (await json(await get(user, `/payment/paymentDetail?transaction_id=${transactionId}`))).paymentStatus
        .paymentStatusId,
    ).toBe(1);

    // A request created now is confirmed as usual, also without naming it.
    const fresh = await createRequest(user);
    const sent = await json(await askToken(user));
    expect(sent.transactionId).toBe(fresh);
    expect((await confirm(user, sent.paymentToken)).status).toBe(200);
    expect((await confirm(user, paymentToken, transactionId)).status).toBe(410);
  });
});

describe('idempotency', () => {
  it('turns 20 concurrent identical submissions with one key into one payment request', async () => {
    const user = await newCustomer();
    const body = VARIANTS.fiat_crypto_third_party(user);
    const responses = await Promise.all(Array.from({ length: 20 }, () => submit(user, body, 'one-key-for-all')));
    const statuses = responses.map((response) => response.status);
    // Only the copy that claims the key checks the password: the others wait (409) or replay, and take no password
    // try, so none is refused for too many tries in flight (429) and none can hold the key while the real one waits.
    expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
    expect(statuses).toContain(200);
    const ids = new Set(
      await Promise.all(
        responses
          .filter((response) => response.status === 200)
          .map(async (response) => (await json(response)).transactionId),
      ),
    );
    expect(ids.size).toBe(1);
    const waiting = await json(await get(user, '/payment/paymentByPaymentStatus?payment_status=1'));
    expect(waiting).toHaveLength(1);
    const replay = await submit(user, body, 'one-key-for-all');
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
    expect((await json(replay)).transactionId).toBe([...ids][0]);
    expect((await json(await get(user, '/payment/paymentByPaymentStatus?payment_status=1'))).length).toBe(1);
  });
});

describe('payment methods', () => {
  it("are added to the caller's own account and listed from real data", async () => {
    const user = await newCustomer();
    const created = await json(
      await app.request('/accounts/saveCustomerAccount', {
        method: 'POST',
        json: { accountEmailAddress: user.email, accountType: 1, accountId: '' },
        token: user.token,
      }),
    );
    const accountId = created.accountId as number;
    const add = (who: User, extra: Record<string, unknown> = {}) =>
      app.request('/payment/addPaymentDetail', {
        method: 'POST',
        token: who.token,
        json: {
          accountNumber_walletAddress: '0123456784',
          bank: 'Access Bank',
          accountName: '',
          accountId,
          currencyCode: 'NGN',
          userEmailAddress: who.email,
          ...extra,
        },
      });
    const method = await json(await add(user));
    expect(method).toMatchObject({
      accountId,
      bank: 'Access Bank',
      currencyCode: 'NGN',
      accountName: 'Access Bank NGN ••••6784',
    });
    await add(user, {
      accountNumber_walletAddress: WALLET,
      bank: 'Ethereum (ERC-20)',
      currencyCode: 'USDT',
      accountName: 'My USDT',
    });
    const listed = await json(await get(user, `/payment/paymentsByAccountId?account_id=${accountId}`));
    expect(listed.map((item: { accountName: string }) => item.accountName)).toEqual([
      'My USDT',
      'Access Bank NGN ••••6784',
    ]);

    const stranger = await newCustomer();
    expect((await add(stranger)).status).toBe(404);
    expect((await get(stranger, `/payment/paymentsByAccountId?account_id=${accountId}`)).status).toBe(404);
    expect((await add(user, { currencyCode: 'ZZZ' })).status).toBe(400);
    expect((await add(user, { userEmailAddress: stranger.email })).status).toBe(403);
  });
});
