import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ActionIcon, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { BUSINESS_PEP, BusinessActivityForm, SOURCES_OF_FUNDS, type BusinessActivityFormValues } from '@/contract';
import { FormSections, sectionsPlacing } from '@/ui/FormSections';
import { BandSelect } from '@/ui/BandSelect';
import { RefSelect } from '@/ui/RefSelect';
import { referenceName } from '@/app/wording/reference-names';
import { StepForm } from '@/ui/StepForm';
import { activityFormValues, EMPTY_ACTIVITY } from '@/contract/steps/kyb-activity/mappers';
import { businessAccountQuery } from '../api/get-business-account';
import { useBusinessStepForm } from '../hooks/use-business-step-form';
import type { KybStepProps } from './step-props';
import { useTranslation } from '@/app/i18n';

const SECTIONS = sectionsPlacing<keyof BusinessActivityFormValues>()([
  {
    rows: [
      [
        'intendedUse',
        'transactionVolume',
        'typeOfFinancialTransaction',
        'transactionFrequency',
        'sourceOfFund',
        'pepId',
      ],
      'pepFullnames',
    ],
  },
]);

/** Step 2, Business Activities (product §3 business activity; the PEP names show only when the answer is yes). */
export function ActivityStep(props: KybStepProps) {
  const { t } = useTranslation();
  const { form, frame } = useBusinessStepForm(props, {
    step: 2,
    schema: BusinessActivityForm,
    empty: EMPTY_ACTIVITY,
    fromAccount: activityFormValues,
    endpoint: 'saveBusinessActivity',
    toRequest: (values, accountId) => ({ ...values, accountId }),
  });
  const values = form.getValues();
  // The business's amounts are in the currency of the country it operates from (its country of residence, step 0).
  const business = useQuery({
    ...businessAccountQuery(props.account.accountId ?? 0),
    enabled: props.account.accountId !== null,
  });
  const country = business.data?.businessInfo?.countryOfResidence.countryCode ?? '';
  const isPep = Number(values.pepId) === BUSINESS_PEP.yes;
  const names = values.pepFullnames ?? [];

  const choosePep = (pepId: string) => {
    form.setFieldValue('pepId', pepId);
    if (Number(pepId) === BUSINESS_PEP.yes && names.length === 0)
      form.setFieldValue('pepFullnames', [{ pepfullName: '' }]);
  };

  const inputs = {
    intendedUse: (
      <RefSelect
        endpoint="purposes"
        label={t('kyb.intendedUse')}
        placeholder={t('kyb.selectIntendedUse')}
        required
        {...form.getInputProps('intendedUse')}
      />
    ),
    transactionVolume: (
      <BandSelect
        endpoint="volumes"
        country={country}
        label={t('kyb.transactionVolume')}
        placeholder={t('kyb.selectVolume')}
        required
        {...form.getInputProps('transactionVolume')}
      />
    ),
    typeOfFinancialTransaction: (
      <RefSelect
        endpoint="financialTransactionTypes"
        label={t('kyb.transactionType')}
        placeholder={t('kyb.selectTransactionType')}
        required
        {...form.getInputProps('typeOfFinancialTransaction')}
      />
    ),
    transactionFrequency: (
      <RefSelect
        endpoint="frequencies"
        label={t('kyb.transactionFrequency')}
        placeholder={t('kyb.selectFrequency')}
        required
        {...form.getInputProps('transactionFrequency')}
      />
    ),
    sourceOfFund: (
      <Select
        label={t('kyb.sourceOfFunds')}
        placeholder={t('kyb.selectSourceOfFunds')}
        required
        allowDeselect={false}
        data={SOURCES_OF_FUNDS.map((source) => ({
          value: source,
          label: referenceName('sourcesOfFunds', source, source),
        }))}
        {...form.getInputProps('sourceOfFund')}
        value={values.sourceOfFund || null}
        onChange={(source) => form.setFieldValue('sourceOfFund', source ?? '')}
      />
    ),
    pepId: (
      <RefSelect
        endpoint="businessPeps"
        label={t('kyb.pepInvolved')}
        placeholder={t('kyb.selectYesOrNo')}
        required
        {...form.getInputProps('pepId')}
        onChange={choosePep}
      />
    ),
    pepFullnames: isPep && (
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
    ),
  } satisfies Record<keyof BusinessActivityFormValues, ReactNode>;

  return (
    <StepForm {...frame} submitLabel={t('onboarding.saveAndContinue')}>
      <FormSections sections={SECTIONS} inputs={inputs} title={t} />
    </StepForm>
  );
}
