import { Select, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { chosenVerificationType, verificationTypesFor } from '@/contract';
import '@/contract/identity-numbers';
import { useTranslation } from '@/app/i18n';

interface VerificationFieldsProps {
  // Any form holding nationality, verificationType and verificationCode: the KYC and person forms.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Mantine's form type is invariant in its values: no one type takes every such form
  form: UseFormReturnType<any, any>;
}

/**
 * The verification number of product §4, asked as the nationality asks it: BVN for Nigeria, SSN for the US; elsewhere
 * a choice of passport (first), national ID card or ITIN, each checked for its shape.
 */
export function VerificationFields({ form }: VerificationFieldsProps) {
  const { t } = useTranslation();
  const values = form.getValues() as Record<string, string>;
  const nationality = values.nationality ?? '';
  const types = verificationTypesFor(nationality);
  const type = chosenVerificationType(nationality, values.verificationType ?? '');
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
        description={t(types.length > 1 ? 'onboarding.verificationChoiceHint' : 'onboarding.verificationFollowsNationality')}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        {...form.getInputProps('verificationCode')}
      />
    </>
  );
}
