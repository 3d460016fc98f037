import { randomBytes } from 'node:crypto';
import jpeg from 'jpeg-js';
import { Secret, TOTP } from 'otpauth';
import { createReviewer } from '../../server/services/review/reviewer-accounts';
import { crc32, type BodyOf, type Endpoints, type MrzFindings } from '../../src/contract';
import { signUp, type TestApp } from './app';

/*
 * Data that tests and benches seed through the API, as a customer or a reviewer would send it: valid payloads of the
 * KYC and KYB steps and of a payment request, the reference ids they name, a signed-in reviewer, decisions. Every
 * seeding call throws unless the server answers 200, so a test never goes on from a seed that was refused. Payload
 * builders take `overrides` for the field a test is about.
 */

export type Json = Record<string, any>;
/** The body the contract takes at an endpoint: each payload's base is checked against it; `overrides` stay loose, for refusals. */
type Body<E extends keyof Endpoints> = NonNullable<BodyOf<Endpoints[E]>>;
export type Customer = Awaited<ReturnType<typeof signUp>>;
/** A customer's session: what every call but a payment's needs. */
export type Session = Pick<Customer, 'email' | 'token'>;
export interface Place {
  state: number;
  stateName: string;
  city: number;
  cityName: string;
}
/** What the payloads name: a Nigerian state and city (and their names, as the forms list them), document kinds, a bank. */
export interface ReferenceIds extends Place {
  identity: number;
  proofOfAddress: number;
  bankCode: string;
}

/** A 1×1 PNG (a browser can draw it) and a minimal PDF: documents the server accepts. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
/** A PDF of `size` bytes whose one stream holds random (incompressible) bytes, as a scan's image would. */
export function randomPdf(size: number) {
  const head = Buffer.from('%PDF-1.7\n1 0 obj << /Length 0 >>\nstream\n');
  const tail = Buffer.from('\nendstream\nendobj\ntrailer <<>>\n%%EOF\n');
  return Buffer.concat([head, randomBytes(size - head.length - tail.length), tail]);
}
/** The PNG with a text chunk saying `text` before its end: another whole PNG, for a document that must differ. */
export function pngSaying(text: string) {
  const chunk = Buffer.concat([Buffer.from('tEXt'), Buffer.from(`Comment\0${text}`, 'latin1')]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(chunk.length - 4);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(chunk));
  return Buffer.concat([PNG.subarray(0, PNG.length - 12), length, chunk, crc, PNG.subarray(PNG.length - 12)]);
}

/** What a device sends of a passport's MRZ it read: the date of birth differs from the one typed, the sex was not asked. */
export const MRZ_FINDINGS = {
  status: 'read',
  format: 'TD3',
  checks: { documentNumber: true, dateOfBirth: true, expiryDate: true, composite: true },
  comparisons: [
    { field: 'surname', typed: 'Obi', read: 'OBI', matches: true },
    { field: 'dateOfBirth', typed: '1990-03-13', read: '1990-03-12', matches: false },
    { field: 'sex', typed: null, read: 'F', matches: true },
  ],
  expiryDate: '2031-05-01',
} satisfies MrzFindings;
/**
 * The header of a 16×16 baseline JPEG, as a parse reads it: SOI, a JFIF APP0 segment and the frame header (SOF0,
 * three components). The server's check reads no further, so noise may follow where the scan would be.
 */
export const JPEG_HEADER = Buffer.from(
  'ffd8ffe000104a46494600010100000100010000ffc00011080010001003012200021101031101',
  'hex',
);
/** A scan header of the three components, and the end of the image. */
const SCAN_HEADER = Buffer.from('ffda000c03010002110311003f00', 'hex');
const EOI = Buffer.from('ffd9', 'hex');
/**
 * A JPEG as its structure goes, `size` bytes in all: the header, a scan of random bytes (no FF, so no marker in it)
 * and the end of the image. The server checks the structure, not the pixels.
 */
export function photoBytes(size: number) {
  const scan = randomBytes(size - JPEG_HEADER.length - SCAN_HEADER.length - EOI.length).map((byte) =>
    byte === 0xff ? 0xfe : byte,
  );
  return Buffer.concat([JPEG_HEADER, SCAN_HEADER, scan, EOI]);
}
/** A real 16×16 JPEG, as an encoder writes it. */
export const JPEG = Buffer.from(jpeg.encode({ data: Buffer.alloc(16 * 16 * 4, 0x80), width: 16, height: 16 }, 90).data);
const base64 = (content: Buffer) => content.toString('base64');

