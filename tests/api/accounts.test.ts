import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, signUp, type TestApp } from '../helpers/app';
import {
  JPEG,
  accountWithIdentity,
  firstPlace,
  identityStep,
  newAccount,
  otherInfoStep,
  PDF,
  PNG,
  referenceIds,
  signedInReviewer,
  submittedKyc,
  decideAccount,
  type Json,
  type ReferenceIds,
} from '../helpers/fixtures';
import { createSession } from '../../server/services/auth/sessions';
import { DOCUMENT_MAX_BYTES } from '../../src/contract';

let app: TestApp;
let ids: ReferenceIds;
let ghanaState: number;
beforeAll(async () => {
  app = await createTestApp();
  ids = await referenceIds(app);
  ghanaState = (await firstPlace(app, 'GH')).state;
});
afterAll(() => app.close());

const json = async (response: Response) => (await response.json()) as Json;

const GIF = Buffer.from('GIF89a\x01\x00\x01\x00');

const saveIdentity = (token: string, body: Json) =>
  app.request('/accounts/saveOrUpdateCustomerIdentity', { method: 'POST', token, json: body });
const saveOther = (token: string, body: Json) =>
  app.request('/accounts/saveCustomerOtherInfo', { method: 'POST', token, json: body });
const list = async (token: string, email: string) =>
  json(await app.request(`/accounts/allAccountsByProfile?profile_id=${encodeURIComponent(email)}`, { token }));
const readBack = (token: string, accountId: number) =>
  app.request(`/accounts/individualAccounts?account_id=${accountId}`, { token });
const userStatus = async (email: string) =>
  (await app.deps.db.selectFrom('users').select('status').where('email', '=', email).executeTakeFirstOrThrow()).status;

describe('accounts list and creation', () => {
  it('creates individual and corporate accounts and lists them in the shape of the product description, unfilled fields null and date empty', async () => {
    const { token, email } = await signUp(app);
    const individual = await newAccount(app, { token, email }, 1);
    const corporate = await newAccount(app, { token, email }, 2);
    const accounts = await list(token, email);
    expect(Object.keys(accounts).sort()).toEqual(['businessProfileAccounts', 'individualProfileAccounts']);
    expect(accounts.individualProfileAccounts).toEqual([
      {
        fullName: null,
        accountStatus: { accountStatus: 'Incomplete', accountStatusId: 2 },
        country: null,
        accountType: 1,
        accountId: individual,
        date: '',
      },
    ]);
    expect(accounts.businessProfileAccounts).toEqual([
      {
        businessName: null,
        accountStatus: { accountStatus: 'Incomplete', accountStatusId: 11 },
        country: null,
        accountType: 2,
        accountId: corporate,
        date: '',
      },
    ]);
  });

  it("keeps answering a signed-in user's list while another instance's migration adds columns to the tables it reads", async () => {
    const { token, email } = await signUp(app);
    await newAccount(app, { token, email }, 1);
    // Several times, so the pool's connections have prepared the session lookup and the list before the change.
    const before = await Promise.all([1, 2, 3, 4].map(() => list(token, email)));
    await sql`alter table users add column rolling_deploy_probe text`.execute(app.deps.db);
    await sql`alter table accounts add column rolling_deploy_probe text`.execute(app.deps.db);
    try {
      const after = await Promise.all(
        [1, 2, 3, 4].map(() =>
          app.request(`/accounts/allAccountsByProfile?profile_id=${encodeURIComponent(email)}`, { token }),
        ),
      );
      expect(after.map((response) => response.status)).toEqual([200, 200, 200, 200]);
      expect(await Promise.all(after.map(json))).toEqual(before);
    } finally {
      await sql`alter table users drop column rolling_deploy_probe`.execute(app.deps.db);
      await sql`alter table accounts drop column rolling_deploy_probe`.execute(app.deps.db);
    }
  });

  it('refuses a missing or unknown account type, another profile_id, and no token', async () => {
    const { token, email } = await signUp(app);
    const missing = await app.request('/accounts/saveCustomerAccount', {
      method: 'POST',
      token,
      json: { accountEmailAddress: email },
    });
    expect(missing.status).toBe(400);
    expect((await json(missing)).fieldErrors.accountType).toBe('Choose an account type');
    const unknown = await app.request('/accounts/saveCustomerAccount', {
      method: 'POST',
      token,
      json: { accountEmailAddress: email, accountType: 3 },
    });
    expect(unknown.status).toBe(400);
    const other = await signUp(app);
    expect(
      (await app.request(`/accounts/allAccountsByProfile?profile_id=${encodeURIComponent(other.email)}`, { token }))
        .status,
    ).toBe(404);
    expect((await app.request(`/accounts/allAccountsByProfile?profile_id=${encodeURIComponent(email)}`)).status).toBe(
      401,
    );
  });

  it('replays a creation sent twice with the same idempotency key', async () => {
    const { token, email } = await signUp(app);
    const send = () =>
      app.request('/accounts/saveCustomerAccount', {
        method: 'POST',
        token,
        idempotencyKey: 'create-once',
        json: { accountEmailAddress: email, accountType: 1, accountId: '' },
      });
    const first = await json(await send());
    const again = await send();
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await json(again)).toEqual(first);
    expect((await list(token, email)).individualProfileAccounts).toHaveLength(1);
  });
});

