import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../helpers/app';
import {
  activityStep,
  businessInfoStep,
  businessPerson,
  complianceStep,
  firstPlace,
  kybDocument,
  kybThroughStep,
  newAccount,
  ownershipStep,
  PDF,
  PNG,
  referenceIds,
  signedInReviewer,
  type Json,
  type Place,
  type ReferenceIds,
} from '../helpers/fixtures';
import { createSession } from '../../server/services/auth/sessions';
import { VALIDATION_MESSAGES } from '../../src/contract/message-texts';

let app: TestApp;
let ids: ReferenceIds;
let us: Place;
beforeAll(async () => {
  app = await createTestApp();
  ids = await referenceIds(app);
  us = await firstPlace(app, 'US');
});
afterAll(() => app.close());

const json = async (response: Response) => (await response.json()) as Json;

const GIF = Buffer.from('GIF89a\x01\x00\x01\x00');

const post = (path: string, token: string, body: Json, idempotencyKey?: string) =>
  app.request(`/accounts/${path}`, { method: 'POST', token, json: body, idempotencyKey });
const readBusiness = (token: string, accountId: number) =>
  app.request(`/accounts/businessAccounts?account_id=${accountId}`, { token });
const readPeople = (token: string, accountId: number) =>
  app.request(`/accounts/shareholdersInfo?account_id=${accountId}`, { token });
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

describe('KYB onboarding, the four steps', () => {
  it('saves every step, reads each back in the shapes of the product description and sends the account for review', async () => {
    const { token, email } = await signUp(app);
    const accountId = await newAccount(app, { token, email }, 2);

    const step0 = await post('saveBusinessInfo', token, businessInfoStep(ids, accountId));
    expect(step0.status).toBe(200);
    const { businessInfoId } = await json(step0);
    expect(businessInfoId).toBeGreaterThan(0);
    const user = await app.deps.db
      .selectFrom('users')
      .select('status')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(user.status).toBe('Active');

    const step1 = await post('saveShareholdersInfo', token, ownershipStep(accountId, [businessPerson(ids)]));
    expect(step1.status).toBe(200);
    const step1Body = await json(step1);
    expect(step1Body.accountId).toBe(accountId);
    expect(step1Body.ownershipStructureId).toBeGreaterThan(0);

    const step2 = await post('saveBusinessActivity', token, activityStep(accountId));
    expect(step2.status).toBe(200);
    const { businessActivityId } = await json(step2);
    expect(businessActivityId).toBeGreaterThan(0);

    const step3 = await post('saveComplianceAndAccount', token, complianceStep(accountId));
    expect(step3.status).toBe(200);
    expect(await json(step3)).toMatchObject({ accountId, accountStatusId: 10 });

    const saved = await json(await readBusiness(token, accountId));
    expect(saved.accountStatusId).toBe(10);
    expect(saved.businessInfo).toEqual({
      businessInfoId,
      tradingName: 'Okafor Trading Limited',
      legalName: 'Okafor Trading Limited',
      businessPhone: '+2348031234567',
      identityType: 'TAXID',
      identityNumber: '12345678-0001',
      stateOfResidence: { stateId: ids.state },
      cityOfResidence: { cityId: ids.city, cityName: null },
      natureOfBusiness: { natureOfBusinessId: 1 },
      countryOfIncorporation: { countryCode: 'NG' },
      countryOfResidence: { countryCode: 'NG' },
      companyOperationDuration: '3 years',
      postalCode: '100001',
      streetAddress: '5 Broad Street',
      businessEmail: 'hello@okafor.example',
      companyRegistrationNumber: 'RC123456',
    });
    expect(
      saved.businessRegistrationAttachment.map((item: Json) => [
        item.identificationType.identificationTypeId,
        item.attachmentName,
      ]),
    ).toEqual([
      [ids.proofOfAddress, 'utility-bill.pdf'],
      [8, 'certificate.pdf'],
      [9, 'articles.pdf'],
      [10, 'other.png'],
    ]);
    const other = saved.businessRegistrationAttachment[3];
    const download = await app.request(other.attachment.replace('/api/v1', ''), { token });
    expect(download.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await download.arrayBuffer())).toEqual(PNG);
    expect(saved.businessActivities).toEqual({
      businessActivityId,
      intendedUse: 1,
      transactionVolume: { transactionVolumeId: 3 },
      transactionFrequency: { transactionFrequencyId: 5 },
      financialTransactionType: { transactionTypeId: 2 },
      sourceOfFund: 'From Bank',
      businessPep: {
        businessPepId: 1,
        pepFullname: 'Ngozi Adebayo, Tunde Bello',
        pepFullnames: [{ pepfullName: 'Ngozi Adebayo' }, { pepfullName: 'Tunde Bello' }],
      },
    });
    expect(saved.regulatoryCompany).toMatchObject({
      isBusinessRegistered: true,
      nameOfRegulator: 'Central Bank of Nigeria',
      regNumber: 'CBN-889',
      isBusinessPenalized: false,
      penalizedDetail: '',
      isSanctioned: false,
    });

    const people = await json(await readPeople(token, accountId));
    expect(people.directors).toHaveLength(1);
    expect(people.shareholders).toHaveLength(1);
    expect(people.directors[0]).toEqual(people.shareholders[0]);
    expect(people.directors[0]).toMatchObject({
      firstName: 'Chidi',
      numberOfShares: 60,
      directorRole: 'Managing Director',
      isDirectorInfo: true,
      isShareholderInfo: true,
      identificationName: 'passport.png',
      proofOfAddressAttachmentName: 'bill.pdf',
    });
    expect(people.ownership).toMatchObject({
      ownershipStructureId: step1Body.ownershipStructureId,
      ownershipAttachmentName: 'structure.pdf',
    });
    const structure = await app.request(people.ownership.ownershipAttachment.replace('/api/v1', ''), { token });
    expect(Buffer.from(await structure.arrayBuffer())).toEqual(PDF);

    const list = await json(
      await app.request(`/accounts/allAccountsByProfile?profile_id=${encodeURIComponent(email)}`, { token }),
    );
    expect(list.businessProfileAccounts[0]).toMatchObject({
      businessName: 'Okafor Trading Limited',
      country: { countryOfResidence: 'Nigeria' },
      accountStatus: { accountStatusId: 10 },
    });
    expect(list.businessProfileAccounts[0].date).not.toBe('');

    const whileInReview = await post('saveBusinessActivity', token, activityStep(accountId));
    expect(whileInReview.status).toBe(409);
  });

  it('reads an account that has only started as empty parts', async () => {
    const { token, email } = await signUp(app);
    const accountId = await newAccount(app, { token, email }, 2);
    expect(await json(await readBusiness(token, accountId))).toEqual({
      accountId,
      accountStatusId: 11,
      businessInfo: null,
      businessRegistrationAttachment: [],
      businessActivities: null,
      regulatoryCompany: null,
    });
    expect(await json(await readPeople(token, accountId))).toEqual({
      accountId,
      directors: [],
      shareholders: [],
      ownership: null,
    });
  });
});