/** Sends a request and returns the answer's JSON body; throws unless the answer is a 200. */
export async function requestOk(app: TestApp, path: string, init: { token?: string; json?: unknown } = {}) {
  const response = await app.request(path, { method: init.json === undefined ? 'GET' : 'POST', ...init });
  const body = (await response.json()) as Json;
  if (response.status !== 200) throw new Error(`${path}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

/** The first state of the country and its first city, by name. */
export async function firstPlace(app: TestApp, countryCode: string): Promise<Place> {
  const db = app.deps.db;
  const state = await db
    .selectFrom('states')
    .select(['state_id', 'state'])
    .where('country_code', '=', countryCode)
    .orderBy('state')
    .executeTakeFirstOrThrow();
  const city = await db
    .selectFrom('cities')
    .select(['city_id', 'city'])
    .where('state_id', '=', state.state_id)
    .orderBy('city')
    .executeTakeFirstOrThrow();
  return { state: state.state_id, stateName: state.state, city: city.city_id, cityName: city.city };
}

export async function referenceIds(app: TestApp): Promise<ReferenceIds> {
  const db = app.deps.db;
  const kind = async (category: 'identity' | 'proofOfAddress') =>
    (
      await db
        .selectFrom('identification_types')
        .select('identification_type_id')
        .where('category', '=', category)
        .orderBy('identification_type_id')
        .executeTakeFirstOrThrow()
    ).identification_type_id;
  const bank = await db
    .selectFrom('banks')
    .select('bank_code')
    .where('bank_code', '=', NUBAN.bankCode)
    .executeTakeFirstOrThrow();
  return {
    ...(await firstPlace(app, 'NG')),
    identity: await kind('identity'),
    proofOfAddress: await kind('proofOfAddress'),
    bankCode: bank.bank_code,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Payloads

/** KYC step 1 (Customer Identity Information) of Ada Obi, a Nigerian resident. */
export const identityStep = (ids: ReferenceIds, accountId: number, email: string, overrides: Json = {}) => ({
  ...({
    accountId,
    accountType: 1,
    firstName: 'Ada',
    lastName: 'Obi',
    email,
    dob: '1990-04-12',
    mobileCountryCode: '+234',
    mobileNumber: '8031234567',
    countryOfResidence: 'NG',
    stateOfResidence: ids.state,
    cityOfResidence: ids.city,
    postalCode: '100001',
    streetAddress: '12 Marina Road',
    nationality: 'NG',
    verificationCode: '22233344455',
    verificationType: 'BVN',
    politicallyExposed: false,
  } satisfies Body<'saveOrUpdateCustomerIdentity'>),
  ...overrides,
});

/** KYC step 2 (other information and documents): a passport (PNG) and a utility bill (PDF). */
export const otherInfoStep = (ids: ReferenceIds, accountId: number, email: string, overrides: Json = {}) => ({
  ...({
    accountId,
    email,
    intendedUse: 1,
    transactionVolume: 2,
    transactionFrequency: 3,
    occupation: 4,
    industry: 5,
    yearlyIncome: 2,
    identificationNumber: 'A12345678',
    identificationType: ids.identity,
    identificationName: 'passport.png',
    identificationAttachment: base64(PNG),
    proofOfAddressIdentificationType: ids.proofOfAddress,
    proofOfAddressAttachmentName: 'utility-bill.pdf',
    proofOfAddressAttachment: base64(PDF),
  } satisfies Body<'saveCustomerOtherInfo'>),
  ...overrides,
});

/** One of the four documents of KYB step 0; `attachmentId` names the stored one it replaces. */
export const kybDocument = (
  identificationType: number,
  identificationName: string,
  content = PDF,
  attachmentId?: number,
) => ({
  ...(attachmentId ? { attachmentId } : {}),
  identificationType,
  identificationName,
  identificationAttachment: base64(content),
});

/** KYB step 0 (Business Information) of Okafor Trading Limited, with its four documents. */
export const businessInfoStep = (ids: ReferenceIds, accountId: number, overrides: Json = {}) => ({
  ...({
    accountId,
    legalName: 'Okafor Trading Limited',
    tradingName: 'Okafor Trading Limited',
    companyRegistrationNumber: 'RC123456',
    countryCodeOfIncorporation: 'NG',
    countryCodeOfResidence: 'NG',
    postalCode: '100001',
    stateId: ids.state,
    cityId: ids.city,
    streetAddress: '5 Broad Street',
    identificationType: 'TAXID',
    identificationNumber: '12345678-0001',
    businessPhoneNumber: '8031234567',
    businessPhoneNumberCountryCode: '+234',
    businessEmail: 'hello@okafor.example',
    natureOfBusiness: 1,
    companyOperationDuration: '3 years',
    kybAttachments: [
      kybDocument(ids.proofOfAddress, 'utility-bill.pdf'),
      kybDocument(8, 'certificate.pdf'),
      kybDocument(9, 'articles.pdf'),
      kybDocument(10, 'other.png', PNG),
    ],
  } satisfies Body<'saveBusinessInfo'>),
  ...overrides,
});

/** A person of KYB step 1: Chidi Okafor, managing director holding 60 %, with an identity document and a proof of address. */
export const businessPerson = (ids: ReferenceIds, overrides: Json = {}) => ({
  ...({
    firstName: 'Chidi',
    lastName: 'Okafor',
    email: 'chidi@okafor.example',
    dob: '1980-02-01',
    mobileCountryCode: '+234',
    mobileNumber: '8039876543',
    countryOfResidence: 'NG',
    stateOfResidence: ids.state,
    cityOfResidence: ids.city,
    postalCode: '100001',
    streetAddress: '7 Awolowo Road',
    nationality: 'NG',
    verificationType: 'BVN',
    verificationCode: '22233344455',
    politicallyExposed: false,
    identificationNumber: 'A1234567',
    identifcationType: ids.identity,
    identificationName: 'passport.png',
    identificationAttachment: base64(PNG),
    proofOfAddressIdentificationType: ids.proofOfAddress,
    proofOfAddressAttachmentName: 'bill.pdf',
    proofOfAddressAttachment: base64(PDF),
    numberOfShares: 60,
    directorRole: 'Managing Director',
    isDirectorInfo: true,
    isShareholderInfo: true,
  } satisfies Body<'saveShareholdersInfo'>['directorAndShareholderInfo'][number]),
  ...overrides,
});

/** KYB step 1 (Director(s) and Shareholder(s) Information): these people and the ownership structure. */
export const ownershipStep = (accountId: number, people: Json[], overrides: Json = {}) => ({
  ...({
    accountId,
    identificationType: 16,
    ownershipStructureName: 'structure.pdf',
    ownershipStructureAttachment: base64(PDF),
  } satisfies Omit<Body<'saveShareholdersInfo'>, 'directorAndShareholderInfo'>),
  directorAndShareholderInfo: people,
  ...overrides,
});

/** KYB step 2 (Business Activities), with two politically exposed persons named. */
export const activityStep = (accountId: number, overrides: Json = {}) => ({
  ...({
    accountId,
    intendedUse: 1,
    transactionVolume: 3,
    typeOfFinancialTransaction: 2,
    transactionFrequency: 5,
    pepId: 1,
    sourceOfFund: 'From Bank',
    pepFullnames: [{ pepfullName: 'Ngozi Adebayo' }, { pepfullName: 'Tunde Bello' }],
  } satisfies Body<'saveBusinessActivity'>),
  ...overrides,
});

/** KYB step 3 (Regulatory compliance): registered with the central bank, never penalized, not sanctioned. */
export const complianceStep = (accountId: number, overrides: Json = {}) => ({
  ...({
    accountId,
    complianceRegulator: true,
    nameOfRegulator: 'Central Bank of Nigeria',
    regulatorNumber: 'CBN-889',
    complianceIssue: false,
    investigationDetail: '',
    sanctioned: false,
  } satisfies Body<'saveComplianceAndAccount'>),
  ...overrides,
});

/** A Nigerian account number whose check digit matches its bank (GTBank, 058). */
export const NUBAN = { bankCode: '058', accountNumber: '0123456785' };

/** The fields of a fiat-to-fiat payment request (NGN to CAD, with an invoice) besides the customer's. */
export const fiatPayment = (ids: ReferenceIds, overrides: Json = {}) => ({
  ...({
    invoiceAttachment: base64(PDF),
    invoiceName: 'invoice-march.pdf',
    paymentType: 1,
    destination: 'Self',
    sourceCurrency: 'NGN',
    amountCurrency: 'CAD',
    amount: 120,
    accountNumber: NUBAN.accountNumber,
    bankCode: ids.bankCode,
    purposeOfPayment: 'Tuition',
  } satisfies Partial<Body<'saveOrUpdatePaymentRequest'>>),
  ...overrides,
});

// ---------------------------------------------------------------------------------------------------------------
// A customer's submissions

/** Saves a step of an account (`/accounts/<endpoint>`) as the customer. */
export const saveStep = (app: TestApp, customer: { token: string }, endpoint: string, body: Json) =>
  requestOk(app, `/accounts/${endpoint}`, { token: customer.token, json: body });

/** A new account of the customer, individual (1) or corporate (2), with nothing saved yet: incomplete. */
export async function newAccount(app: TestApp, customer: Session, accountType: 1 | 2 = 1) {
  const { accountId } = await saveStep(app, customer, 'saveCustomerAccount', {
    accountEmailAddress: customer.email,
    accountType,
    accountId: '',
  });
  return accountId as number;
}

/** A new individual account with its identity step saved (`identity` changes its fields): still incomplete. */
export async function accountWithIdentity(app: TestApp, customer: Session, ids: ReferenceIds, identity: Json = {}) {
  const accountId = await newAccount(app, customer, 1);
  await saveStep(app, customer, 'saveOrUpdateCustomerIdentity', identityStep(ids, accountId, customer.email, identity));
  return accountId;
}

/** Saves KYC step 2 of an account whose identity is saved: it goes to the reviewers. */
export const submitOtherInfo = (app: TestApp, customer: Session, ids: ReferenceIds, accountId: number) =>
  saveStep(app, customer, 'saveCustomerOtherInfo', otherInfoStep(ids, accountId, customer.email));

/** An individual account with both KYC steps saved: pending, with the reviewers. */
export async function submittedKyc(app: TestApp, customer: Session, ids: ReferenceIds, identity: Json = {}) {
  const accountId = await accountWithIdentity(app, customer, ids, identity);
  await submitOtherInfo(app, customer, ids, accountId);
  return accountId;
}

/** A corporate account with the KYB steps up to `lastStep` saved; with step 3 it is pending, with the reviewers. */
export async function kybThroughStep(app: TestApp, customer: Session, ids: ReferenceIds, lastStep: 0 | 1 | 2 | 3) {
  const accountId = await newAccount(app, customer, 2);
  const steps: Array<[string, Json]> = [
    ['saveBusinessInfo', businessInfoStep(ids, accountId)],
    ['saveShareholdersInfo', ownershipStep(accountId, [businessPerson(ids)])],
    ['saveBusinessActivity', activityStep(accountId)],
    ['saveComplianceAndAccount', complianceStep(accountId)],
  ];
  for (const [endpoint, body] of steps.slice(0, lastStep + 1)) await saveStep(app, customer, endpoint, body);
  return accountId;
}

export const submittedKyb = (app: TestApp, customer: Session, ids: ReferenceIds) =>
  kybThroughStep(app, customer, ids, 3);

/** A payment request the customer created (`fields`: see fiatPayment) but has not confirmed with its token. */
export async function createdPayment(app: TestApp, customer: Customer, fields: Json) {
  const body = { customerEmailId: customer.email, paymentStatus: 1, customerPassword: customer.password, ...fields };
  const { transactionId } = await requestOk(app, '/payment/saveOrUpdatePaymentRequest', {
    token: customer.token,
    json: body,
  });
  return transactionId as string;
}

/** A payment request created and confirmed with its token: with the reviewers. */
export async function confirmedPayment(app: TestApp, customer: Customer, fields: Json) {
  const transactionId = await createdPayment(app, customer, fields);
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
  return transactionId;
}

// ---------------------------------------------------------------------------------------------------------------
// Reviewers

/** Someone invited by email sets a password through the reset flow (as the invitation says), then signs in. */
export async function setPasswordAndSignIn(app: TestApp, email: string, password: string) {
  const { message: code } = await requestOk(app, `/auth/token/sendResetToken/${encodeURIComponent(email)}`);
  const { resetToken } = await requestOk(app, '/auth/token/validateOtherToken', { json: { email, token: code } });
  await requestOk(app, '/auth/resetPassword', {
    json: { email, newPassword: password, confirmPassword: password, resetToken },
  });
  return requestOk(app, '/auth/authenticate', { json: { username: email, password } });
}

/** The code an authenticator app shows at `at` for this secret (RFC 6238, as the server's otpauth checks it). */
export const totpCode = (secret: string, at: Date) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: at.getTime(),
  });

/**
 * What `npm run reviewer:create` does, then the invitation's password reset, the first sign-in and the TOTP set-up
 * it requires (`session`: the sign-in's answer; `token` reads the back office once TOTP is on).
 */
export async function signedInReviewer(
  app: TestApp,
  email = 'reviewer@payway.example',
  password = 'reviewer passphrase',
) {
  await app.deps.db.transaction().execute((trx) => createReviewer(trx, email));
  const session = await setPasswordAndSignIn(app, email, password);
  const { secret } = await requestOk(app, '/settings/twoFactor/setup', { token: session.token, json: { password } });
  const enabledAt = app.deps.now();
  await requestOk(app, '/settings/twoFactor/enable', {
    token: session.token,
    json: { code: totpCode(secret, enabledAt) },
  });
  return {
    email,
    password,
    token: session.token as string,
    session,
    totpSecret: secret as string,
    lastTotpStep: Math.floor(enabledAt.getTime() / 30_000),
  };
}

/**
 * A code for the reviewer's next sign-in on a server with the real clock: the server takes each 30-second step once
 * and one step ahead at most, so this waits (under 30 s) when the next unused step is not reachable yet.
 */
export async function nextTotpCode(reviewer: { totpSecret: string; lastTotpStep: number }) {
  const step = Math.max(reviewer.lastTotpStep + 1, Math.floor(Date.now() / 30_000));
  const reachableAt = (step - 1) * 30_000;
  if (Date.now() < reachableAt) await new Promise((resolve) => setTimeout(resolve, reachableAt - Date.now() + 50));
  reviewer.lastTotpStep = step;
  return totpCode(reviewer.totpSecret, new Date(step * 30_000));
}

export type Reviewer = Awaited<ReturnType<typeof signedInReviewer>>;

export const decideAccount = (
  app: TestApp,
  reviewer: { token: string },
  decision: { accountId: number; decision: string; reason?: string; affectedSteps?: string[] },
) => requestOk(app, '/review/accountDecision', { token: reviewer.token, json: decision });

/**
 * A customer whose onboarding started (an individual account with its identity step saved: status Active): may
 * create payment requests; confirmed ones wait until an account is approved.
 */
export async function onboardedCustomer(app: TestApp, ids: ReferenceIds) {
  const customer = await signUp(app);
  await accountWithIdentity(app, customer, ids);
  return customer;
}

/** A customer with an approved individual account: confirmed payment requests go straight to the reviewers. */
export async function approvedCustomer(app: TestApp, ids: ReferenceIds, reviewer: { token: string }) {
  const customer = await signUp(app);
  const accountId = await submittedKyc(app, customer, ids);
  await decideAccount(app, reviewer, { accountId, decision: 'approve' });
  return customer;
}

export const decidePayment = (
  app: TestApp,
  reviewer: { token: string },
  decision: { transactionId: string; decision: string; reason?: string },
) => requestOk(app, '/review/paymentDecision', { token: reviewer.token, json: decision });

/** A secondary profile of `parent`, invited, its password set through the reset flow, signed in; no permission yet. */
export async function signedInSubUser(app: TestApp, parent: Session) {
  const email = `sub.${Math.random().toString(36).slice(2, 8)}@example.com`;
  await requestOk(app, '/user/subProfile', {
    token: parent.token,
    json: { parentEmailAddress: parent.email, emailAddress: email, firstName: 'Grace', lastName: 'Hopper' },
  });
  const { message: code } = await requestOk(app, `/auth/token/sendResetToken/${encodeURIComponent(email)}`);
  const { resetToken } = await requestOk(app, '/auth/token/validateOtherToken', { json: { email, token: code } });
  const password = 'sub user passphrase';
  await requestOk(app, '/auth/resetPassword', {
    json: { email, newPassword: password, confirmPassword: password, resetToken },
  });
  const { token } = await requestOk(app, '/auth/authenticate', { json: { username: email, password } });
  return { email, token: token as string };
}

/** The parent turns these permissions of its sub-user on. */
export const grantPermissions = (app: TestApp, parent: Session, subEmail: string, permissionIds: number[]) =>
  requestOk(app, '/settings/updatePermissionForParentOrSecondaryUsers', {
    token: parent.token,
    json: {
      userId: subEmail,
      userPermissions: permissionIds.map((permissionId) => ({ permissionId, permissionStatus: 'Yes' })),
    },
  });

/** KYC step 1's overrides for a French national living in France (+33, passport), in a French city of the seed. */
export async function frenchResident(app: TestApp): Promise<Json> {
  const place = await app.deps.db
    .selectFrom('cities')
    .innerJoin('states', 'states.state_id', 'cities.state_id')
    .select(['cities.city_id as city', 'states.state_id as state'])
    .where('states.country_code', '=', 'FR')
    .orderBy('cities.city_id')
    .executeTakeFirstOrThrow();
  return {
    nationality: 'FR',
    countryOfResidence: 'FR',
    stateOfResidence: place.state,
    cityOfResidence: place.city,
    postalCode: '75001',
    mobileCountryCode: '+33',
    mobileNumber: '612345678',
    verificationType: 'PASSPORT',
    verificationCode: '12AB34567',
  };
}
