import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { PERMISSION_IDS } from '../../src/contract';
import { createReviewer } from '../../server/services/review/reviewer-accounts';
import { createTestApp, signUp, type TestApp } from '../helpers/app';
import {
  approvedCustomer,
  confirmedPayment,
  createdPayment,
  fiatPayment,
  identityStep,
  newAccount,
  onboardedCustomer,
  otherInfoStep,
  PDF,
  referenceIds,
  setPasswordAndSignIn,
  signedInReviewer,
  submittedKyb,
  submittedKyc,
  type Json,
  type ReferenceIds,
  type Reviewer,
} from '../helpers/fixtures';

type User = { email: string; password: string; token: string };
const json = async (response: Response) => (await response.json()) as Json;

let app: TestApp;
let ids: ReferenceIds;
let reviewer: Reviewer;

beforeAll(async () => {
  app = await createTestApp();
  ids = await referenceIds(app);
  reviewer = await signedInReviewer(app);
  expect(reviewer.session).toMatchObject({ isReviewer: true, isSubUser: false, status: 'Active' });
});
afterAll(() => app.close());

// ---------------------------------------------------------------------------------------------------------------
// Customers' submissions, through their own endpoints: Ada Obi is a politically exposed person here.

const PEP = { politicallyExposed: true };
const post = (user: { token: string }, path: string, body: unknown) =>
  app.request(path, { method: 'POST', token: user.token, json: body });
const saveIdentity = (user: User, body: Json) => post(user, '/accounts/saveOrUpdateCustomerIdentity', body);
const saveOther = (user: User, body: Json) => post(user, '/accounts/saveCustomerOtherInfo', body);

// ---------------------------------------------------------------------------------------------------------------
// The reviewer's side

const get = (who: { token: string }, path: string) => app.request(path, { token: who.token });
const queue = async (query = '') => (await json(await get(reviewer, `/review/queue${query}`))).items as Json[];
const detail = async (subjectType: string, subjectId: string | number) =>
  json(await get(reviewer, `/review/detail?subject_type=${subjectType}&subject_id=${subjectId}`));
const audit = async (subjectType: string, subjectId: string | number) =>
  (await json(await get(reviewer, `/review/audit?subject_type=${subjectType}&subject_id=${subjectId}`)))
    .events as Json[];
const decideAccount = (body: Json) => post(reviewer, '/review/accountDecision', body);
const decidePayment = (body: Json) => post(reviewer, '/review/paymentDecision', body);
const accountsOf = async (user: User) =>
  json(await get(user, `/accounts/allAccountsByProfile?profile_id=${encodeURIComponent(user.email)}`));
const reviewStatus = async (user: { token: string }, accountId: number) =>
  get(user, `/accounts/reviewStatus?account_id=${accountId}`);
const mailsTo = (email: string) => app.mailer.sent.filter((mail) => mail.to === email);