describe('step 0: business information', () => {
  it('refuses three documents instead of four, with the message on kybAttachments', async () => {
    const { token, email } = await signUp(app);
    const accountId = await newAccount(app, { token, email }, 2);
    const three = businessInfoStep(ids, accountId, {
      kybAttachments: businessInfoStep(ids, accountId).kybAttachments.slice(0, 3),
    });
    const response = await post('saveBusinessInfo', token, three);
    expect(response.status).toBe(400);
    expect((await json(response)).fieldErrors.kybAttachments).toBe(VALIDATION_MESSAGES.fourDocuments);
    const twoCertificates = businessInfoStep(ids, accountId, {
      kybAttachments: [
        kybDocument(ids.proofOfAddress, 'a.pdf'),
        kybDocument(8, 'b.pdf'),
        kybDocument(8, 'c.pdf'),
        kybDocument(10, 'd.pdf'),
      ],
    });
    expect((await post('saveBusinessInfo', token, twoCertificates)).status).toBe(400);
    expect(await documentCount(accountId)).toBe(0);
  });

  it('refuses a proof of address of another kind, a document that is not what it claims, and a bad phone', async () => {
    const { token, email } = await signUp(app);
    const accountId = await newAccount(app, { token, email }, 2);
    const wrongKind = await post(
      'saveBusinessInfo',
      token,
      businessInfoStep(ids, accountId, {
        kybAttachments: [
          kybDocument(ids.identity, 'passport.pdf'),
          kybDocument(8, 'b.pdf'),
          kybDocument(9, 'c.pdf'),
          kybDocument(10, 'd.pdf'),
        ],
      }),
    );
    expect(wrongKind.status).toBe(400);
    expect((await json(wrongKind)).fieldErrors['kybAttachments.0.identificationType']).toBe(
      'Choose a proof of address document type',
    );
    const gif = await post(
      'saveBusinessInfo',
      token,
      businessInfoStep(ids, accountId, {
        kybAttachments: [
          kybDocument(ids.proofOfAddress, 'bill.png', GIF),
          kybDocument(8, 'b.pdf'),
          kybDocument(9, 'c.pdf'),
          kybDocument(10, 'd.pdf'),
        ],
      }),
    );
    expect(gif.status).toBe(400);
    expect((await json(gif)).fieldErrors['kybAttachments.0.identificationAttachment']).toBe(
      'bill.png is not a JPEG, PNG or PDF file: choose another file',
    );
    const phone = await post(
      'saveBusinessInfo',
      token,
      businessInfoStep(ids, accountId, { businessPhoneNumber: '12' }),
    );
    expect(phone.status).toBe(400);
    expect((await json(phone)).fieldErrors.businessPhoneNumber).toBe('Please enter a valid phone number');
    const email400 = await post(
      'saveBusinessInfo',
      token,
      businessInfoStep(ids, accountId, { businessEmail: 'not-an-email' }),
    );
    expect((await json(email400)).fieldErrors.businessEmail).toBe('Please enter a valid email');
    expect(await documentCount(accountId)).toBe(0);
  });

  it('follows the country of incorporation for TAXID or EIN, and a state and city of the country of residence', async () => {
    const { token, email } = await signUp(app);
    const accountId = await newAccount(app, { token, email }, 2);
    const einInNigeria = await post(
      'saveBusinessInfo',
      token,
      businessInfoStep(ids, accountId, { identificationType: 'EIN' }),
    );
    expect((await json(einInNigeria)).fieldErrors.identificationType).toContain('TAXID');
    const usBusiness = await post(
      'saveBusinessInfo',
      token,
      businessInfoStep(ids, accountId, {
        countryCodeOfIncorporation: 'US',
        identificationType: 'EIN',
        countryCodeOfResidence: 'US',
        stateId: us.state,
        cityId: us.city,
        postalCode: '94105',
      }),
    );
    expect(usBusiness.status).toBe(200);
    const mismatch = await post(
      'saveBusinessInfo',
      token,
      businessInfoStep(ids, accountId, { countryCodeOfResidence: 'US', postalCode: '94105' }),
    );
    expect(mismatch.status).toBe(400);
    expect((await json(mismatch)).fieldErrors).toMatchObject({ stateId: 'Choose a state of the chosen country' });
    const duration = await post(
      'saveBusinessInfo',
      token,
      businessInfoStep(ids, accountId, { companyOperationDuration: '0 years' }),
    );
    expect(duration.status).toBe(400);
  });

  it("takes a French business's SIREN, checked by its check digit, stores its type and shows it to the reviewer (issue 46)", async () => {
    const { token, email } = await signUp(app);
    const accountId = await newAccount(app, { token, email }, 2);
    const fr = await app.deps.db
      .selectFrom('cities')
      .innerJoin('states', 'states.state_id', 'cities.state_id')
      .select(['states.state_id as state', 'cities.city_id as city'])
      .where('states.country_code', '=', 'FR')
      .orderBy('cities.city_id')
      .executeTakeFirstOrThrow();
    const french = (overrides: Json) =>
      businessInfoStep(ids, accountId, {
        countryCodeOfIncorporation: 'FR',
        countryCodeOfResidence: 'FR',
        stateId: fr.state,
        cityId: fr.city,
        postalCode: '75001',
        identificationType: 'SIREN',
        identificationNumber: '732 829 320',
        ...overrides,
      });
    const wrongDigit = await post('saveBusinessInfo', token, french({ identificationNumber: '732 829 321' }));
    expect(wrongDigit.status).toBe(400);
    expect((await json(wrongDigit)).fieldErrors.identificationNumber).toBe(
      'Enter a valid SIREN (9 digits) or SIRET (14 digits)',
    );
    const ein = await post('saveBusinessInfo', token, french({ identificationType: 'EIN' }));
    expect(ein.status).toBe(400);
    expect((await json(ein)).fieldErrors.identificationType).toContain('SIREN or SIRET in FR');
    expect(await documentCount(accountId)).toBe(0);

    expect((await post('saveBusinessInfo', token, french({}))).status).toBe(200);
    expect((await json(await readBusiness(token, accountId))).businessInfo).toMatchObject({
      identityType: 'SIREN',
      identityNumber: '732 829 320',
    });
    const siret = await post(
      'saveBusinessInfo',
      token,
      french({ identificationType: 'SIRET', identificationNumber: '73282932000074' }),
    );
    expect(siret.status).toBe(200);
    expect((await json(await readBusiness(token, accountId))).businessInfo).toMatchObject({ identityType: 'SIRET' });

    for (const [endpoint, body] of [
      ['saveShareholdersInfo', ownershipStep(accountId, [businessPerson(ids)])],
      ['saveBusinessActivity', activityStep(accountId)],
      ['saveComplianceAndAccount', complianceStep(accountId)],
    ] as const)
      expect((await post(endpoint, token, body)).status).toBe(200);
    const reviewer = await signedInReviewer(app);
    const detail = await app.request(`/review/detail?subject_type=account&subject_id=${accountId}`, {
      token: reviewer.token,
    });
    expect(JSON.stringify(await json(detail))).toContain('SIRET 73282932000074');
  });

  it('replaces the documents of an earlier submission, keeping the attachment ids it names', async () => {
    const { token, email } = await signUp(app);
    const accountId = await kybThroughStep(app, { token, email }, ids, 0);
    const before = (await json(await readBusiness(token, accountId))).businessRegistrationAttachment;
    const edited = businessInfoStep(ids, accountId, {
      tradingName: '',
      kybAttachments: before.map((item: Json, index: number) =>
        kybDocument(item.identificationType.identificationTypeId, `new-${index}.pdf`, PDF, item.businessAttachmentId),
      ),
    });
    expect((await post('saveBusinessInfo', token, edited)).status).toBe(200);
    const after = await json(await readBusiness(token, accountId));
    expect(after.businessInfo.tradingName).toBe('');
    expect(after.businessRegistrationAttachment.map((item: Json) => item.businessAttachmentId)).toEqual(
      before.map((item: Json) => item.businessAttachmentId),
    );
    expect(after.businessRegistrationAttachment[0].attachmentName).toBe('new-0.pdf');
    expect(await documentCount(accountId)).toBe(4);
    expect((await app.request(before[0].attachment.replace('/api/v1', ''), { token })).status).toBe(404);
  });

  it('replays a submission sent twice with the same idempotency key without storing the documents twice', async () => {
    const { token, email } = await signUp(app);
    const accountId = await newAccount(app, { token, email }, 2);
    const first = await post('saveBusinessInfo', token, businessInfoStep(ids, accountId), 'kyb-0-once');
    const again = await post('saveBusinessInfo', token, businessInfoStep(ids, accountId), 'kyb-0-once');
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await json(again)).toEqual(await json(first));
    expect(await documentCount(accountId)).toBe(4);
  });
});

