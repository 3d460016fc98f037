/**
 * The reviewer's detail view of an account: every field of a submitted account in words, grouped in sections by
 * onboarding step, with its documents, what changed since the last decision, and its decisions.
 */
import {
  ACCOUNT_STATUS_TEXT,
  ACCOUNT_TYPE,
  BUSINESS_ACTIVITY_FIELDS,
  BUSINESS_INFO_FIELDS,
  BUSINESS_PERSON_FIELDS,
  businessIdentifierTypeName,
  COMPLIANCE_FIELDS,
  CUSTOMER_IDENTITY_FIELDS,
  CUSTOMER_OTHER_INFO_FIELDS,
  LOCKED_STATUS_IDS,
  type BusinessActivityFields,
  type BusinessInfoFields,
  type BusinessPersonFields,
  type ComplianceFields,
  type CustomerIdentityFields,
  type IdentityRow,
  type ReviewChanges,
  type ReviewDetail,
  type ReviewField,
  type ReviewSection,
  type WordedColumn,
  type WordedKey,
} from '../../../src/contract';
import type { Selectable } from 'kysely';
import type { Db } from '../../db';
import type { BusinessActivitiesTable, BusinessInfosTable, RegulatoryCompaniesTable } from '../../db/business-schema';
import { HttpError } from '../../http/errors';
import { accountKind, accountTitle, assigneeOf } from './review-queue';
import { decisionsOf } from './review-decisions';
import { changesBetween, withoutResentDocuments } from './review-changes';
import { undecidedRevision, withRevisionApplied } from '../onboarding/revisions';
import { accountRisk, hitsOf } from './screening-review';
import {
  date,
  declaredFields,
  documentsOf,
  field,
  fields,
  loadLabels,
  operationYears,
  section,
  sourceOfFunds,
  titledSection,
  verification,
  yesOrNo,
  type FieldValue,
  type LabelOf,
} from './review-words';

/**
 * The columns the identity's worded lines read, which a customer's (individual_profiles) and a director's or
 * shareholder's (business_people) rows both have: a field of the customer's only, shown as stored or named by its list,
 * is none of them.
 */
type WordedIdentityRow = Pick<IdentityRow, WordedColumn<CustomerIdentityFields>>;

/** A person's identity lines in words made of several columns or a format, for a customer and a business's people. */
const IDENTITY_WORDED = {
  dob: (person) => date(person.dob),
  mobileCountryCode: (person) => `${person.mobile_country_code} ${person.mobile_number}`,
  cityOfResidence: (person, label) => label.city(person),
  verificationCode: (person) => verification(person.verification_type, person.verification_code),
  politicallyExposed: (person) => yesOrNo(person.politically_exposed),
} satisfies Record<WordedKey<CustomerIdentityFields>, (person: WordedIdentityRow, label: LabelOf) => FieldValue>;