describe('who may use the back office', () => {
  it('answers reviewer endpoints with 403 to customers and sub-users, 401 without a token; reviewers get 403 on customer endpoints', async () => {
    const customer = await signUp(app);
    const accountId = await submittedKyc(app, customer, ids, PEP);
    const invited = `sub.${Math.random().toString(36).slice(2, 8)}@example.com`;
    expect(
      (
        await post(customer, '/user/subProfile', {
          parentEmailAddress: customer.email,
          emailAddress: invited,
          firstName: 'Grace',
          lastName: 'Hopper',
        })
      ).status,
    ).toBe(200);
    const allYes = Object.values(PERMISSION_IDS).map((permissionId) => ({ permissionId, permissionStatus: 'Yes' }));
    expect(
      (
        await post(customer, '/settings/updatePermissionForParentOrSecondaryUsers', {
          userId: invited,
          userPermissions: allYes,
        })
      ).status,
    ).toBe(200);
    const subUser = await setPasswordAndSignIn(app, invited, 'sub user passphrase');
    expect(subUser.isReviewer).toBe(false);

    const { sections } = await detail('account', accountId);
    const documentPath = (sections as Json[]).flatMap((section) => section.documents)[0].url.replace('/api/v1', '');
    const calls: Array<[string, string, unknown?]> = [
      ['GET', '/review/queue'],
      ['GET', `/review/detail?subject_type=account&subject_id=${accountId}`],
      ['GET', `/review/audit?subject_type=account&subject_id=${accountId}`],
      ['GET', '/review/audit'],
      ['GET', documentPath],
      ['POST', '/review/accountDecision', { accountId, decision: 'approve' }],
      ['POST', '/review/paymentDecision', { transactionId: 'PWABCDEFGHJKLM', decision: 'approved' }],
    ];
    for (const [method, path, body] of calls) {
      for (const token of [customer.token, subUser.token]) {
        const response = await app.request(path, { method, token, json: body });
        expect(response.status, `${method} ${path}`).toBe(403);
        expect(typeof (await json(response)).errorMessage).toBe('string');
      }
      expect((await app.request(path, { method, json: body })).status, `${method} ${path} without a token`).toBe(401);
    }
    expect(
      (await get(reviewer, `/accounts/allAccountsByProfile?profile_id=${encodeURIComponent(reviewer.email)}`)).status,
    ).toBe(403);
    expect((await reviewStatus(reviewer, accountId)).status).toBe(403);
    expect((await get(reviewer, `/accounts/individualAccounts?account_id=${accountId}`)).status).toBe(403);
    // Nothing was decided by the refused calls.
    expect((await detail('account', accountId)).statusId).toBe(1);
  });

  it('makes a reviewer only once, and never of a customer email', async () => {
    const customer = await signUp(app);
    await expect(app.deps.db.transaction().execute((trx) => createReviewer(trx, customer.email))).rejects.toThrow(
      'belongs to a customer',
    );
    await expect(app.deps.db.transaction().execute((trx) => createReviewer(trx, reviewer.email))).rejects.toThrow(
      'already a reviewer',
    );
    await expect(app.deps.db.transaction().execute((trx) => createReviewer(trx, reviewer.email))).rejects.toMatchObject(
      {
        body: { errorId: 'alreadyReviewer', errorValues: { email: reviewer.email } },
      },
    );
  });

  it('refuses an audit query naming a subject type without its id, by message id', async () => {
    const halfSubject = await get(reviewer, '/review/audit?subject_type=account');
    expect(halfSubject.status).toBe(400);
    expect(await json(halfSubject)).toEqual({
      errorMessage: 'Give both subject_type and subject_id, or neither.',
      errorId: 'subjectTypeAndId',
    });
  });
});

