import * as v from 'valibot';
import { chosenId, requiredText } from '../../common';
import { BUSINESS_PEP } from '../../reference';
import { LEGACY, picked, stepField, type Columns } from '../../step-fields';
import { choose, say } from '../../validation';
import { SOURCES_OF_FUNDS } from '../kyb-shared';

/* KYB step 2, the business activity: its fields (schemas.ts: form, request, read-back; mappers.ts: between them). */

/**
 * KYB step 2, the business activity (product §3), field by field in the reviewer's order: the request's key, the
 * business_activities column, the read-back, the reviewer's line and the form's empty value (step-fields.ts). The ids
 * picked from lists are held by the form as text and read back nested or renamed; the PEP answer and its names are
 * read back together in `businessPep`, the names stored as a JSON list of names.
 */
export const BUSINESS_ACTIVITY_FIELDS = {
  intendedUse: picked(chosenId(choose('theIntendedUseOfTheAccount')), 'intended_use', 'intendedUse', 'purposes'),
  transactionVolume: picked(
    chosenId(choose('theExpectedTransactionVolume')),
    'transaction_volume_id',
    'transactionVolume',
    'volumes',
  ),
  typeOfFinancialTransaction: picked(
    chosenId(choose('theTypeOfFinancialTransaction')),
    'financial_transaction_type_id',
    'financialTransactionType',
    'financialTransactionTypes',
  ),
  transactionFrequency: picked(
    chosenId(choose('theTransactionFrequency')),
    'transaction_frequency_id',
    'transactionFrequency',
    'frequencies',
  ),
  sourceOfFund: stepField({
    schema: v.pipe(v.string(choose('theSourceOfFunds')), v.picklist(SOURCES_OF_FUNDS, choose('theSourceOfFunds'))),
    column: 'source_of_fund',
    readBack: v.string(),
    review: { label: 'sourceOfFunds', shows: 'worded' },
    form: { empty: '' },
  }),
  pepId: picked(
    v.pipe(chosenId(choose('yesOrNo')), v.picklist([BUSINESS_PEP.yes, BUSINESS_PEP.no], choose('yesOrNo'))),
    'pep_id',
    'politicallyExposedPersons',
    'businessPeps',
  ),
  /** A line for each name; none unless the answer is yes. */
  pepFullnames: stepField({
    schema: v.optional(
      v.pipe(
        v.array(v.object({ pepfullName: requiredText('thePepFullName', 200) })),
        v.maxLength(20, say('tooManyNames', { max: 20 })),
      ),
      [],
    ),
    column: 'pep_full_names',
    write: LEGACY,
    readBack: LEGACY,
    review: { label: 'politicallyExposedPersons', shows: 'worded' },
    form: { empty: [] },
  }),
};
export type BusinessActivityFields = typeof BUSINESS_ACTIVITY_FIELDS;

/** A business_activities row's declared columns as read: the PEP names a list (stored as JSON). */
export type ActivityRow = Omit<Columns<BusinessActivityFields>, 'pep_full_names'> & { pep_full_names: string[] };
