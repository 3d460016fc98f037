import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../helpers/app';
import * as revisionPersonNames from '../../server/db/migrations/045-revision-person-names';
import {
  activityStep,
  businessInfoStep,
  businessPerson,
  complianceStep,
  decideAccount,
  identityStep,
  otherInfoStep,
  ownershipStep,
  pngSaying,
  referenceIds,
  requestOk,
  signedInReviewer,
  submittedKyb,
  submittedKyc,
  type Customer,
  type Json,
  type ReferenceIds,
  type Reviewer,
} from '../helpers/fixtures';

/** Issue 24: a change to an approved account is a revision; what the reviewer approved stays on file until they approve it. */

let app: TestApp;
let ids: ReferenceIds;
let reviewer: Reviewer;
let second: Reviewer;

beforeAll(async () => {
  app = await createTestApp();
  ids = await referenceIds(app);
  reviewer = await signedInReviewer(app);
  second = await signedInReviewer(app, 'second.reviewer@payway.example');
});
afterAll(() => app.close());

const post = (who: { token: string }, path: string, body: unknown) =>
  app.request(path, { method: 'POST', token: who.token, json: body });
const get = (who: { token: string }, path: string) => requestOk(app, path, { token: who.token });
const individual = (customer: Customer, accountId: number) =>
  get(customer, `/accounts/individualAccounts?account_id=${accountId}`);
const listed = async (customer: Customer, accountId: number) => {
  const list = await get(customer, `/accounts/allAccountsByProfile?profile_id=${encodeURIComponent(customer.email)}`);
  return [...list.individualProfileAccounts, ...list.businessProfileAccounts].find(
    (item: Json) => item.accountId === accountId,
  ) as Json;
};
const reviewOf = async (customer: Customer, accountId: number) =>
  (await get(customer, `/accounts/reviewStatus?account_id=${accountId}`)).reviews[0] as Json;
const detail = (accountId: number) => get(reviewer, `/review/detail?subject_type=account&subject_id=${accountId}`);
const fieldOf = (sections: Json[], title: string, label: string) =>
  sections.find((s) => s.title === title)?.fields.find((f: Json) => f.label === label)?.value as string;
const waiting = async () =>
  ((await get(reviewer, '/review/queue?status=awaiting')).items as Json[]).map((item) => item.subjectId);
const storedDocuments = async (accountId: number) =>
  (await app.deps.db.selectFrom('documents').select('id').where('account_id', '=', accountId).execute())
    .map((row) => row.id)
    .sort();

async function approvedKyc(customer: Customer) {
  const accountId = await submittedKyc(app, customer, ids);
  await decideAccount(app, reviewer, { accountId, decision: 'approve' });
  return accountId;
}

