import { ActionIcon, Button, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { BUSINESS_PEP, BusinessActivityForm, SOURCES_OF_FUNDS, type BusinessActivityFormValues } from '@/contract';
import { RefSelect } from '@/ui/RefSelect';
import { referenceName } from '@/ui/reference-names';
import { StepForm } from '@/ui/StepForm';
import { activityFormValues } from '../api/get-business-account';
import { useBusinessStepForm } from '../hooks/use-business-step-form';
import type { KybStepProps } from './step-props';
import { useTranslation } from '@/app/i18n';

const EMPTY: BusinessActivityFormValues = {
  intendedUse: '',
  transactionVolume: '',
  typeOfFinancialTransaction: '',
  transactionFrequency: '',
  pepId: '',
  sourceOfFund: '',
  pepFullnames: [],
};

/** Step 2, Business Activities (product §3 business activity; the PEP names show only when the answer is yes). */
export function ActivityStep(props: KybStepProps) {
  const { t } = useTranslation();
  const { form, frame } = useBusinessStepForm(props, {
    step: 2,
    schema: BusinessActivityForm,
    empty: EMPTY,
    fromAccount: activityFormValues,
    endpoint: 'saveBusinessActivity',
    toRequest: (values, accountId) => ({ ...values, accountId }),
  });
  const values = form.getValues();
  const isPep = Number(values.pepId) === BUSINESS_PEP.yes;
  const names = values.pepFullnames ?? [];

  const choosePep = (pepId: string) => {
    form.setFieldValue('pepId', pepId);
    if (Number(pepId) === BUSINESS_PEP.yes && names.length === 0) form.setFieldValue('pepFullnames', [{ pepfullName: '' }]);
  };

  return (
    <StepForm {...frame} submitLabel={t('onboarding.saveAndContinue')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <RefSelect endpoint="purposes" label={t('kyb.intendedUse')} placeholder={t('kyb.selectIntendedUse')} required {...form.getInputProps('intendedUse')} />
        <RefSelect
          endpoint="volumes"
          label={t('kyb.transactionVolume')}
          placeholder={t('kyb.selectVolume')}
          required
          {...form.getInputProps('transactionVolume')}
        />
        <RefSelect
          endpoint="financialTransactionTypes"
          label={t('kyb.transactionType')}
          placeholder={t('kyb.selectTransactionType')}
          required
          {...form.getInputProps('typeOfFinancialTransaction')}
        />
        <RefSelect
          endpoint="frequencies"
          label={t('kyb.transactionFrequency')}
          placeholder={t('kyb.selectFrequency')}
          required
          {...form.getInputProps('transactionFrequency')}
        />
        <Select
          label={t('kyb.sourceOfFunds')}
          placeholder={t('kyb.selectSourceOfFunds')}
          required
          allowDeselect={false}
          data={SOURCES_OF_FUNDS.map((source) => ({ value: source, label: referenceName('sourcesOfFunds', source, source) }))}
          {...form.getInputProps('sourceOfFund')}
          value={values.sourceOfFund || null}
          onChange={(source) => form.setFieldValue('sourceOfFund', source ?? '')}
        />
        <RefSelect
          endpoint="businessPeps"
          label={t('kyb.pepInvolved')}
          placeholder={t('kyb.selectYesOrNo')}
          required
          {...form.getInputProps('pepId')}
          onChange={choosePep}
        />
      </SimpleGrid>
      {isPep && (
        <Stack gap="xs">
          {names.map((_, index) => (
            <Group key={index} gap="xs" align="flex-end" wrap="nowrap">
              <TextInput
                style={{ flex: 1 }}
                label={names.length > 1 ? t('kyb.pepNameNumbered', { number: index + 1 }) : t('kyb.pepName')}
                required
                {...form.getInputProps(`pepFullnames.${index}.pepfullName`)}
              />
              {names.length > 1 && (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  aria-label={t('kyb.removePepName', { number: index + 1 })}
                  onClick={() => form.removeListItem('pepFullnames', index)}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              )}
            </Group>
          ))}
          {form.errors.pepFullnames && (
            <Text c="red" size="sm" role="alert">
              {form.errors.pepFullnames}
            </Text>
          )}
          <Button
            variant="subtle"
            leftSection={<IconPlus size={16} />}
            onClick={() => form.insertListItem('pepFullnames', { pepfullName: '' })}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('kyb.addPepName')}
          </Button>
        </Stack>
      )}
    </StepForm>
  );
}
