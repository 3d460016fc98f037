import { Select, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { chosenVerificationType, offeredVerificationTypes } from '@/contract';
import '@/contract/identity-numbers';
import { useTranslation } from '@/app/i18n';

interface VerificationFieldsProps {
  // Any form holding nationality, countryOfResidence, phone, verificationType and verificationCode: the KYC and person forms.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Mantine's form type is invariant in its values: no one type takes every such form
  form: UseFormReturnType<any, any>;
}

/**
 * The verification number of product §4, asked as the nationality asks it: BVN for Nigeria, SSN for the US; elsewhere
 * a choice of passport (first) or national ID card, and a US ITIN for a resident of the US, each checked for its
 * shape. Before a nationality is chosen, a BVN only for a person living in Nigeria or with a Nigerian phone.
 */
export function VerificationFields({ form }: VerificationFieldsProps) {
  const { t } = useTranslation();
  const values = form.getValues() as Record<string, string>;
  const nationality = values.nationality ?? '';
  const countries = { countryOfResidence: values.countryOfResidence, phone: values.phone };
  const offered = offeredVerificationTypes(nationality, countries);
  const type = chosenVerificationType(nationality, values.verificationType ?? '', countries);
  const types = offered.includes(type) ? offered : [...offered, type];
  const hint =
    types.length === 1
      ? 'verificationFollowsNationality'
      : types.includes('ITIN')
        ? 'verificationChoiceHint'
        : 'verificationDocumentHint';
  return (
    <>
      {types.length > 1 && (
        <Select
          label={t('onboarding.verificationDocument')}
          required
          allowDeselect={false}
          data={types.map((option) => ({ value: option, label: t(`onboarding.verificationOption.${option}`) }))}
          {...form.getInputProps('verificationType')}
          value={type}
          onChange={(next) => {
            form.setFieldValue('verificationType', next ?? '');
            if (form.getValues().verificationCode) form.validateField('verificationCode');
          }}
        />
      )}
      <TextInput
        label={t(`onboarding.verification.${type}`)}
        required
        description={t(`onboarding.${hint}`)}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        {...form.getInputProps('verificationCode')}
      />
    </>
  );
}
