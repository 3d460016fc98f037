import {
  ACCOUNT_TYPE,
  chosenVerificationType,
  CUSTOMER_IDENTITY_FIELDS,
  emptyFormValues,
  mapAll,
  requestValues,
  type CustomerIdentityFields,
  type CustomerIdentityFormValues,
  type CustomerIdentityRequest,
  type FormMappedKey,
} from '@/contract';
import { splitPhone } from '@/contract/phone-numbers';

/** Tab 0's form values: every field a string, as the inputs hold them. */
export type IdentityValues = { [K in keyof CustomerIdentityFormValues]-?: string };

export const emptyIdentity = (email: string): IdentityValues => ({
  ...emptyFormValues(CUSTOMER_IDENTITY_FIELDS),
  email,
  phone: '',
  verificationType: '',
  IsPoliticallyExposed: 'false',
});

/** The identity's request entries the form holds otherwise: the phone split in two, the type as chosen or from nationality. */
const FROM_FORM = {
  mobileCountryCode: (values) => {
    const { countryCode, mobileNumber } = splitPhone(values.phone);
    return { mobileCountryCode: countryCode, mobileNumber };
  },
  mobileNumber: () => ({}),
  verificationType: (values) => ({
    verificationType: chosenVerificationType(values.nationality, values.verificationType, values),
  }),
  politicallyExposed: (values) => ({ politicallyExposed: values.IsPoliticallyExposed === 'true' }),
} satisfies Record<FormMappedKey<CustomerIdentityFields>, (values: IdentityValues) => object>;

/** Product §3's individual personal info from the form: its fields, those the form holds otherwise. */
export function identityPayload(values: IdentityValues, accountId: number): CustomerIdentityRequest {
  return {
    ...requestValues(CUSTOMER_IDENTITY_FIELDS, values),
    ...mapAll(FROM_FORM, values),
    accountId,
    accountType: ACCOUNT_TYPE.individual,
  };
}