describe('KYC onboarding', () => {
  it('saves both steps, activates the user, sends the account for review and reads everything back', async () => {
    const { token, email } = await signUp(app);
    expect(await userStatus(email)).toBe('Onboarding');
    const accountId = await newAccount(app, { token, email });

    const step1 = await saveIdentity(token, identityStep(ids, accountId, email));
    expect(step1.status).toBe(200);
    const { personalAccountId } = await json(step1);
    expect(personalAccountId).toBeGreaterThan(0);
    expect(await userStatus(email)).toBe('Active');

    const step2 = await saveOther(token, otherInfoStep(ids, accountId, email));
    expect(step2.status).toBe(200);
    expect(await json(step2)).toEqual({ accountId, personalAccountId });

    const [item] = (await list(token, email)).individualProfileAccounts;
    expect(item).toMatchObject({
      fullName: 'Ada Obi',
      accountStatus: { accountStatus: 'Pending', accountStatusId: 1 },
      country: { countryOfResidence: 'Nigeria', countryCode: 'NG' },
      accountType: 1,
      accountId,
    });
    expect(new Date(item.date).getTime()).toBeGreaterThan(Date.now() - 60_000);

    const saved = await json(await readBack(token, accountId));
    expect(saved.personalInfo).toEqual({
      firstName: 'Ada',
      lastName: 'Obi',
      dob: '1990-04-12',
      postalCode: '100001',
      streetAddress: '12 Marina Road',
      emailAddress: email,
      identityType: 'BVN',
      identityNumber: '22233344455',
      isPoliticallyExposed: false,
      countryOfResidence: { countryCode: 'NG' },
      stateOfResidence: { stateId: ids.state },
      cityOfResidence: { cityId: ids.city, cityName: null },
      nationality: { countryCode: 'NG' },
      mobileNumberOne: '+2348031234567',
    });
    expect(saved.personalOtherInfo).toEqual({
      industry: { industryId: 5 },
      incomes: 2,
      intendedUse: 1,
      occupation: { occupationId: 4 },
      transFrequencyId: { transactionFrequencyId: 3 },
      transVolumeId: { transactionVolumeId: 2 },
    });
    expect(saved.identification).toMatchObject({
      identificationNumber: 'A12345678',
      identificationType: { identificationTypeId: ids.identity },
      proofOfAddressTypeId: { identificationTypeId: ids.proofOfAddress },
      attachmentId: { attachmentName: 'passport.png' },
      proofOfAddressName: 'utility-bill.pdf',
    });

    const identityDoc = await app.request(saved.identification.attachmentId.attachment.replace('/api/v1', ''), {
      token,
    });
    expect(identityDoc.status).toBe(200);
    expect(identityDoc.headers.get('content-type')).toBe('image/png');
    expect(identityDoc.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await identityDoc.arrayBuffer())).toEqual(PNG);
    const poaDoc = await app.request(saved.identification.proofOfAddressDoc.replace('/api/v1', ''), { token });
    expect(poaDoc.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await poaDoc.arrayBuffer())).toEqual(PDF);
  });

  it('refuses changes while the account is pending review', async () => {
    const { token, email } = await signUp(app);
    const accountId = await submittedKyc(app, { token, email }, ids);
    const again = await saveIdentity(token, identityStep(ids, accountId, email, { firstName: 'Changed' }));
    expect(again.status).toBe(409);
    expect((await json(await readBack(token, accountId))).personalInfo.firstName).toBe('Ada');
  });

  it('replaces the documents when the other information is saved again', async () => {
    const { token, email } = await signUp(app);
    const accountId = await submittedKyc(app, { token, email }, ids);
    const first = (await json(await readBack(token, accountId))).identification;
    // A reviewer asks for changes: the account is editable again.
    await app.deps.db.updateTable('accounts').set({ status_id: 5 }).where('id', '=', accountId).execute();
    expect(
      (
        await saveOther(
          token,
          otherInfoStep(ids, accountId, email, {
            identificationName: 'new-id.pdf',
            identificationAttachment: PDF.toString('base64'),
          }),
        )
      ).status,
    ).toBe(200);
    const second = (await json(await readBack(token, accountId))).identification;
    expect(second.attachmentId.attachmentName).toBe('new-id.pdf');
    expect((await app.request(first.attachmentId.attachment.replace('/api/v1', ''), { token })).status).toBe(404);
    const count = await app.deps.db
      .selectFrom('documents')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('account_id', '=', accountId)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(2);
  });
});

