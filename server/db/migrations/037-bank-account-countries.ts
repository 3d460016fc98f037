import type { Kysely } from 'kysely';

/**
 * Bank accounts by country (issue 46). A payment method's country, BIC and routing number or sort code; a payment
 * request's bank account country and the saved method it pays to. Null in rows stored before: a method without a
 * country is a wallet or, when its bank is one of the Nigerian list, a Nigerian account, as it always was.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .alterTable('payment_methods')
    .addColumn('country_code', 'text')
    .addColumn('bic', 'text')
    .addColumn('routing_number', 'text')
    .execute();
  await db.schema
    .alterTable('payment_requests')
    .addColumn('bank_country', 'text')
    .addColumn('payment_method_id', 'integer')
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable('payment_requests').dropColumn('bank_country').dropColumn('payment_method_id').execute();
  await db.schema
    .alterTable('payment_methods')
    .dropColumn('country_code')
    .dropColumn('bic')
    .dropColumn('routing_number')
    .execute();
}
