import * as v from 'valibot';
import { AccountIdSchema } from '../../common';
import { BUSINESS_PEP } from '../../reference';
import { formEntries, readBackEntries, requestEntries } from '../../step-fields';
import { say } from '../../validation';
import { issueAt, type PathInput } from '../kyb-shared';
import { BUSINESS_ACTIVITY_FIELDS } from './fields';

/* KYB step 2, the business activity: form, request, read-back. */

interface PepFields {
  pepId: number;
  pepFullnames: Array<{ pepfullName: string }>;
}

/** Product §5: full names are asked for (and kept) only when the answer is yes. */
const pepRules = <T extends PepFields>() =>
  v.rawCheck<T>(({ dataset, addIssue }) => {
    if (dataset.typed && dataset.value.pepId === BUSINESS_PEP.yes && dataset.value.pepFullnames.length === 0) {
      addIssue(issueAt(dataset.value as T & PathInput, 'pepFullnames', say('pepNames')));
    }
  });
const keepPepNames = <T extends PepFields>(input: T): T => ({
  ...input,
  pepFullnames: input.pepId === BUSINESS_PEP.yes ? input.pepFullnames : [],
});

export const BusinessActivityForm = v.pipe(
  v.object(formEntries(BUSINESS_ACTIVITY_FIELDS)),
  pepRules(),
  v.transform(keepPepNames),
);
export type BusinessActivityFormValues = v.InferInput<typeof BusinessActivityForm>;

export const BusinessActivityRequest = v.pipe(
  v.object({ ...requestEntries(BUSINESS_ACTIVITY_FIELDS), accountId: AccountIdSchema }),
  pepRules(),
  v.transform(keepPepNames),
);
export type BusinessActivityRequest = v.InferInput<typeof BusinessActivityRequest>;

export const BusinessActivityResponse = v.object({ accountId: v.number(), businessActivityId: v.number() });

export const BusinessActivityItem = v.object({
  businessActivityId: v.number(),
  ...readBackEntries(BUSINESS_ACTIVITY_FIELDS),
  intendedUse: v.number(),
  transactionVolume: v.object({ transactionVolumeId: v.number() }),
  transactionFrequency: v.object({ transactionFrequencyId: v.number() }),
  financialTransactionType: v.object({ transactionTypeId: v.number() }),
  /** businessPepId is the answer (1 yes, 2 no); pepFullname joins the names, pepFullnames lists them. */
  businessPep: v.object({
    businessPepId: v.number(),
    pepFullname: v.string(),
    pepFullnames: v.array(v.object({ pepfullName: v.string() })),
  }),
});
export type BusinessActivityItem = v.InferOutput<typeof BusinessActivityItem>;
