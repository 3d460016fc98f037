import { ActionIcon, Button, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { BUSINESS_PEP, BusinessActivityForm, SOURCES_OF_FUNDS, type BusinessActivityFormValues } from '@/contract';
import { RefSelect } from '@/ui/RefSelect';
import { StepForm } from '@/ui/StepForm';
import { activityFormValues } from '../api/get-business-account';
import { useBusinessStepForm } from '../hooks/use-business-step-form';
import type { KybStepProps } from './step-props';

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
    <StepForm {...frame} submitLabel="Save and continue">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <RefSelect
          endpoint="purposes"
          label="Intended Use of the Account"
          placeholder="Select an intended use"
          required
          {...form.getInputProps('intendedUse')}
        />
        <RefSelect endpoint="volumes" label="Expected Transaction Volume" placeholder="Select a volume" required {...form.getInputProps('transactionVolume')} />
        <RefSelect
          endpoint="financialTransactionTypes"
          label="Type of Financial Transaction"
          placeholder="Select a transaction type"
          required
          {...form.getInputProps('typeOfFinancialTransaction')}
        />
        <RefSelect
          endpoint="frequencies"
          label="Transaction Frequency"
          placeholder="Select a frequency"
          required
          {...form.getInputProps('transactionFrequency')}
        />
        <Select
          label="Source of Funds"
          placeholder="Select a source of funds"
          required
          allowDeselect={false}
          data={[...SOURCES_OF_FUNDS]}
          {...form.getInputProps('sourceOfFund')}
          value={values.sourceOfFund || null}
          onChange={(source) => form.setFieldValue('sourceOfFund', source ?? '')}
        />
        <RefSelect
          endpoint="businessPeps"
          label="Is a politically exposed person (PEP) involved in the business?"
          placeholder="Select Yes or No"
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
                label={names.length > 1 ? `PEP Full Name ${index + 1}` : 'PEP Full Name'}
                required
                {...form.getInputProps(`pepFullnames.${index}.pepfullName`)}
              />
              {names.length > 1 && (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  aria-label={`Remove PEP name ${index + 1}`}
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
            Add another name
          </Button>
        </Stack>
      )}
    </StepForm>
  );
}
