import { sql, type Kysely } from 'kysely';

const CONSTRAINT = 'business_infos_identity_type_check';

/**
 * Beyond the product description's TAXID (NG) and EIN (US), a business incorporated elsewhere gives the number its
 * country uses (SIREN, SIRET, UTR, VAT, …, COMPANY_NUMBER): the column's check takes any such upper-case name, the
 * contract's BUSINESS_IDENTIFIER_TYPES listing those a request may carry. The column is text: no width to change.
 */
export async function up(db: Kysely<unknown>) {
  await sql`alter table business_infos drop constraint ${sql.ref(CONSTRAINT)}`.execute(db);
  await sql`alter table business_infos add constraint ${sql.ref(CONSTRAINT)} check (identity_type ~ '^[A-Z][A-Z_]{1,29}$')`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>) {
  await sql`alter table business_infos drop constraint ${sql.ref(CONSTRAINT)}`.execute(db);
  await sql`alter table business_infos add constraint ${sql.ref(CONSTRAINT)} check (identity_type in ('TAXID', 'EIN'))`.execute(
    db,
  );
}
