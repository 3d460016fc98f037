import {
  CORPORATE_STATUS,
  INDIVIDUAL_STATUS,
  ACCOUNT_STATUS_TEXT,
  ACCOUNT_TYPE,
  IDENTIFICATION_TYPE,
  PAYMENT_STATUS,
} from '../../../src/contract';
import type { Db } from '../index';
import type { Database } from '../schema';
import { upsertRows } from './upsert';

interface LabelList {
  table: keyof Database;
  idColumn: string;
  labelColumn: string;
  /** Ids are positions, from 1: append new entries, never insert, remove or reorder (saved records hold the ids). */
  labels: readonly string[];
}

/** Product §3 and 9 fix purposes, incomes, business PEPs, account, currency and payment types; the rest are ours. */
const LABEL_LISTS: LabelList[] = [
  { table: 'purposes', idColumn: 'purpose_id', labelColumn: 'purpose', labels: ['Payment', 'Other'] },
  {
    table: 'incomes',
    idColumn: 'income_id',
    labelColumn: 'income',
    // Product §3's five bands, then ours for the incomes above $5000 (src/contract/money-bands.ts).
    labels: [
      '$0-$1000',
      '$1001-$2000',
      '$2001-$3000',
      '$3001-$4000',
      '$4001-$5000',
      '$5001-$10000',
      '$10001-$25000',
      '$25001-$50000',
      '$50001-$100000',
      '$100001-$250000',
      'More than $250000',
    ],
  },
  { table: 'business_peps', idColumn: 'business_pep_id', labelColumn: 'business_pep', labels: ['Yes', 'No'] },
  {
    table: 'account_types',
    idColumn: 'account_type_id',
    labelColumn: 'account_type',
    labels: ['Individual', 'Corporate'],
  },
  { table: 'currency_types', idColumn: 'currency_type_id', labelColumn: 'currency_type', labels: ['Fiat', 'Crypto'] },
  {
    table: 'payment_types',
    idColumn: 'payment_type_id',
    labelColumn: 'payment_type',
    labels: ['Fiat to fiat', 'Fiat to crypto', 'Crypto to fiat', 'Crypto to crypto'],
  },
  {
    table: 'transaction_volumes',
    idColumn: 'transaction_volume_id',
    labelColumn: 'volume_in_amount',
    labels: [
      'Less than $1,000',
      '$1,000 - $5,000',
      '$5,001 - $10,000',
      '$10,001 - $25,000',
      '$25,001 - $50,000',
      '$50,001 - $100,000',
      '$100,001 - $250,000',
      '$250,001 - $500,000',
      '$500,001 - $1,000,000',
      'More than $1,000,000',
    ],
  },
  {
    table: 'transaction_frequencies',
    idColumn: 'transaction_frequency_id',
    labelColumn: 'transaction_frequency',
    labels: [
      'Daily',
      'Several times a week',
      'Weekly',
      'Every two weeks',
      'Monthly',
      'Quarterly',
      'Twice a year',
      'Yearly',
      'One-off',
      'Occasionally',
    ],
  },
  {
    table: 'occupations',
    idColumn: 'occupation_id',
    labelColumn: 'occupation',
    labels: [
      'Accountant',
      'Architect',
      'Artisan or skilled trade',
      'Banker or financial services professional',
      'Business owner or entrepreneur',
      'Civil servant',
      'Consultant',
      'Doctor or medical professional',
      'Engineer',
      'Farmer',
      'Journalist or media professional',
      'Lawyer or legal professional',
      'Military, police or security',
      'Nurse or healthcare worker',
      'Pilot or aviation professional',
      'Real estate agent',
      'Religious worker',
      'Retired',
      'Sales or marketing professional',
      'Self-employed',
      'Software developer or IT professional',
      'Student',
      'Teacher or lecturer',
      'Trader or merchant',
      'Unemployed',
      'Other',
    ],
  },
  {
    table: 'industries',
    idColumn: 'industry_id',
    labelColumn: 'industry',
    labels: [
      'Agriculture, forestry and fishing',
      'Mining and quarrying',
      'Oil and gas',
      'Manufacturing',
      'Electricity, gas and water supply',
      'Construction',
      'Wholesale and retail trade',
      'Transport and logistics',
      'Hospitality and food services',
      'Information technology and software',
      'Telecommunications',
      'Media and entertainment',
      'Banking and financial services',
      'Insurance',
      'Real estate',
      'Legal, accounting and consulting',
      'Education',
      'Healthcare and pharmaceuticals',
      'Public administration',
      'Non-profit and charities',
      'Arts, sports and recreation',
      'E-commerce',
      'Travel and tourism',
      'Cryptocurrency and digital assets',
      'Import and export',
      'Other',
    ],
  },
  {
    table: 'natures_of_business',
    idColumn: 'nature_of_business_id',
    labelColumn: 'nature_of_business',
    labels: [
      'Trading (buying and selling goods)',
      'Manufacturing',
      'Import and export',
      'E-commerce and online marketplace',
      'Software and technology services',
      'Financial services',
      'Payment services and money transfer',
      'Virtual asset services',
      'Real estate and property management',
      'Construction and engineering',
      'Agriculture and agro-processing',
      'Oil, gas and energy',
      'Transport and logistics',
      'Hospitality, travel and tourism',
      'Healthcare and pharmaceuticals',
      'Education and training',
      'Professional and consulting services',
      'Media, advertising and entertainment',
      'Non-profit or charity',
      'Holding or investment company',
      'Other',
    ],
  },
  {
    table: 'financial_transaction_types',
    idColumn: 'transaction_type_id',
    labelColumn: 'transaction_type',
    labels: [
      'Supplier and vendor payments',
      'Payroll and salary payments',
      'Customer collections',
      'Cross-border transfers',
      'Foreign exchange conversion',
      'Investment and treasury',
      'Loan disbursements and repayments',
      'Intercompany transfers',
      'Tax and government payments',
      'Dividend payments',
      'Crypto purchases and sales',
      'Refunds',
      'Other',
    ],
  },
];

