import { Group, Radio, type RadioGroupProps } from '@mantine/core';
import { useTranslation } from '@/app/i18n';

/** A required Yes/No question whose value is 'true' or 'false' (the forms' own representation). */
export function YesNoField(props: Omit<RadioGroupProps, 'children'>) {
  const { t } = useTranslation();
  return (
    <Radio.Group required {...props}>
      <Group gap="lg" mt={6}>
        <Radio value="true" label={t('onboarding.yes')} />
        <Radio value="false" label={t('onboarding.no')} />
      </Group>
    </Radio.Group>
  );
}