describe('KYC review: changes requested, fixed, resubmitted, approved', () => {
  it('walks the whole loop, and each decision shows on the customer side with a mail', async () => {
    const customer = await signUp(app);
    const accountId = await submittedKyc(app, customer, ids, PEP);

    const awaiting = await queue('?status=awaiting&type=kyc');
    const item = awaiting.find((entry) => entry.subjectId === String(accountId));
    expect(item).toMatchObject({
      subjectType: 'account',
      kind: 'kyc',
      title: 'Ada Obi',
      customerEmail: customer.email,
      statusId: 1,
      statusText: 'Pending',
    });
    const times = awaiting.map((entry) => entry.submittedAt);
    expect(times).toEqual([...times].sort());
    expect((await queue('?type=payment')).some((entry) => entry.subjectId === String(accountId))).toBe(false);

    const shown = await detail('account', accountId);
    expect(shown).toMatchObject({ kind: 'kyc', statusId: 1, decidable: true, decisions: [] });
    const [identitySection, otherSection] = shown.sections as Json[];
    expect(identitySection.step).toBe('identity');
    expect(identitySection.fields).toEqual(
      expect.arrayContaining([
        { key: 'firstName', label: 'First name', value: 'Ada' },
        { key: 'dateOfBirth', label: 'Date of birth', value: '1990-04-12', raw: { kind: 'date', date: '1990-04-12' } },
        {
          key: 'countryOfResidence',
          label: 'Country of residence',
          value: 'Nigeria',
          raw: { kind: 'country', countryCode: 'NG' },
        },
        { key: 'stateOfResidence', label: 'State of residence', value: ids.stateName },
        {
          key: 'politicallyExposed',
          label: 'Politically exposed person (PEP)',
          value: 'Yes',
          raw: { kind: 'yesNo', answer: true },
        },
        {
          key: 'verification',
          label: 'Verification',
          value: 'BVN 22233344455',
          raw: { kind: 'verification', type: 'BVN', number: '22233344455' },
        },
      ]),
    );
    // Beside the English words, what a value says, for the back office to word it in the reviewer's language.
    expect(otherSection.fields).toEqual(
      expect.arrayContaining([
        {
          key: 'intendedUse',
          label: 'Intended use',
          value: 'Payment',
          raw: { kind: 'listItem', list: 'purposes', id: 1 },
        },
        {
          key: 'identificationType',
          label: 'Identification type',
          value: expect.any(String),
          raw: { kind: 'listItem', list: 'identificationTypes', id: ids.identity },
        },
      ]),
    );
    // Words, not ids: no value or document label ends in a bracketed id ("Abia (3275)").
    const texts = (shown.sections as Json[]).flatMap((section) => [
      ...section.fields.map((field: Json) => field.value),
      ...section.documents.map((entry: Json) => entry.label),
    ]);
    expect(texts.filter((text: string) => /\(\w+\)$/.test(text))).toEqual([]);
    expect(otherSection.documents.map((entry: Json) => [entry.name, entry.mimeType])).toEqual([
      ['passport.png', 'image/png'],
      ['utility-bill.pdf', 'application/pdf'],
    ]);
    const download = await get(reviewer, otherSection.documents[1].url.replace('/api/v1', ''));
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await download.arrayBuffer())).toEqual(PDF);

    // A decision needs its reason and, to send it back, the steps; another account type's steps are refused.
    const noReason = await decideAccount({ accountId, decision: 'requestChanges', affectedSteps: ['identity'] });
    expect(noReason.status).toBe(400);
    expect(await json(noReason)).toMatchObject({
      fieldErrors: { reason: 'Give the reason the customer will see' },
      fieldErrorIds: { reason: { id: 'reasonRequired' } },
    });
    const noSteps = await decideAccount({ accountId, decision: 'requestChanges', reason: 'Fix it' });
    expect((await json(noSteps)).fieldErrors.affectedSteps).toBe('Choose the steps the customer has to change');
    const foreignStep = await decideAccount({
      accountId,
      decision: 'requestChanges',
      reason: 'Fix it',
      affectedSteps: ['compliance'],
    });
    expect(foreignStep.status).toBe(400);
    // The steps go by id beside the English words, for the back office to name them in the reviewer's language.
    expect(await json(foreignStep)).toMatchObject({
      errorMessage: 'Regulatory compliance is not a step of this account',
      errorId: 'stepsNotOfAccount',
      errorValues: { steps: 'compliance' },
    });

    const reason = 'Your last name does not match the passport.';
    const sentBack = await decideAccount({
      accountId,
      decision: 'requestChanges',
      reason,
      affectedSteps: ['identity'],
    });
    expect(sentBack.status).toBe(200);
    expect(await json(sentBack)).toMatchObject({ statusId: 5, statusText: 'Changes requested' });
    const decidedAlready = await decideAccount({ accountId, decision: 'approve' });
    expect(decidedAlready.status).toBe(409);
    expect(await json(decidedAlready)).toEqual({
      errorMessage: 'This account is not waiting for a decision: it is Changes requested.',
      errorId: 'accountNotDecidable',
      errorValues: { accountStatus: 'changesRequested' },
    });

    const listed = (await accountsOf(customer)).individualProfileAccounts.find(
      (row: Json) => row.accountId === accountId,
    );
    expect(listed.accountStatus).toEqual({ accountStatus: 'Changes requested', accountStatusId: 5 });
    const review = await json(await reviewStatus(customer, accountId));
    expect(review.reviews).toEqual([
      {
        accountId,
        accountStatusId: 5,
        decision: 'requestChanges',
        decisionText: 'Changes requested',
        reason,
        affectedSteps: ['identity'],
        decidedAt: expect.any(String),
        aboutRevision: false,
        revisionState: null,
      },
    ]);
    const changeMail = mailsTo(customer.email).at(-1)!;
    expect(changeMail.subject).toContain('changes requested in Customer Identity Information');
    expect(changeMail.text).toContain(reason);
    expect(changeMail.text).toContain(`/accounts/kyc/${accountId}?activeKycTab=0`);

    // The customer fixes step 1 and saves step 2 again: the account is with the reviewers again.
    expect(
      (await saveIdentity(customer, identityStep(ids, accountId, customer.email, { ...PEP, lastName: 'Obi-Okeke' })))
        .status,
    ).toBe(200);
    expect((await detail('account', accountId)).statusId).toBe(5);
    expect((await saveOther(customer, otherInfoStep(ids, accountId, customer.email))).status).toBe(200);
    expect((await detail('account', accountId)).statusId).toBe(1);
    expect((await queue()).some((entry) => entry.subjectId === String(accountId))).toBe(true);

    // A politically exposed customer is high-risk: a second, different reviewer approves first (four eyes).
    const second = await signedInReviewer(app, 'second.reviewer@payway.example');
    expect((await post(second, '/review/accountDecision', { accountId, decision: 'approve' })).status).toBe(200);
    const approved = await decideAccount({ accountId, decision: 'approve' });
    expect(await json(approved)).toMatchObject({ statusId: 3, statusText: 'Active' });
    const active = (await accountsOf(customer)).individualProfileAccounts.find(
      (row: Json) => row.accountId === accountId,
    );
    expect(active.accountStatus).toEqual({ accountStatus: 'Active', accountStatusId: 3 });
    expect((await json(await reviewStatus(customer, accountId))).reviews[0]).toMatchObject({
      decision: 'approve',
      accountStatusId: 3,
    });
    expect(mailsTo(customer.email).at(-1)!.subject).toContain('approved');
    expect(
      (await detail('account', accountId)).decisions.map((entry: Json) => [entry.decision, entry.reviewerEmail]),
    ).toEqual([
      ['approve', reviewer.email],
      ['requestChanges', reviewer.email],
    ]);

    // Every submission and decision is in the trail, with who and what changed.
    const events = await audit('account', accountId);
    expect(events.map((event) => [event.action, event.actorRole, event.actorEmail])).toEqual([
      ['step_saved', 'customer', customer.email],
      ['submitted', 'customer', customer.email],
      ['changes_requested', 'reviewer', reviewer.email],
      ['step_saved', 'customer', customer.email],
      ['submitted', 'customer', customer.email],
      ['first_approval', 'reviewer', second.email],
      ['approved', 'reviewer', reviewer.email],
    ]);
    expect(events[2].details).toMatchObject({ fromStatusId: 1, toStatusId: 5, reason, affectedSteps: ['identity'] });
    expect(events[3].details.changedFields).toEqual(['lastName']);
    expect(events[3].summary).toBe('Saved Customer Identity Information (changed: Last name)');
    expect(events[4].details.changedFields).toEqual([]);
    expect(JSON.stringify(events)).not.toContain('Obi-Okeke');
  });

  it("names a passport or national ID number's type in words, with what it says for the reviewer's language", async () => {
    const customer = await signUp(app);
    const accountId = await submittedKyc(app, customer, ids, {
      nationality: 'FR',
      verificationType: 'PASSPORT',
      verificationCode: '12AB34567',
    });
    const [identitySection] = (await detail('account', accountId)).sections as Json[];
    expect(identitySection.fields).toContainEqual({
      key: 'verification',
      label: 'Verification',
      value: 'Passport 12AB34567',
      raw: { kind: 'verification', type: 'PASSPORT', number: '12AB34567' },
    });
  });

  it('rejects; a rejected account shows as such and only its owner reads the decision', async () => {
    const customer = await signUp(app);
    const accountId = await submittedKyc(app, customer, ids, PEP);
    expect((await decideAccount({ accountId, decision: 'reject', reason: 'Documents are forged.' })).status).toBe(200);
    expect((await accountsOf(customer)).individualProfileAccounts[0].accountStatus).toEqual({
      accountStatus: 'Rejected',
      accountStatusId: 4,
    });
    expect((await json(await reviewStatus(customer, accountId))).reviews[0]).toMatchObject({
      decision: 'reject',
      reason: 'Documents are forged.',
    });
    // A rejection is final: the account cannot be changed and sent again.
    expect((await saveIdentity(customer, identityStep(ids, accountId, customer.email, PEP))).status).toBe(409);
    const stranger = await signUp(app);
    expect((await reviewStatus(stranger, accountId)).status).toBe(404);
  });

  it('does not mail a customer who turned account updates off', async () => {
    const customer = await signUp(app);
    const preferences = await json(await get(customer, '/settings/notificationPreferences'));
    expect(
      (await post(customer, '/settings/notificationPreferences', { ...preferences, accountUpdates: false })).status,
    ).toBe(200);
    const accountId = await submittedKyc(app, customer, ids, PEP);
    const before = mailsTo(customer.email).length;
    expect((await decideAccount({ accountId, decision: 'approve' })).status).toBe(200);
    expect(mailsTo(customer.email)).toHaveLength(before);
  });
});

