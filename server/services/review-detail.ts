/**
 * The reviewer's detail view: every field of a submitted account or payment request in words (reference ids
 * turned into their labels), grouped in sections by onboarding step, with its documents and decisions.
 */
import {
  ACCOUNT_STATUS_TEXT,
  ACCOUNT_TYPE,
  API_BASE,
  DECIDABLE_PAYMENT_STATUSES,
  LOCKED_STATUS_IDS,
  PAYMENT_FORM_KIND_INFO,
  PAYMENT_STATUS,
  reviewDocumentPath,
  SOURCES_OF_FUNDS,
  type PaymentFormKind,
  type ReviewChanges,
  type ReviewDetail,
  type ReviewDocument,
  type ReviewField,
  type ReviewFieldValue,
  type ReviewSection,
  type ReviewStepKey,
  type VerificationType,
} from '../../src/contract';
import type { Db } from '../db';
import { HttpError } from '../http/errors';
import { accountKind, accountTitle, assigneeOf, paymentTitle, paymentTitleParts } from './review-queue';
import { decisionsOf } from './review-decisions';
import {
  fillIn,
  REVIEW_DOCUMENT_LABELS,
  REVIEW_FIELD_LABELS,
  REVIEW_SECTION_TITLES,
  REVIEW_VALUE_TEXTS,
  type ReviewDocumentKey,
  type ReviewFieldKey,
  type ReviewSectionTitleKey,
} from '../../src/contract/review-labels';
import { changesBetween, withoutResentDocuments } from './review-changes';
import { undecidedRevision, withRevisionApplied } from './revisions';
import { describeDocuments } from '../storage/documents';

type Labels = Map<string, string>;
const toMap = (rows: Array<{ id: string | number; label: string }>): Labels => new Map(rows.map((row) => [String(row.id), row.label]));

/** A value in English words, with what it says when a reader's language may word it otherwise (ReviewFieldValue). */
interface Worded {
  text: string;
  raw?: ReviewFieldValue;
}

/** The reference lists a detail names, as id → label. States and cities are read by the ids used only. */
async function loadLabels(db: Db, stateIds: number[], cityIds: number[]) {
  const lists = {
    countries: db.selectFrom('countries').select(['country_code as id', 'country as label']).execute(),
    purposes: db.selectFrom('purposes').select(['purpose_id as id', 'purpose as label']).execute(),
    volumes: db.selectFrom('transaction_volumes').select(['transaction_volume_id as id', 'volume_in_amount as label']).execute(),
    frequencies: db.selectFrom('transaction_frequencies').select(['transaction_frequency_id as id', 'transaction_frequency as label']).execute(),
    occupations: db.selectFrom('occupations').select(['occupation_id as id', 'occupation as label']).execute(),
    industries: db.selectFrom('industries').select(['industry_id as id', 'industry as label']).execute(),
    incomes: db.selectFrom('incomes').select(['income_id as id', 'income as label']).execute(),
    identificationTypes: db.selectFrom('identification_types').select(['identification_type_id as id', 'identification_type as label']).execute(),
    natureOfBusiness: db.selectFrom('natures_of_business').select(['nature_of_business_id as id', 'nature_of_business as label']).execute(),
    financialTransactionTypes: db.selectFrom('financial_transaction_types').select(['transaction_type_id as id', 'transaction_type as label']).execute(),
    businessPeps: db.selectFrom('business_peps').select(['business_pep_id as id', 'business_pep as label']).execute(),
    states: stateIds.length
      ? db.selectFrom('states').select(['state_id as id', 'state as label']).where('state_id', 'in', stateIds).execute()
      : Promise.resolve([]),
    cities: cityIds.length ? db.selectFrom('cities').select(['city_id as id', 'city as label']).where('city_id', 'in', cityIds).execute() : Promise.resolve([]),
  };
  const rows = await Promise.all(Object.values(lists));
  const labels = Object.fromEntries(Object.keys(lists).map((name, index) => [name, toMap(rows[index]!)])) as Record<keyof typeof lists, Labels>;
  /** What a found id says: a country by its code, a fixed list's item by its id; states and cities are proper names. */
  const rawOf = (list: keyof typeof lists, id: string | number): ReviewFieldValue | undefined =>
    list === 'countries'
      ? { kind: 'country', countryCode: String(id) }
      : list === 'states' || list === 'cities'
        ? undefined
        : { kind: 'listItem', list, id: Number(id) };
  /** The label of an id, in words only (issue 24); an id missing from its list says so. */
  const label = (list: keyof typeof lists, id: string | number | null): Worded => {
    if (id === null || id === '') return { text: '—' };
    const found = labels[list].get(String(id));
    if (found === undefined) return { text: fillIn(REVIEW_VALUE_TEXTS.unknownId, { id: String(id) }), raw: { kind: 'unknownId', id: String(id) } };
    return { text: found, raw: rawOf(list, id) };
  };
  /** A city of the list by its label, or a town typed by the customer, marked as such. */
  label.city = (place: { city_id: number | null; city_name: string | null }): Worded =>
    place.city_id === null
      ? { text: fillIn(REVIEW_VALUE_TEXTS.typedCity, { city: place.city_name ?? '—' }), raw: { kind: 'typedCity', city: place.city_name ?? '—' } }
      : label('cities', place.city_id);
  return label;
}
type LabelOf = Awaited<ReturnType<typeof loadLabels>>;