async function individualSections(db: Db, accountId: number, owner: string): Promise<ReviewSection[]> {
  const [profile, other] = await Promise.all([
    db.selectFrom('individual_profiles').selectAll().where('account_id', '=', accountId).executeTakeFirst(),
    db.selectFrom('individual_other_infos').selectAll().where('account_id', '=', accountId).executeTakeFirst(),
  ]);
  const label = await loadLabels(db, profile ? [profile.state_id] : [], profile?.city_id ? [profile.city_id] : []);
  const sections: ReviewSection[] = [];
  sections.push(
    profile
      ? {
          ...section(
            'identity',
            'Customer Identity Information',
            declaredFields(CUSTOMER_IDENTITY_FIELDS, profile, label, IDENTITY_WORDED),
          ),
          postalAddress: label.postalAddress(profile),
        }
      : section('identity', 'Customer Identity Information', fields([['notSaved', null]])),
  );
  sections.push(
    other
      ? section(
          'otherInfo',
          'Other information and document upload',
          // No field of this step is worded: each is shown as stored or named by its list.
          declaredFields(CUSTOMER_OTHER_INFO_FIELDS, other, label, {}),
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

/** A director's or shareholder's lines in words: the customer's identity's, the role for a director, the shares for a shareholder. */
const PERSON_WORDED = {
  ...IDENTITY_WORDED,
  directorRole: (person) => (person.is_director ? person.director_role : null),
  numberOfShares: (person) => (person.is_shareholder ? person.number_of_shares : null),
} satisfies Record<WordedKey<BusinessPersonFields>, (person: PersonRow, label: LabelOf) => FieldValue>;

async function personSection(db: Db, owner: string, label: LabelOf, person: PersonRow): Promise<ReviewSection> {
  const role =
    person.is_director && person.is_shareholder
      ? 'directorAndShareholder'
      : person.is_director
        ? 'director'
        : 'shareholder';
  return {
    ...titledSection(
      'ownership',
      role,
      { name: `${person.first_name} ${person.last_name}` },
      declaredFields(BUSINESS_PERSON_FIELDS, person, label, PERSON_WORDED),
      await documentsOf(db, owner, [
        { key: 'identityDocument', id: person.identification_document_id },
        { key: 'proofOfAddress', id: person.proof_of_address_document_id },
      ]),
      `person-${person.id}`,
    ),
    postalAddress: label.postalAddress(person),
  };
}

/** The business information's lines the reviewer reads in words made of several columns or a format. */
const BUSINESS_INFO_WORDED = {
  cityId: (info, label) => label.city(info),
  identificationType: (info) => `${businessIdentifierTypeName(info.identity_type)} ${info.identity_number}`,
  businessPhoneNumber: (info) => `${info.business_phone_country_code} ${info.business_phone_number}`,
  companyOperationDuration: (info) => operationYears(info.company_operation_duration),
} satisfies Record<WordedKey<BusinessInfoFields>, (info: Selectable<BusinessInfosTable>, label: LabelOf) => FieldValue>;

/** The business activity's source of funds in words, and a line for each PEP name. */
const ACTIVITY_WORDED = {
  sourceOfFund: (activity) => sourceOfFunds(activity.source_of_fund),
  pepFullnames: (activity) =>
    activity.pep_full_names.map((name, index) => field('pepFullName', name, { number: String(index + 1) })),
} satisfies Record<
  WordedKey<BusinessActivityFields>,
  (activity: Selectable<BusinessActivitiesTable>) => FieldValue | ReviewField[]
>;

/** The regulatory answers in words, a detail only after a Yes. */
const COMPLIANCE_WORDED = {
  complianceRegulator: (regulatory) => yesOrNo(regulatory.is_registered),
  nameOfRegulator: (regulatory) => (regulatory.is_registered ? regulatory.name_of_regulator : null),
  regulatorNumber: (regulatory) => (regulatory.is_registered ? regulatory.regulator_number : null),
  complianceIssue: (regulatory) => yesOrNo(regulatory.is_penalized),
  investigationDetail: (regulatory) => (regulatory.is_penalized ? regulatory.penalized_detail : null),
  sanctioned: (regulatory) => yesOrNo(regulatory.is_sanctioned),
} satisfies Record<WordedKey<ComplianceFields>, (regulatory: Selectable<RegulatoryCompaniesTable>) => FieldValue>;

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
      ? {
          ...section(
            'businessInfo',
            'Business Information',
            declaredFields(BUSINESS_INFO_FIELDS, info, label, BUSINESS_INFO_WORDED),
            await documentsOf(
              db,
              owner,
              attachments.map((row) => ({
                label: label('identificationTypes', row.identification_type_id).text,
                identificationTypeId: row.identification_type_id,
                id: row.document_id,
              })),
            ),
          ),
          postalAddress: label.postalAddress(info),
        }
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
      ? section(
          'activity',
          'Business Activities',
          declaredFields(BUSINESS_ACTIVITY_FIELDS, activity, label, ACTIVITY_WORDED),
        )
      : section('activity', 'Business Activities', notSaved),
  );
  sections.push(
    regulatory
      ? section(
          'compliance',
          'Regulatory compliance',
          declaredFields(COMPLIANCE_FIELDS, regulatory, label, COMPLIANCE_WORDED),
        )
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
    if (last?.snapshot)
      changes = await withoutResentDocuments(
        db,
        changesBetween(last.snapshot as ReviewSection[], sections, 'lastDecision'),
      );
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
    screening: { hits: await hitsOf(db, { accountId: account.id }), risk: await accountRisk(db, account.id) },
  };
}