describe('KYB review', () => {
  it('shows every step, directors and shareholders, PEPs and compliance answers; a change request reopens only that account', async () => {
    const customer = await signUp(app);
    const accountId = await submittedKyb(app, customer, ids);
    const shown = await detail('account', accountId);
    expect(shown).toMatchObject({ kind: 'kyb', statusId: 10, statusText: 'Pending', title: 'Okafor Trading Limited' });
    const byTitle = Object.fromEntries((shown.sections as Json[]).map((section) => [section.title, section]));
    expect(Object.keys(byTitle)).toEqual([
      'Business Information',
      'Ownership structure',
      'Director and shareholder: Chidi Okafor',
      'Business Activities',
      'Regulatory compliance',
    ]);
    expect(byTitle['Business Information'].documents).toHaveLength(4);
    expect(byTitle['Director and shareholder: Chidi Okafor'].documents).toHaveLength(2);
    // Beside the English, keys the back office names in the reviewer's language.
    expect(byTitle['Director and shareholder: Chidi Okafor']).toMatchObject({
      titleKey: 'directorAndShareholder',
      titleParams: { name: 'Chidi Okafor' },
    });
    expect(byTitle['Director and shareholder: Chidi Okafor'].fields[0]).toEqual({
      key: 'firstName',
      label: 'First name',
      value: 'Chidi',
    });
    expect(byTitle['Director and shareholder: Chidi Okafor'].documents.map((document: Json) => document.key)).toEqual([
      'identityDocument',
      'proofOfAddress',
    ]);
    expect(byTitle['Ownership structure']).toMatchObject({
      key: 'Ownership structure',
      titleKey: 'ownershipStructure',
    });
    expect(byTitle['Business Activities'].fields).toContainEqual({
      key: 'pepFullName',
      params: { number: '1' },
      label: 'PEP full name 1',
      value: 'Ngozi Adebayo',
    });
    expect(byTitle['Regulatory compliance'].fields).toContainEqual({
      key: 'nameOfRegulator',
      label: 'Name of regulator',
      value: 'Central Bank of Nigeria',
    });
    expect(byTitle['Regulatory compliance'].fields).toContainEqual({
      key: 'penalized',
      label: 'Penalized or under investigation',
      value: 'No',
      raw: { kind: 'yesNo', answer: false },
    });
    expect(byTitle['Business Information'].fields).toContainEqual({
      key: 'countryOfIncorporation',
      label: 'Country of incorporation',
      value: 'Nigeria',
      raw: { kind: 'country', countryCode: 'NG' },
    });
    expect(byTitle['Business Information'].fields).toContainEqual(
      expect.objectContaining({
        key: 'operatingFor',
        value: expect.stringMatching(/^\d+ years?$/),
        raw: { kind: 'years', years: expect.any(Number) },
      }),
    );
    expect(byTitle['Business Activities'].fields).toContainEqual({
      key: 'sourceOfFunds',
      label: 'Source of funds',
      value: 'From Bank',
      raw: { kind: 'sourceOfFunds', source: 'From Bank' },
    });
    // A business attachment is named by its document type's words and id.
    expect(
      byTitle['Business Information'].documents.every(
        (document: Json) => typeof document.identificationTypeId === 'number' && !document.key,
      ),
    ).toBe(true);

    expect(
      (
        await decideAccount({
          accountId,
          decision: 'requestChanges',
          reason: 'Name every PEP.',
          affectedSteps: ['activity', 'activity'],
        })
      ).status,
    ).toBe(200);
    const row = (await accountsOf(customer)).businessProfileAccounts.find(
      (entry: Json) => entry.accountId === accountId,
    );
    expect(row.accountStatus).toEqual({ accountStatus: 'Changes requested', accountStatusId: 14 });
    expect((await json(await reviewStatus(customer, accountId))).reviews[0].affectedSteps).toEqual(['activity']);
    expect((await queue('?status=changesRequested&type=kyb')).map((entry) => entry.subjectId)).toContain(
      String(accountId),
    );
    expect(mailsTo(customer.email).at(-1)!.text).toContain(`/accounts/kyb/${accountId}?activeKybTab=2`);

    const events = await audit('account', accountId);
    expect(events.map((event) => event.action)).toEqual([
      'step_saved',
      'step_saved',
      'step_saved',
      'submitted',
      'changes_requested',
    ]);
    expect(events.map((event) => event.details.step).slice(0, 4)).toEqual([
      'businessInfo',
      'ownership',
      'activity',
      'compliance',
    ]);
  });
});