/** How long a business has operated, as the product sends it ('5 years'); free text when it is not that. */
const operationYears = (text: string): Worded | string => {
  const years = /^(\d+) years?$/.exec(text)?.[1];
  return years === undefined ? text : { text, raw: { kind: 'years', years: Number(years) } };
};
const yesOrNo = (answer: boolean): Worded => ({ text: answer ? REVIEW_VALUE_TEXTS.yes : REVIEW_VALUE_TEXTS.no, raw: { kind: 'yesNo', answer } });
const date = (value: string): Worded => ({ text: value, raw: { kind: 'date', date: value } });
/** A verification number after its type's words ('Passport 12AB34567'), not the type's code. */
const verification = (type: string, number: string): Worded => ({
  text: fillIn(REVIEW_VALUE_TEXTS.verification, { type: REVIEW_VALUE_TEXTS.verificationTypes[type as VerificationType] ?? type, number }),
  raw: { kind: 'verification', type: type as VerificationType, number },
});
const dateTime = (value: Date | null | undefined): Worded | null =>
  value ? { text: value.toISOString(), raw: { kind: 'dateTime', at: value.toISOString() } } : null;

type FieldValue = Worded | string | number | null | undefined;
const isWorded = (value: FieldValue): value is Worded => typeof value === 'object' && value !== null;
const text = (value: string | number | null | undefined) => (value === null || value === undefined || value === '' ? '—' : String(value));
const field = (key: ReviewFieldKey, value: FieldValue, params?: Record<string, string>): ReviewField => ({
  key,
  ...(params && { params }),
  label: fillIn(REVIEW_FIELD_LABELS[key], params),
  value: isWorded(value) ? value.text : text(value),
  ...(isWorded(value) && value.raw && { raw: value.raw }),
});
const fields = (pairs: Array<[ReviewFieldKey, FieldValue]>): ReviewField[] => pairs.map(([key, value]) => field(key, value));

/** The documents wanted, named by key or (a business attachment) by a reference list's words, those stored only. */
type WantedDocument = { key: ReviewDocumentKey; id: string | null } | { label: string; identificationTypeId: number; id: string | null };
const documentLabel = (entry: WantedDocument) =>
  'key' in entry ? { key: entry.key, label: REVIEW_DOCUMENT_LABELS[entry.key] } : { label: entry.label, identificationTypeId: entry.identificationTypeId };

async function documentsOf(db: Db, ownerUserId: string, wanted: WantedDocument[]): Promise<ReviewDocument[]> {
  const present = wanted.filter((entry): entry is WantedDocument & { id: string } => entry.id !== null);
  const described = await describeDocuments(
    db,
    ownerUserId,
    present.map((entry) => entry.id),
  );
  return present.flatMap((entry) => {
    const document = described.get(entry.id);
    return document
      ? [
          {
            ...documentLabel(entry),
            name: document.name,
            mimeType: document.mimeType,
            size: document.size,
            url: API_BASE + reviewDocumentPath(entry.id),
            ...(document.deviceFindings.length > 0 && { deviceFindings: document.deviceFindings }),
            ...(document.deviceMrz && { deviceMrz: document.deviceMrz }),
          },
        ]
      : [];
  });
}

