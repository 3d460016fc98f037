import type { ColumnType, Generated } from 'kysely';
import type { ActivityRow, BusinessInfoRow, ComplianceRow, PersonRow } from '../../src/contract';

/** Business onboarding (KYB) rows; made by migration 004-business. Documents are ids into the documents table. */

/** KYB step 0: a column for each declared field (BUSINESS_INFO_FIELDS). */
export type BusinessInfosTable = BusinessInfoRow & {
  id: Generated<number>;
  account_id: number;
  updated_at: Date;
};

export interface BusinessAttachmentsTable {
  id: Generated<number>;
  account_id: number;
  document_id: string;
  identification_type_id: number;
}

/** A director, a shareholder or both (KYB step 1): a column for each declared field (BUSINESS_PERSON_FIELDS). */
export type BusinessPeopleTable = PersonRow & {
  id: Generated<number>;
  account_id: number;
  /** Order in the list as sent. */
  position: number;
  identification_document_id: string;
  proof_of_address_document_id: string;
};

export interface BusinessOwnershipsTable {
  id: Generated<number>;
  account_id: number;
  document_id: string;
}

/** KYB step 2: a column for each declared field (BUSINESS_ACTIVITY_FIELDS). */
export type BusinessActivitiesTable = Omit<ActivityRow, 'pep_full_names'> & {
  id: Generated<number>;
  account_id: number;
  /** The PEP names, as a JSON list written by writeActivity. */
  pep_full_names: ColumnType<string[], string, string>;
};

/** KYB step 3: a column for each declared field (COMPLIANCE_FIELDS). */
export type RegulatoryCompaniesTable = ComplianceRow & {
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