describe('step 1: directors and shareholders', () => {
  it('refuses a shareholder without shares and a list without a director', async () => {
    const { token, email } = await signUp(app);
    const accountId = await kybThroughStep(app, { token, email }, ids, 0);
    const noShares = await post(
      'saveShareholdersInfo',
      token,
      ownershipStep(accountId, [
        businessPerson(ids),
        businessPerson(ids, { isDirectorInfo: false, numberOfShares: 0, email: 'b@okafor.example' }),
      ]),
    );
    expect(noShares.status).toBe(400);
    expect((await json(noShares)).fieldErrors['directorAndShareholderInfo.1.numberOfShares']).toBe(
      'Enter the number of shares (%)',
    );
    const noDirector = await post(
      'saveShareholdersInfo',
      token,
      ownershipStep(accountId, [businessPerson(ids, { isDirectorInfo: false })]),
    );
    expect(noDirector.status).toBe(400);
    expect((await json(noDirector)).fieldErrors.directorAndShareholderInfo).toBe('Add at least one director');
    const noRole = await post(
      'saveShareholdersInfo',
      token,
      ownershipStep(accountId, [businessPerson(ids, { directorRole: '' })]),
    );
    expect((await json(noRole)).fieldErrors['directorAndShareholderInfo.0.directorRole']).toBe(
      'Enter the director role',
    );
    const wrongVerification = await post(
      'saveShareholdersInfo',
      token,
      ownershipStep(accountId, [businessPerson(ids, { nationality: 'US' })]),
    );
    expect((await json(wrongVerification)).fieldErrors['directorAndShareholderInfo.0.verificationType']).toContain(
      'SSN',
    );
    const frenchId = (verificationCode: string) =>
      businessPerson(ids, { nationality: 'FR', verificationType: 'NATIONAL_ID', verificationCode });
    const shortId = await post('saveShareholdersInfo', token, ownershipStep(accountId, [frenchId('12')]));
    expect((await json(shortId)).fieldErrors['directorAndShareholderInfo.0.verificationCode']).toBe(
      'Enter the national ID card number as printed on the card',
    );
    const wrongStructureType = await post(
      'saveShareholdersInfo',
      token,
      ownershipStep(accountId, [businessPerson(ids)], { identificationType: 8 }),
    );
    expect(wrongStructureType.status).toBe(400);
    expect(await documentCount(accountId)).toBe(4);
  });

  it('refuses a person’s identity document type on the wire’s field (identifcationType): missing, or no identity document', async () => {
    const { token, email } = await signUp(app);
    const accountId = await kybThroughStep(app, { token, email }, ids, 0);
    const field = 'directorAndShareholderInfo.0.identifcationType';
    const missing = await post(
      'saveShareholdersInfo',
      token,
      ownershipStep(accountId, [businessPerson(ids, { identifcationType: undefined })]),
    );
    expect(missing.status).toBe(400);
    expect(Object.keys((await json(missing)).fieldErrors)).toEqual([field]);
    const notIdentity = await post(
      'saveShareholdersInfo',
      token,
      ownershipStep(accountId, [businessPerson(ids, { identifcationType: ids.proofOfAddress })]),
    );
    expect(notIdentity.status).toBe(400);
    expect(Object.keys((await json(notIdentity)).fieldErrors)).toEqual([field]);
  });

  it('keeps shares only for shareholders and the role only for directors', async () => {
    const { token, email } = await signUp(app);
    const accountId = await kybThroughStep(app, { token, email }, ids, 0);
    const director = businessPerson(ids, { isShareholderInfo: false, numberOfShares: 40 });
    const shareholder = businessPerson(ids, {
      email: 's@okafor.example',
      isDirectorInfo: false,
      directorRole: 'ignored',
      numberOfShares: 30,
      // A French shareholder gives her national ID card number (beyond the product description's BVN, SSN, ITIN).
      nationality: 'FR',
      verificationType: 'NATIONAL_ID',
      verificationCode: 'X4RTBPFW4',
    });
    expect((await post('saveShareholdersInfo', token, ownershipStep(accountId, [director, shareholder]))).status).toBe(
      200,
    );
    const people = await json(await readPeople(token, accountId));
    expect(people.directors.map((p: Json) => [p.email, p.numberOfShares, p.directorRole])).toEqual([
      ['chidi@okafor.example', 0, 'Managing Director'],
    ]);
    expect(people.shareholders.map((p: Json) => [p.email, p.numberOfShares, p.directorRole])).toEqual([
      ['s@okafor.example', 30, ''],
    ]);
    expect(people.shareholders[0]).toMatchObject({ verificationType: 'NATIONAL_ID', verificationCode: 'X4RTBPFW4' });
  });

  it('edits the list: a named person keeps its id, a missing one is removed with its documents', async () => {
    const { token, email } = await signUp(app);
    const accountId = await kybThroughStep(app, { token, email }, ids, 0);
    await post(
      'saveShareholdersInfo',
      token,
      ownershipStep(accountId, [
        businessPerson(ids),
        businessPerson(ids, { email: 'second@okafor.example', isDirectorInfo: false, numberOfShares: 40 }),
      ]),
    );
    const [chidi] = (await json(await readPeople(token, accountId))).directors;
    expect(await documentCount(accountId)).toBe(4 + 1 + 4);
    const edited = await post(
      'saveShareholdersInfo',
      token,
      ownershipStep(accountId, [
        businessPerson(ids, { personalInfoId: chidi.personalInfoId, directorRole: 'Chairman' }),
      ]),
    );
    expect(edited.status).toBe(200);
    const people = await json(await readPeople(token, accountId));
    expect(people.directors).toHaveLength(1);
    expect(people.directors[0]).toMatchObject({ personalInfoId: chidi.personalInfoId, directorRole: 'Chairman' });
    expect(people.shareholders.map((p: Json) => p.email)).toEqual(['chidi@okafor.example']);
    expect(await documentCount(accountId)).toBe(4 + 1 + 2);
  });

  it('writes nothing when one document of the step is refused', async () => {
    const { token, email } = await signUp(app);
    const accountId = await kybThroughStep(app, { token, email }, ids, 1);
    const before = await json(await readPeople(token, accountId));
    const bad = businessPerson(ids, { email: 'x@okafor.example', proofOfAddressAttachment: GIF.toString('base64') });
    const refused = await post(
      'saveShareholdersInfo',
      token,
      ownershipStep(accountId, [
        businessPerson(ids, { personalInfoId: before.directors[0].personalInfoId, firstName: 'Changed' }),
        bad,
      ]),
    );
    expect(refused.status).toBe(400);
    expect((await json(refused)).fieldErrors['directorAndShareholderInfo.1.proofOfAddressAttachment']).toMatch(
      / is not a JPEG, PNG or PDF file: choose another file$/,
    );
    expect(await json(await readPeople(token, accountId))).toEqual(before);
  });
});

