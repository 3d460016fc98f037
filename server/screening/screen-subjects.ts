/**
 * Who is screened, and when (docs/compliance.md): an account's people (the customer, or the business, its directors
 * and shareholders) whenever a step of it is saved, with those a change in progress to an approved account proposes
 * (its revision), a payment's recipient when the request is made, and everyone on file again after a list is imported
 * (the rescreen job). A person's hits are kept once per list entry: screening
 * again keeps the decided ones and drops the open ones the person no longer matches (data or list changed).
 */
import { PAYMENT_STATUS } from '../../src/contract';
import type { Db } from '../db';
import type { PersonKind, ScreenedPerson } from '../db/screening-schema';
import { screenPerson } from './screen-person';

export interface Screened {
  kind: PersonKind;
  ref: string;
  person: ScreenedPerson;
}

const countriesOf = (...codes: Array<string | null | undefined>) => [
  ...new Set(codes.filter((code): code is string => !!code)),
];

/** The people of an account as its live tables have them. */
export async function peopleOfAccount(db: Db, accountId: number): Promise<Screened[]> {
  const people: Screened[] = [];
  const profile = await db
    .selectFrom('individual_profiles')
    .select(['first_name', 'last_name', 'dob', 'nationality', 'country_of_residence'])
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  if (profile)
    people.push({
      kind: 'customer',
      ref: 'customer',
      person: {
        name: `${profile.first_name} ${profile.last_name}`,
        birthDate: profile.dob,
        countries: countriesOf(profile.nationality, profile.country_of_residence),
      },
    });
  const business = await db
    .selectFrom('business_infos')
    .select(['legal_name', 'trading_name', 'country_of_incorporation'])
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  if (business) {
    const countries = countriesOf(business.country_of_incorporation);
    people.push({
      kind: 'business',
      ref: 'business',
      person: { name: business.legal_name, birthDate: null, countries },
    });
    if (business.trading_name && business.trading_name !== business.legal_name)
      people.push({
        kind: 'business',
        ref: 'trading-name',
        person: { name: business.trading_name, birthDate: null, countries },
      });
  }
  const members = await db
    .selectFrom('business_people')
    .select(['position', 'first_name', 'last_name', 'dob', 'nationality', 'country_of_residence', 'is_director'])
    .where('account_id', '=', accountId)
    .orderBy('position')
    .execute();
  for (const member of members)
    people.push({
      kind: member.is_director ? 'director' : 'shareholder',
      ref: `person-${member.position}`,
      person: {
        name: `${member.first_name} ${member.last_name}`,
        birthDate: member.dob,
        countries: countriesOf(member.nationality, member.country_of_residence),
      },
    });
  return people;
}

async function keepHits(db: Db, subject: { accountId: number } | { paymentRequestId: string }, people: Screened[]) {
  const found = new Set<string>();
  for (const { kind, ref, person } of people)
    for (const hit of await screenPerson(db, person)) {
      found.add(`${ref}\u0000${hit.listName}\u0000${hit.externalId}`);
      await db
        .insertInto('screening_hits')
        .values({
          account_id: 'accountId' in subject ? subject.accountId : null,
          payment_request_id: 'paymentRequestId' in subject ? subject.paymentRequestId : null,
          person_kind: kind,
          person_ref: ref,
          person: JSON.stringify(person),
          list_name: hit.listName,
          list_version: hit.listVersion,
          entry_external_id: hit.externalId,
          entry: JSON.stringify(hit.entry),
          score: hit.score,
          reasons: JSON.stringify(hit.reasons),
        })
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
  const open = await db
    .selectFrom('screening_hits')
    .select(['id', 'person_ref', 'list_name', 'entry_external_id'])
    .where(
      'accountId' in subject ? 'account_id' : 'payment_request_id',
      '=',
      'accountId' in subject ? subject.accountId : subject.paymentRequestId,
    )
    .where('state', '=', 'open')
    .execute();
  const gone = open
    .filter((hit) => !found.has(`${hit.person_ref}\u0000${hit.list_name}\u0000${hit.entry_external_id}`))
    .map((hit) => hit.id);
  if (gone.length > 0) await db.deleteFrom('screening_hits').where('id', 'in', gone).execute();
}

/**
 * The people an account's change in progress would put on file (services/onboarding/revisions.ts), none without one.
 */
export type ProposedPeople = (db: Db, accountId: number) => Promise<Screened[]>;

/**
 * Screens the people of an account as its live tables have them now and as its change in progress would make them:
 * a person the change adds is met before the change is approved.
 */
export async function screenAccount(db: Db, accountId: number, proposedPeople: ProposedPeople) {
  const onFile = await peopleOfAccount(db, accountId);
  await keepHits(db, { accountId }, [...onFile, ...(await proposedPeople(db, accountId))]);
}

/** Screens a payment request's recipient: a third party's name, with the bank's country where known. */
export async function screenPayment(db: Db, paymentRequestId: string) {
  const payment = await db
    .selectFrom('payment_requests')
    .select(['ben_full_name', 'bank_country'])
    .where('id', '=', paymentRequestId)
    .executeTakeFirstOrThrow();
  const people: Screened[] = payment.ben_full_name
    ? [
        {
          kind: 'recipient',
          ref: 'recipient',
          person: { name: payment.ben_full_name, birthDate: null, countries: countriesOf(payment.bank_country) },
        },
      ]
    : [];
  await keepHits(db, { paymentRequestId }, people);
}

/** Payments not yet paid out, failed or withdrawn: their recipients are screened again after a list update. */
const OPEN_PAYMENT_STATUSES = [
  PAYMENT_STATUS.pending,
  PAYMENT_STATUS.submitted,
  PAYMENT_STATUS.invalidInvoice,
  PAYMENT_STATUS.paused,
  PAYMENT_STATUS.awaitingAccountApproval,
];

/** Everyone on file, each account and payment in its own transaction (a long rescreen holds no lock on the others). */
export async function rescreenEveryone(db: Db, proposedPeople: ProposedPeople) {
  const accounts = await db.selectFrom('accounts').select('id').orderBy('id').execute();
  for (const { id } of accounts) await db.transaction().execute((trx) => screenAccount(trx, id, proposedPeople));
  const payments = await db
    .selectFrom('payment_requests')
    .select('id')
    .where('payment_status', 'in', OPEN_PAYMENT_STATUSES)
    .execute();
  for (const { id } of payments) await db.transaction().execute((trx) => screenPayment(trx, id));
  return { accounts: accounts.length, payments: payments.length };
}
