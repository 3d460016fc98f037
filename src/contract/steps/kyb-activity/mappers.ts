import type * as v from 'valibot';
import type { BusinessAccountResponse } from '../../business';
import { BUSINESS_PEP } from '../../reference';
import {
  columnValues,
  emptyFormValues,
  mapAll,
  prefilledValues,
  readBackValues,
  type PrefillMappedKey,
  type ReadBackMappedKey,
  type WriteMappedKey,
} from '../../step-fields';
import { BUSINESS_ACTIVITY_FIELDS, type ActivityRow, type BusinessActivityFields } from './fields';
import type { BusinessActivityFormValues, BusinessActivityItem, BusinessActivityRequest } from './schemas';

/*
 * KYB step 2's mappers, pure, where the column and the read-back hold a field otherwise (step-fields.ts, LEGACY): the
 * request to the columns, a stored row to the read-back, the read-back to the form's values.
 */

/** Step 2's form before anything is chosen. */
export const EMPTY_ACTIVITY: BusinessActivityFormValues = emptyFormValues(BUSINESS_ACTIVITY_FIELDS);

/** The business activity's columns stored otherwise than the request sends them: the PEP names as a JSON list. */
const WRITE = {
  pepFullnames: (body) => ({ pep_full_names: JSON.stringify(body.pepFullnames.map((pep) => pep.pepfullName)) }),
} satisfies Record<
  WriteMappedKey<BusinessActivityFields>,
  (body: v.InferOutput<typeof BusinessActivityRequest>) => object
>;

/** business_activities' columns from the request. */
export const activityColumns = (body: v.InferOutput<typeof BusinessActivityRequest>) => ({
  ...columnValues(BUSINESS_ACTIVITY_FIELDS, body),
  ...mapAll(WRITE, body),
});

/** The business activity in the product's read-back shapes: the ids nested or renamed, the PEP answer with its names. */
const READ_BACK = {
  intendedUse: (activity) => ({ intendedUse: activity.intended_use }),
  transactionVolume: (activity) => ({ transactionVolume: { transactionVolumeId: activity.transaction_volume_id } }),
  typeOfFinancialTransaction: (activity) => ({
    financialTransactionType: { transactionTypeId: activity.financial_transaction_type_id },
  }),
  transactionFrequency: (activity) => ({
    transactionFrequency: { transactionFrequencyId: activity.transaction_frequency_id },
  }),
  pepId: (activity) => ({
    businessPep: {
      businessPepId: activity.pep_id,
      pepFullname: activity.pep_full_names.join(', '),
      pepFullnames: activity.pep_full_names.map((pepfullName) => ({ pepfullName })),
    },
  }),
  pepFullnames: () => ({}),
} satisfies Record<ReadBackMappedKey<BusinessActivityFields>, (activity: ActivityRow) => object>;

/** businessAccounts' `businessActivities` from the stored row, but its id. */
export const activityReadBack = (activity: ActivityRow) => ({
  ...readBackValues(BUSINESS_ACTIVITY_FIELDS, activity),
  ...mapAll(READ_BACK, activity),
});

/** The business activity's form values where the read-back nests or renames them: the ids as text, the PEP names after a yes. */
const PREFILLED = {
  intendedUse: (activity) => ({ intendedUse: String(activity.intendedUse) }),
  transactionVolume: (activity) => ({ transactionVolume: String(activity.transactionVolume.transactionVolumeId) }),
  typeOfFinancialTransaction: (activity) => ({
    typeOfFinancialTransaction: String(activity.financialTransactionType.transactionTypeId),
  }),
  transactionFrequency: (activity) => ({
    transactionFrequency: String(activity.transactionFrequency.transactionFrequencyId),
  }),
  pepId: (activity) => ({ pepId: String(activity.businessPep.businessPepId) }),
  pepFullnames: (activity) => ({
    pepFullnames: activity.businessPep.businessPepId === BUSINESS_PEP.yes ? activity.businessPep.pepFullnames : [],
  }),
} satisfies Record<
  PrefillMappedKey<BusinessActivityFields>,
  (activity: BusinessActivityItem) => Partial<BusinessActivityFormValues>
>;

/** Step 2's form as saved; null when the step was never saved. */
export function activityFormValues({
  businessActivities: activity,
}: BusinessAccountResponse): BusinessActivityFormValues | null {
  if (!activity) return null;
  return { ...prefilledValues(BUSINESS_ACTIVITY_FIELDS, activity), ...mapAll(PREFILLED, activity) };
}
