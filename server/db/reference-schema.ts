import type { Generated } from 'kysely';

/** A fixed list: a numeric id chosen by the seed and its label, under each table's own column names. */
type LabelTable<IdColumn extends string, LabelColumn extends string> = Record<IdColumn, number> &
  Record<LabelColumn, string>;

export interface CountriesTable {
  /** ISO 3166-1 alpha-2. */
  country_code: string;
  country: string;
  /** With its plus sign, e.g. +234. */
  calling_code: string;
}

export interface StatesTable {
  state_id: Generated<number>;
  country_code: string;
  /** ISO 3166-2 subdivision code within the country (LA for Lagos). */
  state_code: string;
  /** In English (the source's name where no English one is known). */
  state: string;
  /** In French, where the seed has a French name; null: the English one serves. */
  state_fr: string | null;
  /** Offered in the states list; an unlisted state stays for the addresses that name it. */
  listed: Generated<boolean>;
}

export interface CitiesTable {
  city_id: Generated<number>;
  state_id: number;
  city: string;
}

export interface IdentificationTypesTable {
  identification_type_id: number;
  identification_type: string;
  category: 'identity' | 'proofOfAddress' | 'business' | 'ownership';
}

export interface CurrenciesTable {
  currency_code: string;
  currency_name: string;
  currency_type: number;
}

export interface BanksTable {
  bank_code: string;
  bank: string;
  /** False for a bank an older seed added and the list (src/contract/nigerian-banks.ts) dropped. */
  listed: Generated<boolean>;
}

export interface NetworksTable {
  network_id: number;
  crypto: string;
  network_code: string;
  currency_codes: string[];
}

export interface PaymentStatusesTable {
  payment_status_id: number;
  payment_status: string;
  description: string;
}

export interface AccountStatusesTable {
  account_status_id: number;
  account_status: string;
  account_type_id: number;
}

/** Which version of the reference seed a database holds; a newer seed re-applies itself. */
export interface SeedVersionsTable {
  name: string;
  version: number;
  applied_at: Date;
}

/** Reference lists (product §3); made by migration 002-reference and filled by server/db/seeds. */
export interface ReferenceTables {
  countries: CountriesTable;
  states: StatesTable;
  cities: CitiesTable;
  identification_types: IdentificationTypesTable;
  purposes: LabelTable<'purpose_id', 'purpose'>;
  transaction_volumes: LabelTable<'transaction_volume_id', 'volume_in_amount'>;
  transaction_frequencies: LabelTable<'transaction_frequency_id', 'transaction_frequency'>;
  occupations: LabelTable<'occupation_id', 'occupation'>;
  industries: LabelTable<'industry_id', 'industry'>;
  incomes: LabelTable<'income_id', 'income'>;
  natures_of_business: LabelTable<'nature_of_business_id', 'nature_of_business'>;
  financial_transaction_types: LabelTable<'transaction_type_id', 'transaction_type'>;
  business_peps: LabelTable<'business_pep_id', 'business_pep'>;
  account_types: LabelTable<'account_type_id', 'account_type'>;
  currency_types: LabelTable<'currency_type_id', 'currency_type'>;
  payment_types: LabelTable<'payment_type_id', 'payment_type'>;
  payment_statuses: PaymentStatusesTable;
  account_statuses: AccountStatusesTable;
  currencies: CurrenciesTable;
  banks: BanksTable;
  networks: NetworksTable;
  seed_versions: SeedVersionsTable;
}
