import type { ColumnType, Generated } from 'kysely';
import type { VerificationType } from '../../src/contract/accounts';
import type { BusinessActivityFields, BusinessInfoFields, Columns, ComplianceFields } from '../../src/contract';

/** Business onboarding (KYB) rows; made by migration 004-business. Documents are ids into the documents table. */

/** KYB step 0: a column for each declared field (BUSINESS_INFO_FIELDS). */
export type BusinessInfosTable = Omit<Columns<BusinessInfoFields>, 'city_name'> & {
  id: Generated<number>;
  account_id: number;
  /** null when a city of the list is chosen (city_id). */
  city_name: string | null;
  updated_at: Date;
};

export interface BusinessAttachmentsTable {
  id: Generated<number>;
  account_id: number;
  document_id: string;
  identification_type_id: number;
}

/** A director, a shareholder or both. */
export interface BusinessPeopleTable {
  id: Generated<number>;
  account_id: number;
  /** Order in the list as sent. */
  position: number;
  first_name: string;
  last_name: string;
  email: string;
  /** YYYY-MM-DD. */
  dob: string;
  mobile_country_code: string;
  mobile_number: string;
  country_of_residence: string;
  state_id: number;
  /** A city of the list, or null for a town typed in city_name. */
  city_id: number | null;
  city_name: string | null;
  postal_code: string;
  street_address: string;
  nationality: string;
  verification_type: VerificationType;
  verification_code: string;
  politically_exposed: boolean;
  identification_number: string;
  identification_type_id: number;
  identification_document_id: string;
  proof_of_address_type_id: number;
  proof_of_address_document_id: string;
  /** Percentage of ownership; 0 for a director who holds none. */
  number_of_shares: number;
  director_role: string;
  is_director: boolean;
  is_shareholder: boolean;
}

export interface BusinessOwnershipsTable {
  id: Generated<number>;
  account_id: number;
  document_id: string;
}

/** KYB step 2: a column for each declared field (BUSINESS_ACTIVITY_FIELDS). */
export type BusinessActivitiesTable = Omit<Columns<BusinessActivityFields>, 'pep_full_names'> & {
  id: Generated<number>;
  account_id: number;
  /** The PEP names, as a JSON list written by writeActivity. */
  pep_full_names: ColumnType<string[], string, string>;
};

/** KYB step 3: a column for each declared field (COMPLIANCE_FIELDS). */
export type RegulatoryCompaniesTable = Columns<ComplianceFields> & {
  id: Generated<number>;
  account_id: number;
};

export interface BusinessTables {
  business_infos: BusinessInfosTable;
  business_attachments: BusinessAttachmentsTable;
  business_people: BusinessPeopleTable;
  business_ownerships: BusinessOwnershipsTable;
  business_activities: BusinessActivitiesTable;
  regulatory_companies: RegulatoryCompaniesTable;
}