describe('payment request review', () => {
  it('decides with the categories of the product description and failed; the customer tabs read those statuses', async () => {
    const customer = await approvedCustomer(app, ids, reviewer);
    const transactionId = await confirmedPayment(app, customer, fiatPayment(ids));
    expect((await queue('?type=payment')).find((entry) => entry.subjectId === transactionId)).toMatchObject({
      kind: 'payment',
      title: '120 CAD · Fiat to fiat',
      payment: { amount: 120, currency: 'CAD', paymentTypeId: 1, paymentType: 'Fiat to fiat' },
      statusId: 2,
      statusText: 'Submitted',
    });
    const shown = await detail('payment', transactionId);
    expect(shown).toMatchObject({
      title: '120 CAD · Fiat to fiat',
      payment: { amount: 120, currency: 'CAD', paymentTypeId: 1 },
    });
    expect(shown.sections[0]).toMatchObject({ title: 'Payment request', titleKey: 'paymentRequest' });
    expect(shown.sections[0].fields).toContainEqual({
      key: 'purposeOfPayment',
      label: 'Purpose of payment',
      value: 'Tuition',
    });
    expect(shown.sections[0].fields).toEqual(
      expect.arrayContaining([
        {
          key: 'form',
          label: 'Form',
          value: 'Bank transfer to myself',
          raw: { kind: 'paymentForm', formKind: 'fiat_fiat_self' },
        },
        {
          key: 'paymentType',
          label: 'Payment type',
          value: 'Fiat to fiat',
          raw: { kind: 'listItem', list: 'paymentTypes', id: 1 },
        },
        { key: 'destination', label: 'Destination', value: 'Self', raw: { kind: 'destination', destination: 'Self' } },
        {
          key: 'amount',
          label: 'Amount',
          value: expect.stringMatching(/^120(\.0+)? CAD$/),
          raw: { kind: 'amount', amount: 120, currency: 'CAD' },
        },
        {
          key: 'bank',
          label: 'Bank',
          value: expect.stringMatching(/, bank code 058$/),
          raw: { kind: 'bank', bank: expect.any(String), bankCode: '058' },
        },
        {
          key: 'created',
          label: 'Created',
          value: expect.any(String),
          raw: { kind: 'dateTime', at: expect.any(String) },
        },
      ]),
    );
    expect(shown.sections[0].documents[0]).toMatchObject({
      key: 'invoice',
      label: 'Invoice',
      name: 'invoice-march.pdf',
      mimeType: 'application/pdf',
    });
    const inStatus = async (status: number) =>
      (await json(
        await get(customer, `/payment/paymentByPaymentStatus?payment_status=${status}`),
      )) as unknown as Json[];
    expect((await inStatus(2)).map((entry) => entry.transactionId)).toEqual([transactionId]);

    expect((await decidePayment({ transactionId, decision: 'invalidInvoice' })).status).toBe(400);
    const steps: Array<[string, number]> = [
      ['invalidInvoice', 4],
      ['paused', 5],
      ['approved', 3],
    ];
    for (const [decision, statusId] of steps) {
      const response = await decidePayment({
        transactionId,
        decision,
        reason: decision === 'approved' ? '' : `Because ${decision}`,
      });
      expect(response.status).toBe(200);
      expect((await json(response)).statusId).toBe(statusId);
      expect((await inStatus(statusId)).map((entry) => entry.transactionId)).toEqual([transactionId]);
    }
    expect(
      mailsTo(customer.email)
        .slice(-3)
        .map((mail) => mail.subject),
    ).toEqual([
      `your payment request ${transactionId}: Processing Request — invoice not valid, upload a valid one`,
      `your payment request ${transactionId}: Request Paused`,
      `your payment request ${transactionId}: Request Approved`,
    ]);
    const approvedAlready = await decidePayment({ transactionId, decision: 'failed', reason: 'Too late' });
    expect(approvedAlready.status).toBe(409);
    expect(await json(approvedAlready)).toEqual({
      errorMessage: 'This payment request is not waiting for a decision: it is Approved.',
      errorId: 'paymentNotDecidable',
      errorValues: { paymentStatus: '3' },
    });

    const failing = await confirmedPayment(app, customer, fiatPayment(ids));
    expect(
      (await decidePayment({ transactionId: failing, decision: 'failed', reason: 'The bank refused the transfer.' }))
        .status,
    ).toBe(200);
    expect((await inStatus(6)).map((entry) => entry.transactionId)).toEqual([failing]);
    expect((await queue('?status=rejected&type=payment')).map((entry) => entry.subjectId)).toContain(failing);

    const events = await audit('payment', transactionId);
    expect(events.map((event) => [event.action, event.actorRole])).toEqual([
      ['payment_created', 'customer'],
      ['payment_confirmed', 'customer'],
      ['payment_decided', 'reviewer'],
      ['payment_decided', 'reviewer'],
      ['payment_decided', 'reviewer'],
    ]);
    expect(events[2].summary).toBe(
      'Processing Request — invoice not valid, upload a valid one (Submitted → Invalid invoice): Because invalidInvoice',
    );
  });

  it('keeps unconfirmed requests and other documents away from reviewers', async () => {
    const customer = await onboardedCustomer(app, ids);
    const transactionId = await createdPayment(
      app,
      customer,
      fiatPayment(ids, { invoiceName: 'draft.pdf', amount: 5, purposeOfPayment: 'Draft' }),
    );
    expect((await get(reviewer, `/review/detail?subject_type=payment&subject_id=${transactionId}`)).status).toBe(404);
    expect((await decidePayment({ transactionId, decision: 'approved' })).status).toBe(409);
    const invoice = await app.deps.db
      .selectFrom('payment_requests')
      .select('invoice_document_id')
      .where('transaction_id', '=', transactionId)
      .executeTakeFirstOrThrow();
    expect((await get(reviewer, `/review/documents/${invoice.invoice_document_id}`)).status).toBe(404);

    const accountId = await newAccount(app, customer, 1);
    expect((await get(reviewer, `/review/detail?subject_type=account&subject_id=${accountId}`)).status).toBe(404);
    expect((await decideAccount({ accountId, decision: 'approve' })).status).toBe(409);
  });
});

describe('the audit trail cannot be changed', () => {
  it('has no endpoint that writes it, and the database refuses updates and deletes', async () => {
    const latest = (await json(await get(reviewer, '/review/audit'))).events as Json[];
    expect(latest.length).toBeGreaterThan(0);
    const ids = latest.map((event) => Number(event.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    for (const method of ['POST', 'DELETE', 'PUT', 'PATCH']) {
      expect((await app.request('/review/audit', { method, token: reviewer.token, json: {} })).status).toBe(404);
    }
    const db = app.deps.db;
    await expect(sql`update audit_events set action = 'approved'`.execute(db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from audit_events`.execute(db)).rejects.toThrow(/append-only/);
    await expect(sql`truncate audit_events`.execute(db)).rejects.toThrow(/append-only/);
    expect((await json(await get(reviewer, '/review/audit'))).events).toHaveLength(latest.length);
  });
});