describe('refusals of the identity step', () => {
  it('names every missing field as its label does, in one tone', async () => {
    const { token, email } = await signUp(app);
    const accountId = await newAccount(app, { token, email });
    const response = await saveIdentity(token, { accountId, accountType: 1 });
    expect(response.status).toBe(400);
    const { fieldErrors } = await json(response);
    expect(fieldErrors).toMatchObject({
      firstName: 'Enter your first name',
      lastName: 'Enter your last name',
      email: 'Enter your email address',
      dob: 'Enter your date of birth',
      countryOfResidence: 'Choose your country of residence',
      stateOfResidence: 'Choose your state of residence',
      cityOfResidence: 'Choose or type your city of residence',
      postalCode: 'Enter your postal code',
      streetAddress: 'Enter your street address',
      verificationCode: 'Enter your verification number',
      politicallyExposed: 'Choose Yes or No',
    });
    expect(await userStatus(email)).toBe('Onboarding');
  });

  it('refuses an age under 18, a verification type not matching the nationality and a state of another country', async () => {
    const { token, email } = await signUp(app);
    const accountId = await newAccount(app, { token, email });
    const now = new Date();
    const seventeen = `${now.getUTCFullYear() - 17}-01-01`;
    const young = await saveIdentity(token, identityStep(ids, accountId, email, { dob: seventeen }));
    expect((await json(young)).fieldErrors.dob).toBe('You must be at least 18 years old');
    const mismatch = await saveIdentity(
      token,
      identityStep(ids, accountId, email, { nationality: 'US', verificationType: 'BVN' }),
    );
    expect((await json(mismatch)).fieldErrors.verificationType).toBe(
      'The verification type does not match the nationality',
    );
    expect(
      (await saveIdentity(token, identityStep(ids, accountId, email, { nationality: 'US', verificationType: 'SSN' })))
        .status,
    ).toBe(200);
    const wrongState = await saveIdentity(token, identityStep(ids, accountId, email, { stateOfResidence: ghanaState }));
    expect(wrongState.status).toBe(400);
    expect((await json(wrongState)).fieldErrors).toMatchObject({
      stateOfResidence: 'Choose a state of the chosen country',
      cityOfResidence: 'Choose a city of the chosen state',
    });
  });

  it('asks a French national for her passport or national ID number (checked for its shape) and keeps an ITIN for those who have one', async () => {
    const { token, email } = await signUp(app);
    const accountId = await newAccount(app, { token, email });
    const french = (overrides: Json) => identityStep(ids, accountId, email, { nationality: 'FR', ...overrides });
    const anyText = await saveIdentity(token, french({ verificationType: 'ITIN', verificationCode: 'anything' }));
    expect((await json(anyText)).fieldErrors.verificationCode).toBe(
      'An ITIN has 9 digits and starts with 9, such as 912-70-1234',
    );
    const notAPassport = await saveIdentity(token, french({ verificationType: 'PASSPORT', verificationCode: 'AB-12' }));
    expect((await json(notAPassport)).fieldErrors.verificationCode).toMatch(/^Enter the passport number as printed/);
    expect((await saveIdentity(token, french({ verificationType: 'BVN' }))).status).toBe(400);
    expect(
      (await saveIdentity(token, french({ verificationType: 'ITIN', verificationCode: '912-70-1234' }))).status,
    ).toBe(200);
    expect(
      (await saveIdentity(token, french({ verificationType: 'PASSPORT', verificationCode: '12AB34567' }))).status,
    ).toBe(200);
    const { personalInfo } = await json(await readBack(token, accountId));
    expect(personalInfo).toMatchObject({ identityType: 'PASSPORT', identityNumber: '12AB34567' });
    // A Nigerian keeps the product description's BVN, whatever its text.
    expect(
      (
        await saveIdentity(
          token,
          identityStep(ids, accountId, email, { verificationType: 'PASSPORT', verificationCode: '12AB34567' }),
        )
      ).status,
    ).toBe(400);
  });

  it("answers 404 for another user's account and changes nothing", async () => {
    const owner = await signUp(app);
    const accountId = await accountWithIdentity(app, owner, ids);
    const intruder = await signUp(app);
    const write = await saveIdentity(
      intruder.token,
      identityStep(ids, accountId, intruder.email, { firstName: 'Mallory' }),
    );
    expect(write.status).toBe(404);
    expect((await readBack(intruder.token, accountId)).status).toBe(404);
    expect((await json(await readBack(owner.token, accountId))).personalInfo.firstName).toBe('Ada');
    expect(await userStatus(intruder.email)).toBe('Onboarding');
    expect(
      (
        await app.request('/accounts/saveCustomerAccount', {
          method: 'POST',
          token: intruder.token,
          json: { accountEmailAddress: intruder.email, accountType: 1, accountId },
        })
      ).status,
    ).toBe(404);
  });
});