const section = (step: ReviewStepKey | null, title: string, sectionFields: ReviewField[], documents: ReviewDocument[] = [], key = title): ReviewSection => ({
  key,
  step,
  title,
  fields: sectionFields,
  documents,
});
/** A section whose title is not its step's: named by key (its English words keep the section's key as before). */
const titledSection = (
  step: ReviewStepKey | null,
  titleKey: ReviewSectionTitleKey,
  titleParams: Record<string, string> | undefined,
  sectionFields: ReviewField[],
  documents: ReviewDocument[] = [],
  key?: string,
): ReviewSection => {
  const title = fillIn(REVIEW_SECTION_TITLES[titleKey], titleParams);
  return { ...section(step, title, sectionFields, documents, key ?? title), titleKey, ...(titleParams && { titleParams }) };
};

async function individualSections(db: Db, accountId: number, owner: string): Promise<ReviewSection[]> {
  const [profile, other] = await Promise.all([
    db.selectFrom('individual_profiles').selectAll().where('account_id', '=', accountId).executeTakeFirst(),
    db.selectFrom('individual_other_infos').selectAll().where('account_id', '=', accountId).executeTakeFirst(),
  ]);
  const label = await loadLabels(db, profile ? [profile.state_id] : [], profile?.city_id ? [profile.city_id] : []);
  const sections: ReviewSection[] = [];
  sections.push(
    profile
      ? section('identity', 'Customer Identity Information', [
          ...fields([
            ['firstName', profile.first_name],
            ['lastName', profile.last_name],
            ['email', profile.email],
            ['dateOfBirth', date(profile.dob)],
            ['mobileNumber', `${profile.mobile_country_code} ${profile.mobile_number}`],
            ['countryOfResidence', label('countries', profile.country_of_residence)],
            ['stateOfResidence', label('states', profile.state_id)],
            ['cityOfResidence', label.city(profile)],
            ['postalCode', profile.postal_code],
            ['streetAddress', profile.street_address],
            ['nationality', label('countries', profile.nationality)],
            ['verification', verification(profile.verification_type, profile.verification_code)],
          ]),
          field('politicallyExposed', yesOrNo(profile.politically_exposed)),
        ])
      : section('identity', 'Customer Identity Information', fields([['notSaved', null]])),
  );
  sections.push(
    other
      ? section(
          'otherInfo',
          'Other information and document upload',
          fields([
            ['email', other.email],
            ['intendedUse', label('purposes', other.intended_use)],
            ['transactionVolume', label('volumes', other.transaction_volume_id)],
            ['transactionFrequency', label('frequencies', other.transaction_frequency_id)],
            ['occupation', label('occupations', other.occupation_id)],
            ['industry', label('industries', other.industry_id)],
            ['yearlyIncome', label('incomes', other.income_id)],
            ['identificationType', label('identificationTypes', other.identification_type_id)],
            ['identificationNumber', other.identification_number],
            ['proofOfAddressType', label('identificationTypes', other.proof_of_address_type_id)],
          ]),
          await documentsOf(db, owner, [
            { key: 'identityDocument', id: other.identification_document_id },
            { key: 'proofOfAddress', id: other.proof_of_address_document_id },
          ]),
        )
      : section('otherInfo', 'Other information and document upload', fields([['notSaved', null]])),
  );
  return sections;
}

type PersonRow = Awaited<ReturnType<typeof readPeople>>[number];
const readPeople = (db: Db, accountId: number) =>
  db.selectFrom('business_people').selectAll().where('account_id', '=', accountId).orderBy('position').execute();