describe('a change to an approved individual account', () => {
  it('is kept as a revision, shown to the customer, applied only when a reviewer approves it', async () => {
    const customer = await signUp(app);
    const accountId = await approvedKyc(customer);
    const approvedDocuments = await storedDocuments(accountId);

    // A direct API save of step 1 changes nothing on file.
    const saved = await post(
      customer,
      '/accounts/saveOrUpdateCustomerIdentity',
      identityStep(ids, accountId, customer.email, { lastName: 'Okonkwo' }),
    );
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ accountId, personalAccountId: expect.any(Number) });
    expect(await listed(customer, accountId)).toMatchObject({
      fullName: 'Ada Obi',
      accountStatus: { accountStatusId: 3 },
    });
    expect(fieldOf((await detail(accountId)).sections, 'Customer Identity Information', 'Last name')).toBe('Obi');
    // The customer's edit screen reads the proposed value; the revision is not with the reviewers yet.
    expect((await individual(customer, accountId)).personalInfo.lastName).toBe('Okonkwo');
    expect(await reviewOf(customer, accountId)).toMatchObject({ revisionState: 'open', accountStatusId: 3 });
    expect(await waiting()).not.toContain(String(accountId));

    // Saving the last step (with a new passport) submits the revision; the account stays active.
    const newPassport = pngSaying('new').toString('base64');
    await requestOk(app, '/accounts/saveCustomerOtherInfo', {
      token: customer.token,
      json: otherInfoStep(ids, accountId, customer.email, {
        identificationName: 'new-passport.png',
        identificationAttachment: newPassport,
      }),
    });
    expect(await listed(customer, accountId)).toMatchObject({
      fullName: 'Ada Obi',
      accountStatus: { accountStatusId: 3 },
    });
    expect(await reviewOf(customer, accountId)).toMatchObject({ revisionState: 'submitted' });
    expect(await waiting()).toContain(String(accountId));
    const underReview = await detail(accountId);
    expect(underReview).toMatchObject({ decidable: true, revisionState: 'submitted', statusId: 3 });
    expect(fieldOf(underReview.sections, 'Customer Identity Information', 'Last name')).toBe('Okonkwo');
    // The reviewer sees what changed against what is on file, in words, and the document old and new.
    expect(underReview.changes.since).toBe('approved');
    expect(underReview.changes.fields).toEqual([
      {
        section: 'Customer Identity Information',
        sectionStep: 'identity',
        key: 'lastName',
        label: 'Last name',
        before: 'Obi',
        after: 'Okonkwo',
      },
    ]);
    expect(underReview.changes.documents).toEqual([
      expect.objectContaining({
        sectionStep: 'otherInfo',
        key: 'identityDocument',
        label: 'Identity document',
        change: 'replaced',
        before: expect.objectContaining({ name: 'passport.png' }),
        after: expect.objectContaining({ name: 'new-passport.png' }),
      }),
    ]);
    // Submitted: no more changes until the reviewers decide.
    const locked = await post(
      customer,
      '/accounts/saveOrUpdateCustomerIdentity',
      identityStep(ids, accountId, customer.email, { lastName: 'Other' }),
    );
    expect(locked.status).toBe(409);
    expect((await locked.json()).errorMessage).toMatch(/being reviewed/);

    await decideAccount(app, reviewer, { accountId, decision: 'approve' });
    expect(await listed(customer, accountId)).toMatchObject({
      fullName: 'Ada Okonkwo',
      accountStatus: { accountStatusId: 3 },
    });
    const onFile = await individual(customer, accountId);
    expect(onFile.personalInfo.lastName).toBe('Okonkwo');
    expect(onFile.identification.attachmentId.attachmentName).toBe('new-passport.png');
    expect(await reviewOf(customer, accountId)).toMatchObject({
      decision: 'approve',
      aboutRevision: true,
      revisionState: null,
    });
    // The replaced documents are gone, the new ones in force: two documents, none of the approved ones.
    const documents = await storedDocuments(accountId);
    expect(documents).toHaveLength(2);
    expect(documents.filter((id) => approvedDocuments.includes(id))).toEqual([]);
    const trail = (await get(reviewer, `/review/audit?subject_type=account&subject_id=${accountId}`)).events as Json[];
    expect(trail.map((event) => event.summary)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Saved Customer Identity Information as a proposed change \(changed: Last name\)/),
        'Approved the proposed changes (now on file)',
      ]),
    );
    expect(JSON.stringify(trail)).not.toContain('Okonkwo');
  });

  it('four concurrent first edits make one revision and each is saved into it, never a 500', async () => {
    const customer = await signUp(app);
    const accountId = await approvedKyc(customer);
    const edits = await Promise.all(
      ['Okonkwo', 'Eze', 'Bello', 'Musa'].map(async (lastName) => {
        const response = await post(
          customer,
          '/accounts/saveOrUpdateCustomerIdentity',
          identityStep(ids, accountId, customer.email, { lastName }),
        );
        return `${response.status} ${await response.text()}`;
      }),
    );
    for (const edit of edits) expect(edit).toMatch(/^200 /);
    const revisions = await app.deps.db
      .selectFrom('account_revisions')
      .select(['state'])
      .where('account_id', '=', accountId)
      .execute();
    expect(revisions).toEqual([{ state: 'open' }]);
  });

  it('a send-back and a rejection of the revision leave the approved data in force and tell the customer why', async () => {
    const customer = await signUp(app);
    const accountId = await approvedKyc(customer);
    const approvedDocuments = await storedDocuments(accountId);
    await requestOk(app, '/accounts/saveOrUpdateCustomerIdentity', {
      token: customer.token,
      json: identityStep(ids, accountId, customer.email, { firstName: 'Adaeze' }),
    });
    await requestOk(app, '/accounts/saveCustomerOtherInfo', {
      token: customer.token,
      json: otherInfoStep(ids, accountId, customer.email),
    });

    await decideAccount(app, reviewer, {
      accountId,
      decision: 'requestChanges',
      reason: 'The new name does not match the passport',
      affectedSteps: ['identity'],
    });
    expect(await reviewOf(customer, accountId)).toMatchObject({
      decision: 'requestChanges',
      reason: 'The new name does not match the passport',
      aboutRevision: true,
      revisionState: 'changesRequested',
      accountStatusId: 3,
    });
    expect(await listed(customer, accountId)).toMatchObject({
      fullName: 'Ada Obi',
      accountStatus: { accountStatusId: 3 },
    });
    expect((await individual(customer, accountId)).personalInfo.firstName).toBe('Adaeze');
    // Sent back: editable again, then submitted again.
    await requestOk(app, '/accounts/saveOrUpdateCustomerIdentity', {
      token: customer.token,
      json: identityStep(ids, accountId, customer.email, { firstName: 'Adaora' }),
    });
    expect(await reviewOf(customer, accountId)).toMatchObject({ revisionState: 'changesRequested' });
    await requestOk(app, '/accounts/saveCustomerOtherInfo', {
      token: customer.token,
      json: otherInfoStep(ids, accountId, customer.email),
    });
    expect(await waiting()).toContain(String(accountId));

    await decideAccount(app, reviewer, { accountId, decision: 'reject', reason: 'We cannot verify the new name' });
    expect(await reviewOf(customer, accountId)).toMatchObject({
      decision: 'reject',
      reason: 'We cannot verify the new name',
      aboutRevision: true,
      revisionState: null,
      accountStatusId: 3,
    });
    expect(await listed(customer, accountId)).toMatchObject({
      fullName: 'Ada Obi',
      accountStatus: { accountStatusId: 3 },
    });
    expect((await individual(customer, accountId)).personalInfo.firstName).toBe('Ada');
    expect(await storedDocuments(accountId)).toEqual(approvedDocuments);
    const mail = app.mailer.sent.filter((sent) => sent.to === customer.email).at(-1)!;
    expect(mail.text).toContain('We cannot verify the new name');
    expect(mail.text).toContain('the details approved earlier stay on file');

    // A later change starts a new revision.
    await requestOk(app, '/accounts/saveOrUpdateCustomerIdentity', {
      token: customer.token,
      json: identityStep(ids, accountId, customer.email, { firstName: 'Adanna' }),
    });
    expect(await reviewOf(customer, accountId)).toMatchObject({ revisionState: 'open' });
  });

  it('a resubmission after a send-back shows what changed since that decision', async () => {
    const customer = await signUp(app);
    const accountId = await submittedKyc(app, customer, ids);
    expect((await detail(accountId)).changes).toBeNull();
    await decideAccount(app, reviewer, {
      accountId,
      decision: 'requestChanges',
      reason: 'Check your street',
      affectedSteps: ['identity'],
    });
    await requestOk(app, '/accounts/saveOrUpdateCustomerIdentity', {
      token: customer.token,
      json: identityStep(ids, accountId, customer.email, { streetAddress: '14 Marina Road' }),
    });
    await requestOk(app, '/accounts/saveCustomerOtherInfo', {
      token: customer.token,
      json: otherInfoStep(ids, accountId, customer.email),
    });
    const resubmitted = await detail(accountId);
    expect(resubmitted.changes).toMatchObject({
      since: 'lastDecision',
      fields: [
        {
          section: 'Customer Identity Information',
          label: 'Street address',
          before: '12 Marina Road',
          after: '14 Marina Road',
        },
      ],
    });
  });

  it('a rejected account stays final, and a pending one stays locked', async () => {
    const customer = await signUp(app);
    const accountId = await submittedKyc(app, customer, ids);
    expect(
      (await post(customer, '/accounts/saveOrUpdateCustomerIdentity', identityStep(ids, accountId, customer.email)))
        .status,
    ).toBe(409);
    await decideAccount(app, reviewer, { accountId, decision: 'reject', reason: 'Forged documents' });
    const refused = await post(
      customer,
      '/accounts/saveOrUpdateCustomerIdentity',
      identityStep(ids, accountId, customer.email, { lastName: 'Changed' }),
    );
    expect(refused.status).toBe(409);
    expect((await individual(customer, accountId)).personalInfo.lastName).toBe('Obi');
  });
});