describe('refusals of the documents step', () => {
  async function readyAccount() {
    const user = await signUp(app);
    return { ...user, accountId: await accountWithIdentity(app, user, ids) };
  }
  const documentCount = async (accountId: number) =>
    Number(
      (
        await app.deps.db
          .selectFrom('documents')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('account_id', '=', accountId)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('judges the file type by its content: wrong magic bytes or a name claiming another type are refused', async () => {
    const { token, email, accountId } = await readyAccount();
    const gif = await saveOther(
      token,
      otherInfoStep(ids, accountId, email, {
        identificationName: 'photo.png',
        identificationAttachment: GIF.toString('base64'),
      }),
    );
    expect(gif.status).toBe(400);
    expect(await json(gif)).toMatchObject({
      errorMessage: 'photo.png is not a JPEG, PNG or PDF file: choose another file',
      errorId: 'notADocument',
      errorValues: { name: 'photo.png' },
      fieldErrors: { identificationAttachment: 'photo.png is not a JPEG, PNG or PDF file: choose another file' },
    });
    const text = await saveOther(
      token,
      otherInfoStep(ids, accountId, email, {
        proofOfAddressAttachmentName: 'bill.pdf',
        proofOfAddressAttachment: Buffer.from('just text').toString('base64'),
      }),
    );
    expect((await json(text)).fieldErrors.proofOfAddressAttachment).toBe(
      'bill.pdf is not a JPEG, PNG or PDF file: choose another file',
    );
    const disguised = await saveOther(
      token,
      otherInfoStep(ids, accountId, email, { identificationName: 'passport.pdf' }),
    );
    expect((await json(disguised)).errorMessage).toBe(
      'passport.pdf is not a JPEG, PNG or PDF file: choose another file',
    );
    const dataUrl = await saveOther(
      token,
      otherInfoStep(ids, accountId, email, {
        identificationAttachment: `data:application/pdf;base64,${PNG.toString('base64')}`,
      }),
    );
    expect(dataUrl.status).toBe(400);
    const notBase64 = await saveOther(
      token,
      otherInfoStep(ids, accountId, email, { identificationAttachment: '%%%not base64%%%' }),
    );
    expect((await json(notBase64)).errorMessage).toContain('not valid base64');
    expect(await documentCount(accountId)).toBe(0);
  });

  it('refuses documents that are more than they claim: an image or a PDF followed by HTML, a PDF that runs JavaScript (issue 48)', async () => {
    const { token, email, accountId } = await readyAccount();
    const html = Buffer.from('<html><body><script>fetch("/api/v1/review/queue")</script></body></html>');
    const cases = [
      { name: 'passport.jpg', bytes: Buffer.concat([JPEG, html]), errorId: 'dataAfterEnd' },
      { name: 'passport.png', bytes: Buffer.concat([PNG, html]), errorId: 'dataAfterEnd' },
      { name: 'passport.pdf', bytes: Buffer.concat([PDF, html]), errorId: 'dataAfterEnd' },
      {
        name: 'passport.pdf',
        bytes: Buffer.from(
          '%PDF-1.7\n1 0 obj << /Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj\ntrailer <<>>\n%%EOF\n',
        ),
        errorId: 'activePdf',
      },
    ];
    for (const { name, bytes, errorId } of cases) {
      const refused = await saveOther(
        token,
        otherInfoStep(ids, accountId, email, {
          identificationName: name,
          identificationAttachment: bytes.toString('base64'),
        }),
      );
      expect(refused.status, name).toBe(400);
      const body = await json(refused);
      expect(body, name).toMatchObject({
        errorId,
        errorValues: { name },
        fieldErrors: { identificationAttachment: body.errorMessage },
      });
      expect(body.errorMessage).toMatch(
        errorId === 'activePdf' ? /JavaScript.*print it to a new PDF/ : /data after the end/,
      );
    }
    expect(await documentCount(accountId)).toBe(0);
    // A whole photo as an encoder writes it is still taken.
    const photo = await saveOther(
      token,
      otherInfoStep(ids, accountId, email, {
        identificationName: 'passport.jpg',
        identificationAttachment: JPEG.toString('base64'),
      }),
    );
    expect(photo.status).toBe(200);
  });

  it('refuses a file over 10 MB with 413 and a clear message', async () => {
    const { token, email, accountId } = await readyAccount();
    const big = Buffer.alloc(DOCUMENT_MAX_BYTES + 1, 0x20);
    PDF.copy(big);
    const response = await saveOther(
      token,
      otherInfoStep(ids, accountId, email, { proofOfAddressAttachment: big.toString('base64') }),
    );
    expect(response.status).toBe(413);
    // The size goes as a number, for a client to write in its language's conventions ('10,0' in French).
    expect(await json(response)).toMatchObject({
      errorMessage: 'The file utility-bill.pdf is 10.0 MB; the limit is 10 MB a file.',
      errorId: 'fileTooLarge',
      errorValues: { name: 'utility-bill.pdf', size: 10, limit: 10 },
    });
    expect(await documentCount(accountId)).toBe(0);
  });

  it('refuses missing files and fields, and a step sent before the identity', async () => {
    const { token, email, accountId } = await readyAccount();
    const missing = await saveOther(token, { accountId, email });
    expect(missing.status).toBe(400);
    const missingBody = await json(missing);
    // The 400's own message quotes its first field's error, by id too.
    expect(missingBody).toMatchObject({
      errorId: 'fieldRefused',
      errorValues: { field: expect.any(String), error: expect.any(String) },
    });
    expect(missingBody.fieldErrors).toMatchObject({
      identificationAttachment: 'Attach your identity document',
      proofOfAddressAttachment: 'Attach your proof of address',
      intendedUse: 'Choose the intended use of the account',
      yearlyIncome: 'Choose your yearly income',
      identificationNumber: 'Enter your identification number',
    });
    const wrongList = await saveOther(
      token,
      otherInfoStep(ids, accountId, email, { occupation: 9999, proofOfAddressIdentificationType: ids.identity }),
    );
    const wrongListBody = await json(wrongList);
    expect(wrongListBody.fieldErrors).toMatchObject({
      occupation: 'Choose an option from the list',
      proofOfAddressIdentificationType: 'Choose a proof of address document type',
    });
    expect(wrongListBody.fieldErrorIds).toMatchObject({
      occupation: { id: 'chooseListedOption' },
      proofOfAddressIdentificationType: { id: 'chooseProofOfAddressType' },
    });
    const fresh = await newAccount(app, { token, email });
    const early = await saveOther(token, otherInfoStep(ids, fresh, email));
    expect((await json(early)).errorMessage).toBe('Save the customer identity information first.');
  });

  it("answers 404 for another user's account and stores nothing", async () => {
    const { accountId } = await readyAccount();
    const intruder = await signUp(app);
    const response = await saveOther(intruder.token, otherInfoStep(ids, accountId, intruder.email));
    expect(response.status).toBe(404);
    expect(await documentCount(accountId)).toBe(0);
  });
});

describe('documents and deletion', () => {
  it('serves a document only to its owner, and only with a token', async () => {
    const { token, email } = await signUp(app);
    const accountId = await submittedKyc(app, { token, email }, ids);
    const url = (await json(await readBack(token, accountId))).identification.proofOfAddressDoc.replace('/api/v1', '');
    const intruder = await signUp(app);
    expect((await app.request(url, { token: intruder.token })).status).toBe(404);
    expect((await app.request(url)).status).toBe(401);
    expect((await app.request('/documents/not-a-uuid', { token })).status).toBe(404);
  });

  it("deletes an individual account (handed back by the reviewers) with its documents; another user's delete is a 404 that changes nothing", async () => {
    const { token, email } = await signUp(app);
    const accountId = await submittedKyc(app, { token, email }, ids);
    // Deletable again once the reviewers hand it back.
    await decideAccount(app, await signedInReviewer(app, 'handback.reviewer@payway.example'), {
      accountId,
      decision: 'requestChanges',
      reason: 'A clearer photo, please.',
      affectedSteps: ['identity'],
    });
    const url = (await json(await readBack(token, accountId))).identification.attachmentId.attachment.replace(
      '/api/v1',
      '',
    );
    const intruder = await signUp(app);
    expect(
      (
        await app.request(`/accounts/deleteKycAccount?account_id=${accountId}`, {
          method: 'DELETE',
          token: intruder.token,
        })
      ).status,
    ).toBe(404);
    expect((await list(token, email)).individualProfileAccounts).toHaveLength(1);
    const corporate = await newAccount(app, { token, email }, 2);
    expect(
      (await app.request(`/accounts/deleteKycAccount?account_id=${corporate}`, { method: 'DELETE', token })).status,
    ).toBe(404);

    const deleted = await app.request(`/accounts/deleteKycAccount?account_id=${accountId}`, {
      method: 'DELETE',
      token,
    });
    expect(deleted.status).toBe(200);
    expect((await list(token, email)).individualProfileAccounts).toHaveLength(0);
    expect((await app.request(url, { token })).status).toBe(404);
    expect(
      (await app.request(`/accounts/deleteKycAccount?account_id=${accountId}`, { method: 'DELETE', token })).status,
    ).toBe(404);
  });

  it('refuses deleting an account in review or approved, with a message, and keeps it', async () => {
    const customer = await signUp(app);
    const accountId = await submittedKyc(app, customer, ids);
    const remove = () =>
      app.request(`/accounts/deleteKycAccount?account_id=${accountId}`, { method: 'DELETE', token: customer.token });
    const inReview = await remove();
    expect(inReview.status).toBe(409);
    expect(await json(inReview)).toEqual({
      errorMessage: 'This account is being reviewed and cannot be deleted now.',
      errorId: 'accountInReviewNotDeleted',
    });
    await decideAccount(app, await signedInReviewer(app, 'delete.reviewer@payway.example'), {
      accountId,
      decision: 'approve',
    });
    const approved = await remove();
    expect(approved.status).toBe(409);
    expect(await json(approved)).toMatchObject({
      errorMessage: expect.stringMatching(/approved/),
      errorId: 'approvedAccountNotDeleted',
    });
    expect((await list(customer.token, customer.email)).individualProfileAccounts).toHaveLength(1);
  });
});

describe('secondary users act for their parent', () => {
  async function subUser(parentEmail: string, granted: number[]) {
    const db = app.deps.db;
    const parent = await db.selectFrom('users').select('id').where('email', '=', parentEmail).executeTakeFirstOrThrow();
    const sub = await db
      .insertInto('users')
      .values({
        email: `sub-${Math.random().toString(36).slice(2)}@example.com`,
        password_hash: 'x',
        country_code: '+234',
        mobile_number: '8030000000',
        status: 'Active',
        parent_user_id: parent.id,
        first_name: 'Sub',
        last_name: 'User',
        totp_secret: null,
      })
      .returning(['id', 'email'])
      .executeTakeFirstOrThrow();
    if (granted.length)
      await db
        .insertInto('user_permissions')
        .values(granted.map((permission_id) => ({ user_id: sub.id, permission_id, permission_status: 'Yes' as const })))
        .execute();
    const session = await createSession(db, new Date(), sub.id, 1, {}, ['password']);
    return { token: session.token, email: sub.email };
  }

  it("lists the parent's accounts with view permission, and is refused creating without create permission", async () => {
    const parent = await signUp(app);
    const accountId = await newAccount(app, parent);
    const viewer = await subUser(parent.email, [4]);
    expect(
      (await list(viewer.token, viewer.email)).individualProfileAccounts.map((item: Json) => item.accountId),
    ).toEqual([accountId]);
    const create = await app.request('/accounts/saveCustomerAccount', {
      method: 'POST',
      token: viewer.token,
      json: { accountEmailAddress: viewer.email, accountType: 1 },
    });
    expect(create.status).toBe(403);
    const blind = await subUser(parent.email, []);
    expect(
      (
        await app.request(`/accounts/allAccountsByProfile?profile_id=${encodeURIComponent(blind.email)}`, {
          token: blind.token,
        })
      ).status,
    ).toBe(403);
  });

  it('gives the list in one answer whoever asks: newest first, submitted ones with their date and country, the same for a viewer by either email', async () => {
    const parent = await signUp(app);
    expect(await list(parent.token, parent.email)).toEqual({
      individualProfileAccounts: [],
      businessProfileAccounts: [],
    });
    const submitted = await submittedKyc(app, parent, ids);
    const created = [
      await newAccount(app, parent, 2),
      await newAccount(app, parent, 1),
      await newAccount(app, parent, 2),
    ];
    const own = await list(parent.token, parent.email);
    expect(own.individualProfileAccounts.map((item: Json) => item.accountId)).toEqual([created[1], submitted]);
    expect(own.businessProfileAccounts.map((item: Json) => item.accountId)).toEqual([created[2], created[0]]);
    const done = own.individualProfileAccounts[1];
    expect(done.date).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(done.country).toEqual({
      countryOfResidence: expect.any(String),
      countryCode: expect.stringMatching(/^[A-Z]{2}$/),
    });
    expect(done.fullName).toEqual(expect.any(String));
    const viewer = await subUser(parent.email, [4]);
    expect(await list(viewer.token, viewer.email)).toEqual(own);
    expect(await list(viewer.token, parent.email)).toEqual(own);
    expect(
      (
        await app.request(
          `/accounts/allAccountsByProfile?profile_id=${encodeURIComponent((await signUp(app)).email)}`,
          { token: viewer.token },
        )
      ).status,
    ).toBe(404);
  });

  it('refuses a document to a sub-user without the view permission before its content is read or decrypted', async () => {
    const parent = await signUp(app);
    const accountId = await submittedKyc(app, parent, ids);
    const url: string = (await json(await readBack(parent.token, accountId))).identification.proofOfAddressDoc.replace(
      '/api/v1',
      '',
    );
    const viewer = await subUser(parent.email, [4]);
    const blind = await subUser(parent.email, []);
    expect((await app.request(url, { token: viewer.token })).status).toBe(200);

    // A stored blob no key opens: a request that reaches the decryption answers 500.
    await app.deps.db
      .updateTable('documents')
      .set({ content: Buffer.from('not a sealed document'), chunked: false })
      .where('id', '=', url.split('/').pop()!)
      .execute();
    expect((await app.request(url, { token: viewer.token })).status).toBe(500);
    const refused = await app.request(url, { token: blind.token });
    expect(refused.status).toBe(403);
    expect(await json(refused)).toEqual({
      errorMessage: 'Your profile is not allowed to view accounts. Ask the account owner for this permission.',
      errorId: 'cannotViewAccounts',
    });
  });
});