/** Document kinds; product §9 fixes 8, 9, 10 (KYB documents) and 16 (ownership structure). */
const IDENTIFICATION_TYPES = [
  {
    identification_type_id: IDENTIFICATION_TYPE.internationalPassport,
    identification_type: 'International passport',
    category: 'identity',
  },
  {
    identification_type_id: IDENTIFICATION_TYPE.nationalIdCard,
    identification_type: 'National ID card',
    category: 'identity',
  },
  {
    identification_type_id: IDENTIFICATION_TYPE.driversLicence,
    identification_type: "Driver's licence",
    category: 'identity',
  },
  { identification_type_id: 4, identification_type: "Voter's card", category: 'identity' },
  { identification_type_id: 5, identification_type: 'Residence permit', category: 'identity' },
  { identification_type_id: 6, identification_type: 'Utility bill', category: 'proofOfAddress' },
  { identification_type_id: 7, identification_type: 'Bank statement', category: 'proofOfAddress' },
  {
    identification_type_id: IDENTIFICATION_TYPE.certificateOfIncorporation,
    identification_type: 'Certificate of incorporation',
    category: 'business',
  },
  {
    identification_type_id: IDENTIFICATION_TYPE.articleOfAssociation,
    identification_type: 'Article of association',
    category: 'business',
  },
  {
    identification_type_id: IDENTIFICATION_TYPE.otherEquivalentDocument,
    identification_type: 'Other equivalent document',
    category: 'business',
  },
  { identification_type_id: 11, identification_type: 'Tenancy agreement', category: 'proofOfAddress' },
  { identification_type_id: 12, identification_type: 'Tax assessment or tax bill', category: 'proofOfAddress' },
  { identification_type_id: 13, identification_type: 'Government-issued letter', category: 'proofOfAddress' },
  { identification_type_id: 14, identification_type: 'Mortgage statement', category: 'proofOfAddress' },
  {
    identification_type_id: 15,
    identification_type: 'National Identification Number (NIN) slip',
    category: 'identity',
  },
  {
    identification_type_id: IDENTIFICATION_TYPE.ownershipStructure,
    identification_type: 'Ownership structure',
    category: 'ownership',
  },
] as const;

/** The meaning of each id is documented on PAYMENT_STATUS (src/contract/reference.ts). */
const PAYMENT_STATUSES = [
  {
    payment_status_id: PAYMENT_STATUS.pending,
    payment_status: 'Pending',
    description: 'Created; waiting for the 6-digit payment token',
  },
  {
    payment_status_id: PAYMENT_STATUS.submitted,
    payment_status: 'Submitted',
    description: 'Token confirmed; being processed',
  },
  {
    payment_status_id: PAYMENT_STATUS.approved,
    payment_status: 'Approved',
    description: 'Request approved and paid out',
  },
  {
    payment_status_id: PAYMENT_STATUS.invalidInvoice,
    payment_status: 'Invalid invoice',
    description: 'Processing request: the invoice is not valid, upload a valid one',
  },
  { payment_status_id: PAYMENT_STATUS.paused, payment_status: 'Paused', description: 'Request paused by operations' },
  { payment_status_id: PAYMENT_STATUS.failed, payment_status: 'Failed', description: 'The payment could not be made' },
  { payment_status_id: PAYMENT_STATUS.cancelled, payment_status: 'Cancelled', description: 'Withdrawn before payout' },
  {
    payment_status_id: PAYMENT_STATUS.awaitingAccountApproval,
    payment_status: 'Awaiting account approval',
    description: "Confirmed; processed once one of the owner's accounts is approved",
  },
];

const accountStatusRows = (ids: Record<string, number>, accountTypeId: number) =>
  Object.values(ids).map((id) => ({
    account_status_id: id,
    account_status: ACCOUNT_STATUS_TEXT[id],
    account_type_id: accountTypeId,
  }));

export async function seedFixedLists(db: Db) {
  for (const list of LABEL_LISTS) {
    const rows = list.labels.map((label, index) => ({ [list.idColumn]: index + 1, [list.labelColumn]: label }));
    await upsertRows(db, list.table, [list.idColumn], rows);
  }
  await upsertRows(db, 'identification_types', ['identification_type_id'], IDENTIFICATION_TYPES);
  await upsertRows(db, 'payment_statuses', ['payment_status_id'], PAYMENT_STATUSES);
  await upsertRows(
    db,
    'account_statuses',
    ['account_status_id'],
    [
      ...accountStatusRows(INDIVIDUAL_STATUS, ACCOUNT_TYPE.individual),
      ...accountStatusRows(CORPORATE_STATUS, ACCOUNT_TYPE.corporate),
    ],
  );
}