describe('a change to an approved business account', () => {
  it('a director edited through the API is proposed, shown old on file until approval, then applied', async () => {
    const customer = await signUp(app);
    const accountId = await submittedKyb(app, customer, ids);
    // The business names politically exposed persons: a high-risk account, approved by two reviewers.
    const approveTwice = async () => {
      for (const who of [reviewer, second]) await decideAccount(app, who, { accountId, decision: 'approve' });
    };
    await approveTwice();
    const people = await get(customer, `/accounts/shareholdersInfo?account_id=${accountId}`);
    const director = people.directors[0] as Json;

    await requestOk(app, '/accounts/saveShareholdersInfo', {
      token: customer.token,
      json: ownershipStep(accountId, [
        businessPerson(ids, { personalInfoId: director.personalInfoId, lastName: 'Eze' }),
      ]),
    });
    expect((await get(customer, `/accounts/shareholdersInfo?account_id=${accountId}`)).directors[0].lastName).toBe(
      'Eze',
    );
    expect((await detail(accountId)).sections.map((s: Json) => s.title)).toContain(
      'Director and shareholder: Chidi Okafor',
    );

    await requestOk(app, '/accounts/saveBusinessInfo', {
      token: customer.token,
      json: businessInfoStep(ids, accountId, { tradingName: 'Okafor & Sons' }),
    });
    await requestOk(app, '/accounts/saveBusinessActivity', { token: customer.token, json: activityStep(accountId) });
    const submitted = await requestOk(app, '/accounts/saveComplianceAndAccount', {
      token: customer.token,
      json: complianceStep(accountId),
    });
    expect(submitted.accountStatusId).toBe(12);
    expect(await listed(customer, accountId)).toMatchObject({ accountStatus: { accountStatusId: 12 } });
    const underReview = await detail(accountId);
    expect(underReview.sections.map((s: Json) => s.title)).toContain('Director and shareholder: Chidi Eze');
    expect(underReview.changes.fields).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          section: 'Director and shareholder: Chidi Eze',
          sectionTitleKey: 'directorAndShareholder',
          sectionTitleParams: { name: 'Chidi Eze' },
          key: 'lastName',
          label: 'Last name',
          before: 'Okafor',
          after: 'Eze',
        }),
        expect.objectContaining({
          section: 'Business Information',
          label: 'Trading name',
          before: 'Okafor Trading Limited',
          after: 'Okafor & Sons',
        }),
      ]),
    );
    expect(fieldOf(underReview.sections, 'Business Information', 'Trading name')).toBe('Okafor & Sons');

    await approveTwice();
    const applied = await get(customer, `/accounts/shareholdersInfo?account_id=${accountId}`);
    expect(applied.directors).toHaveLength(1);
    expect(applied.directors[0]).toMatchObject({ personalInfoId: director.personalInfoId, lastName: 'Eze' });
    expect((await get(customer, `/accounts/businessAccounts?account_id=${accountId}`)).businessInfo.tradingName).toBe(
      'Okafor & Sons',
    );
  });
});