async function personSection(db: Db, owner: string, label: LabelOf, person: PersonRow): Promise<ReviewSection> {
  const role = person.is_director && person.is_shareholder ? 'directorAndShareholder' : person.is_director ? 'director' : 'shareholder';
  return titledSection(
    'ownership',
    role,
    { name: `${person.first_name} ${person.last_name}` },
    [
      ...fields([
        ['firstName', person.first_name],
        ['lastName', person.last_name],
        ['email', person.email],
        ['dateOfBirth', date(person.dob)],
        ['mobileNumber', `${person.mobile_country_code} ${person.mobile_number}`],
        ['countryOfResidence', label('countries', person.country_of_residence)],
        ['stateOfResidence', label('states', person.state_id)],
        ['cityOfResidence', label.city(person)],
        ['postalCode', person.postal_code],
        ['streetAddress', person.street_address],
        ['nationality', label('countries', person.nationality)],
        ['verification', verification(person.verification_type, person.verification_code)],
        ['identificationType', label('identificationTypes', person.identification_type_id)],
        ['identificationNumber', person.identification_number],
        ['proofOfAddressType', label('identificationTypes', person.proof_of_address_type_id)],
        ['directorRole', person.is_director ? person.director_role : null],
        ['shares', person.is_shareholder ? person.number_of_shares : null],
      ]),
      field('politicallyExposed', yesOrNo(person.politically_exposed)),
    ],
    await documentsOf(db, owner, [
      { key: 'identityDocument', id: person.identification_document_id },
      { key: 'proofOfAddress', id: person.proof_of_address_document_id },
    ]),
    `person-${person.id}`,
  );
}

async function businessSections(db: Db, accountId: number, owner: string): Promise<ReviewSection[]> {
  const [info, attachments, people, ownership, activity, regulatory] = await Promise.all([
    db.selectFrom('business_infos').selectAll().where('account_id', '=', accountId).executeTakeFirst(),
    db.selectFrom('business_attachments').selectAll().where('account_id', '=', accountId).orderBy('id').execute(),
    readPeople(db, accountId),
    db.selectFrom('business_ownerships').selectAll().where('account_id', '=', accountId).executeTakeFirst(),
    db.selectFrom('business_activities').selectAll().where('account_id', '=', accountId).executeTakeFirst(),
    db.selectFrom('regulatory_companies').selectAll().where('account_id', '=', accountId).executeTakeFirst(),
  ]);
  const label = await loadLabels(
    db,
    [...(info ? [info.state_id] : []), ...people.map((p) => p.state_id)],
    [info?.city_id, ...people.map((p) => p.city_id)].filter((id): id is number => typeof id === 'number'),
  );
  const notSaved = fields([['notSaved', null]]);
  const sections: ReviewSection[] = [];
  sections.push(
    info
      ? section(
          'businessInfo',
          'Business Information',
          fields([
            ['legalName', info.legal_name],
            ['tradingName', info.trading_name],
            ['companyRegistrationNumber', info.company_registration_number],
            ['countryOfIncorporation', label('countries', info.country_of_incorporation)],
            ['countryOfResidence', label('countries', info.country_of_residence)],
            ['state', label('states', info.state_id)],
            ['city', label.city(info)],
            ['postalCode', info.postal_code],
            ['streetAddress', info.street_address],
            ['identification', `${info.identity_type} ${info.identity_number}`],
            ['businessPhone', `${info.business_phone_country_code} ${info.business_phone_number}`],
            ['businessEmail', info.business_email],
            ['natureOfBusiness', label('natureOfBusiness', info.nature_of_business_id)],
            ['operatingFor', operationYears(info.company_operation_duration)],
          ]),
          await documentsOf(
            db,
            owner,
            attachments.map((row) => ({
              label: label('identificationTypes', row.identification_type_id).text,
              identificationTypeId: row.identification_type_id,
              id: row.document_id,
            })),
          ),
        )
      : section('businessInfo', 'Business Information', notSaved),
  );
  sections.push(
    titledSection(
      'ownership',
      'ownershipStructure',
      undefined,
      fields([
        ['directors', people.filter((p) => p.is_director).length],
        ['shareholders', people.filter((p) => p.is_shareholder).length],
      ]),
      await documentsOf(db, owner, [{ key: 'ownershipStructure', id: ownership?.document_id ?? null }]),
    ),
  );
  for (const person of people) sections.push(await personSection(db, owner, label, person));
  sections.push(
    activity
      ? section('activity', 'Business Activities', [
          ...fields([
            ['intendedUse', label('purposes', activity.intended_use)],
            ['transactionVolume', label('volumes', activity.transaction_volume_id)],
            ['financialTransactionType', label('financialTransactionTypes', activity.financial_transaction_type_id)],
            ['transactionFrequency', label('frequencies', activity.transaction_frequency_id)],
            ['sourceOfFunds', sourceOfFunds(activity.source_of_fund)],
            ['politicallyExposedPersons', label('businessPeps', activity.pep_id)],
          ]),
          ...activity.pep_full_names.map((name, index) => field('pepFullName', name, { number: String(index + 1) })),
        ])
      : section('activity', 'Business Activities', notSaved),
  );
  sections.push(
    regulatory
      ? section('compliance', 'Regulatory compliance', [
          field('registeredWithRegulator', yesOrNo(regulatory.is_registered)),
          ...fields([
            ['nameOfRegulator', regulatory.is_registered ? regulatory.name_of_regulator : null],
            ['regulatorNumber', regulatory.is_registered ? regulatory.regulator_number : null],
          ]),
          field('penalized', yesOrNo(regulatory.is_penalized)),
          ...fields([['investigationDetails', regulatory.is_penalized ? regulatory.penalized_detail : null]]),
          field('sanctioned', yesOrNo(regulatory.is_sanctioned)),
        ])
      : section('compliance', 'Regulatory compliance', notSaved),
  );
  return sections;
}

