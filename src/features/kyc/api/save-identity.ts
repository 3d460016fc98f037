import { ACCOUNT_TYPE, chosenVerificationType, type CustomerIdentityFormValues, type CustomerIdentityRequest } from '@/contract';
import { splitPhone } from '@/contract/phone-numbers';

/** Tab 0's form values: every field a string, as the inputs hold them. */
export type IdentityValues = { [K in keyof CustomerIdentityFormValues]-?: string };

export const emptyIdentity = (email: string): IdentityValues => ({
  firstName: '',
  lastName: '',
  email,
  dob: '',
  phone: '',
  countryOfResidence: '',
  stateOfResidence: '',
  cityOfResidence: '',
  cityOfResidenceName: '',
  postalCode: '',
  streetAddress: '',
  nationality: '',
  verificationType: '',
  verificationCode: '',
  IsPoliticallyExposed: 'false',
});

/** Product §3's individual personal info from the form: phone split in two, verification type as chosen or from nationality. */
export function identityPayload(values: IdentityValues, accountId: number): CustomerIdentityRequest {
  const { phone, IsPoliticallyExposed, ...fields } = values;
  const { countryCode, mobileNumber } = splitPhone(phone);
  return {
    ...fields,
    accountId,
    accountType: ACCOUNT_TYPE.individual,
    mobileCountryCode: countryCode,
    mobileNumber,
    verificationType: chosenVerificationType(values.nationality, values.verificationType),
    politicallyExposed: IsPoliticallyExposed === 'true',
  };
}