describe('a revision saved by the release before migration 045', () => {
  it('keeps a person’s identity document type: the stored people are renamed and the revision still applies', async () => {
    const customer = await signUp(app);
    const accountId = await submittedKyb(app, customer, ids);
    for (const who of [reviewer, second]) await decideAccount(app, who, { accountId, decision: 'approve' });
    const director = (await get(customer, `/accounts/shareholdersInfo?account_id=${accountId}`)).directors[0] as Json;
    await requestOk(app, '/accounts/saveShareholdersInfo', {
      token: customer.token,
      json: ownershipStep(accountId, [
        businessPerson(ids, { personalInfoId: director.personalInfoId, lastName: 'Eze' }),
      ]),
    });
    const storedPeople = async () => {
      const revision = await app.deps.db
        .selectFrom('account_revisions')
        .select('steps')
        .where('account_id', '=', accountId)
        .executeTakeFirstOrThrow();
      return revision.steps.ownership!.payload.directorAndShareholderInfo as Json[];
    };
    expect((await storedPeople())[0]).toMatchObject({ identificationType: ids.identity });

    // As the release before stored it: under the wire's key.
    await revisionPersonNames.down(app.deps.db as never);
    expect((await storedPeople())[0]).toMatchObject({ identifcationType: ids.identity });
    expect((await storedPeople())[0]).not.toHaveProperty('identificationType');

    await revisionPersonNames.up(app.deps.db as never);
    expect((await storedPeople())[0]).toMatchObject({ identificationType: ids.identity, lastName: 'Eze' });
    expect((await storedPeople())[0]).not.toHaveProperty('identifcationType');
    const proposed = await get(customer, `/accounts/shareholdersInfo?account_id=${accountId}`);
    expect(proposed.directors[0]).toMatchObject({ lastName: 'Eze', identifcationType: ids.identity });
  });
});