export async function accountDetail(db: Db, accountId: number): Promise<ReviewDetail> {
  const account = await db
    .selectFrom('accounts as a')
    .innerJoin('users as u', 'u.id', 'a.owner_user_id')
    .select(['a.id', 'a.account_type', 'a.status_id', 'a.display_name', 'a.submitted_at', 'a.owner_user_id', 'u.email'])
    .where('a.id', '=', accountId)
    .where('a.submitted_at', 'is not', null)
    .executeTakeFirst();
  if (!account) throw HttpError.of(404, 'noSubmittedAccount');
  const revision = await undecidedRevision(db, account.id);
  const readSections = (db: Db) =>
    account.account_type === ACCOUNT_TYPE.individual
      ? individualSections(db, account.id, account.owner_user_id)
      : businessSections(db, account.id, account.owner_user_id);
  const decisions = await decisionsOf(db, { accountId: account.id });
  let sections = await readSections(db);
  let changes: ReviewChanges | null = null;
  if (revision?.state === 'submitted') {
    // A submitted revision is what the reviewer decides on: its values are shown beside what is on file. An open one
    // is still the customer's draft.
    const approved = sections;
    sections = await withRevisionApplied(db, account, readSections);
    changes = await withoutResentDocuments(db, changesBetween(approved, sections, 'approved'));
  } else if (LOCKED_STATUS_IDS.includes(account.status_id)) {
    const last = await db
      .selectFrom('review_decisions')
      .select('snapshot')
      .where('account_id', '=', account.id)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (last?.snapshot) changes = await withoutResentDocuments(db, changesBetween(last.snapshot as ReviewSection[], sections, 'lastDecision'));
  }
  return {
    subjectType: 'account',
    subjectId: String(account.id),
    kind: accountKind(account.account_type),
    title: accountTitle(account),
    customerEmail: account.email,
    statusId: account.status_id,
    statusText: ACCOUNT_STATUS_TEXT[account.status_id] ?? String(account.status_id),
    submittedAt: account.submitted_at?.toISOString() ?? null,
    decidable: LOCKED_STATUS_IDS.includes(account.status_id) || revision?.state === 'submitted',
    revisionState: revision?.state ?? null,
    assignedTo: await assigneeOf(db, 'account', String(account.id)),
    sections,
    changes,
    decisions,
  };
}

/** A source of funds of the product's list by its value (the words the form sends); anything else as stored. */
const sourceOfFunds = (source: string): Worded | string =>
  (SOURCES_OF_FUNDS as readonly string[]).includes(source)
    ? { text: source, raw: { kind: 'sourceOfFunds', source: source as (typeof SOURCES_OF_FUNDS)[number] } }
    : source;
