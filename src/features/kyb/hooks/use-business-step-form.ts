import type { BusinessAccountResponse, EndpointName } from '@/contract';
import { businessAccountQuery } from '../api/get-business-account';
import type { KybStepProps } from '../components/step-props';
import { useKybStepForm, type KybStepForm } from './use-kyb-step-form';

interface BusinessStepForm<Values, Output, K extends EndpointName> extends Omit<
  KybStepForm<Values, Output, K>,
  'load'
> {
  /** The step's values in the saved business account; null when the step was never saved. */
  fromAccount: (account: BusinessAccountResponse) => Values | null | Promise<Values | null>;
}

/** A step kept in the business account record (information, activity, compliance): `useKybStepForm` prefilled from it. */
export function useBusinessStepForm<Values extends Record<string, unknown>, Output, K extends EndpointName>(
  props: KybStepProps,
  { fromAccount, ...options }: BusinessStepForm<Values, Output, K>,
) {
  return useKybStepForm(props, {
    ...options,
    load: async (client, accountId) => fromAccount(await client.fetchQuery(businessAccountQuery(accountId))),
  });
}