describe('steps 2 and 3: activity and compliance', () => {
  it('needs the PEP names only on yes and drops them on no', async () => {
    const { token, email } = await signUp(app);
    const accountId = await kybThroughStep(app, { token, email }, ids, 1);
    const missing = await post('saveBusinessActivity', token, activityStep(accountId, { pepFullnames: [] }));
    expect(missing.status).toBe(400);
    expect((await json(missing)).fieldErrors.pepFullnames).toContain('full name');
    expect((await post('saveBusinessActivity', token, activityStep(accountId, { pepId: 2 }))).status).toBe(200);
    expect((await json(await readBusiness(token, accountId))).businessActivities.businessPep).toEqual({
      businessPepId: 2,
      pepFullname: '',
      pepFullnames: [],
    });
    const badSource = await post('saveBusinessActivity', token, activityStep(accountId, { sourceOfFund: 'Lottery' }));
    expect(badSource.status).toBe(400);
    const unknownVolume = await post(
      'saveBusinessActivity',
      token,
      activityStep(accountId, { transactionVolume: 999 }),
    );
    expect(await json(unknownVolume)).toMatchObject({
      errorMessage: 'transactionVolume: Choose an option from the list',
      errorId: 'fieldRefused',
      fieldErrors: { transactionVolume: 'Choose an option from the list' },
      fieldErrorIds: { transactionVolume: { id: 'chooseListedOption' } },
    });
  });

  it('refuses compliance before the earlier steps, and keeps the regulator only when registered', async () => {
    const { token, email } = await signUp(app);
    const early = await kybThroughStep(app, { token, email }, ids, 0);
    const tooEarly = await post('saveComplianceAndAccount', token, complianceStep(early));
    expect(tooEarly.status).toBe(400);
    expect(await json(tooEarly)).toEqual({
      errorMessage: 'Save these steps first: Director(s) and Shareholder(s) Information, Business Activities.',
      errorId: 'saveStepsFirst',
      errorValues: { steps: 'ownership,activity' },
    });

    const accountId = await kybThroughStep(app, { token, email }, ids, 2);
    const noName = await post('saveComplianceAndAccount', token, complianceStep(accountId, { nameOfRegulator: '' }));
    expect((await json(noName)).fieldErrors.nameOfRegulator).toBe('Enter the name of the regulator');
    const noDetail = await post(
      'saveComplianceAndAccount',
      token,
      complianceStep(accountId, { complianceIssue: true }),
    );
    expect((await json(noDetail)).fieldErrors.investigationDetail).toBe('Enter the investigation details');
    const saved = await post(
      'saveComplianceAndAccount',
      token,
      complianceStep(accountId, {
        complianceRegulator: false,
        complianceIssue: true,
        investigationDetail: 'Fined in 2019 for late filing',
        sanctioned: true,
      }),
    );
    expect(saved.status).toBe(200);
    expect((await json(await readBusiness(token, accountId))).regulatoryCompany).toMatchObject({
      isBusinessRegistered: false,
      nameOfRegulator: '',
      regNumber: '',
      isBusinessPenalized: true,
      penalizedDetail: 'Fined in 2019 for late filing',
      isSanctioned: true,
    });
  });
});