const formKindOf = (formKind: string): Worded | string => {
  const info = PAYMENT_FORM_KIND_INFO[formKind as PaymentFormKind];
  return info ? { text: info.label, raw: { kind: 'paymentForm', formKind: formKind as PaymentFormKind } } : formKind;
};
const bankOf = (bank: string | null, bankCode: string): Worded => ({
  text: fillIn(REVIEW_VALUE_TEXTS.bankWithCode, { bank: bank ?? REVIEW_VALUE_TEXTS.unknownBank, bankCode }),
  raw: { kind: 'bank', bank, bankCode },
});

export async function paymentDetail(db: Db, transactionId: string): Promise<ReviewDetail> {
  const row = await db
    .selectFrom('payment_requests as p')
    .innerJoin('users as u', 'u.id', 'p.owner_user_id')
    .innerJoin('users as creator', 'creator.id', 'p.created_by_user_id')
    .innerJoin('payment_types as t', 't.payment_type_id', 'p.payment_type')
    .innerJoin('payment_statuses as s', 's.payment_status_id', 'p.payment_status')
    .leftJoin('banks as b', 'b.bank_code', 'p.bank_code')
    .leftJoin('networks as n', 'n.network_id', 'p.network_id')
    .selectAll('p')
    .select([
      'u.email',
      'creator.email as creator_email',
      't.payment_type as payment_type_label',
      's.payment_status as status_label',
      'b.bank',
      'n.crypto as network_name',
    ])
    .where('p.transaction_id', '=', transactionId)
    .where('p.payment_status', '!=', PAYMENT_STATUS.pending)
    .executeTakeFirst();
  if (!row) throw HttpError.of(404, 'noSubmittedPayment');
  const amountCurrency = row.amount_currency ?? row.crypto ?? row.source_currency;
  const paymentFields = fields([
    ['transactionId', row.transaction_id],
    ['form', formKindOf(row.form_kind)],
    ['paymentType', { text: row.payment_type_label, raw: { kind: 'listItem', list: 'paymentTypes', id: row.payment_type } }],
    ['destination', { text: row.destination, raw: { kind: 'destination', destination: row.destination } }],
    ['amount', { text: `${row.amount} ${amountCurrency}`, raw: { kind: 'amount', amount: Number(row.amount), currency: amountCurrency } }],
    ['sourceCurrency', row.source_currency],
    ['purposeOfPayment', row.purpose_of_payment],
    ['accountNumber', row.account_number],
    ['bank', row.bank_code ? bankOf(row.bank, row.bank_code) : row.bank_name],
    ['crypto', row.crypto],
    ['network', row.network_name],
    ['walletAddress', row.wallet_address],
    ['beneficiaryName', row.ben_full_name],
    ['beneficiaryAddress', row.ben_address],
    ['bankAddress', row.bank_address],
    ['postalCode', row.postal_code],
    ['swiftCode', row.swift_code],
    ['intermediaryBank', row.intermediary_bank],
    ['intermediaryAddress', row.intermediary_address],
    ['intermediarySwiftCode', row.intermediary_swift_code],
    ['paymentReference', row.payment_reference],
    ['routingCode', row.aba_sort_bsb_ifsc],
    ['createdBy', row.creator_email],
    ['created', dateTime(row.created_at)],
    ['confirmed', dateTime(row.confirmed_at)],
  ]).filter((field) => field.value !== '—');
  const documents = await documentsOf(db, row.owner_user_id, [{ key: 'invoice', id: row.invoice_document_id }]);
  return {
    subjectType: 'payment',
    subjectId: row.transaction_id,
    kind: 'payment',
    title: paymentTitle(row),
    customerEmail: row.email,
    statusId: row.payment_status,
    statusText: row.status_label,
    submittedAt: (row.confirmed_at ?? row.created_at).toISOString(),
    decidable: DECIDABLE_PAYMENT_STATUSES.includes(row.payment_status),
    revisionState: null,
    assignedTo: await assigneeOf(db, 'payment', row.transaction_id),
    sections: [titledSection(null, 'paymentRequest', undefined, paymentFields, documents)],
    payment: paymentTitleParts(row),
    changes: null,
    decisions: await decisionsOf(db, { paymentRequestId: row.id }),
  };
}