describe('access', () => {
  it("refuses another user's account at every step, read and delete, and an individual account", async () => {
    const owner = await signUp(app);
    const accountId = await kybThroughStep(app, owner, ids, 2);
    const intruder = await signUp(app);
    const attempts = [
      post('saveBusinessInfo', intruder.token, businessInfoStep(ids, accountId)),
      post('saveShareholdersInfo', intruder.token, ownershipStep(accountId, [businessPerson(ids)])),
      post('saveBusinessActivity', intruder.token, activityStep(accountId)),
      post('saveComplianceAndAccount', intruder.token, complianceStep(accountId)),
      readBusiness(intruder.token, accountId),
      readPeople(intruder.token, accountId),
      app.request(`/accounts/deleteKybAccount?account_id=${accountId}`, { method: 'DELETE', token: intruder.token }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.status).toBe(404);
      expect((await json(response)).errorMessage).toBe('No such account');
    }
    const [person0] = (await json(await readPeople(owner.token, accountId))).directors;
    expect(
      (await app.request(person0.identificationAttachment.replace('/api/v1', ''), { token: intruder.token })).status,
    ).toBe(404);

    const individual = await app.request('/accounts/saveCustomerAccount', {
      method: 'POST',
      token: owner.token,
      json: { accountEmailAddress: owner.email, accountType: 1, accountId: '' },
    });
    const individualId = (await json(individual)).accountId;
    expect((await post('saveBusinessInfo', owner.token, businessInfoStep(ids, individualId))).status).toBe(404);
    expect((await readBusiness(owner.token, individualId)).status).toBe(404);
    expect((await readBusiness('', accountId)).status).toBe(401);
    for (const response of [
      await readBusiness(owner.token, 99_999_999_999),
      await post('saveBusinessActivity', owner.token, activityStep(99_999_999_999)),
    ]) {
      expect([400, 404]).toContain(response.status);
    }
  });

  it('lets a secondary user act for its parent only with the permission', async () => {
    const parent = await signUp(app);
    const accountId = await newAccount(app, parent, 2);
    const db = app.deps.db;
    const parentRow = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', parent.email)
      .executeTakeFirstOrThrow();
    const subUser = async (granted: number[]) => {
      const sub = await db
        .insertInto('users')
        .values({
          email: `sub-${Math.random().toString(36).slice(2)}@example.com`,
          password_hash: 'x',
          country_code: '+234',
          mobile_number: '8030000000',
          status: 'Active',
          parent_user_id: parentRow.id,
          first_name: 'Sub',
          last_name: 'User',
          totp_secret: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (granted.length)
        await db
          .insertInto('user_permissions')
          .values(
            granted.map((permission_id) => ({ user_id: sub.id, permission_id, permission_status: 'Yes' as const })),
          )
          .execute();
      return (await createSession(db, new Date(), sub.id, 1, {}, ['password'])).token;
    };
    const viewer = await subUser([4]);
    expect((await readBusiness(viewer, accountId)).status).toBe(200);
    expect((await post('saveBusinessInfo', viewer, businessInfoStep(ids, accountId))).status).toBe(403);
    const editor = await subUser([2]);
    expect((await post('saveBusinessInfo', editor, businessInfoStep(ids, accountId))).status).toBe(200);
    expect(
      (await app.request(`/accounts/deleteKybAccount?account_id=${accountId}`, { method: 'DELETE', token: editor }))
        .status,
    ).toBe(403);
  });

  it('deletes a business account with its rows and documents', async () => {
    const { token, email } = await signUp(app);
    const accountId = await kybThroughStep(app, { token, email }, ids, 2);
    const url = (await json(await readPeople(token, accountId))).ownership.ownershipAttachment.replace('/api/v1', '');
    const deleted = await app.request(`/accounts/deleteKybAccount?account_id=${accountId}`, {
      method: 'DELETE',
      token,
    });
    expect(deleted.status).toBe(200);
    expect((await app.request(url, { token })).status).toBe(404);
    expect(await documentCount(accountId)).toBe(0);
    const leftovers = await db()
      .selectFrom('business_people')
      .select('id')
      .where('account_id', '=', accountId)
      .execute();
    expect(leftovers).toHaveLength(0);
    expect((await readBusiness(token, accountId)).status).toBe(404);
  });
});

const db = () => app.deps.db;
