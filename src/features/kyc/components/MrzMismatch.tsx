import { Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { MrzComparison, MrzFormatName } from '@/contract';
import { currentLanguage, useTranslation } from '@/app/i18n';
import { formatDate } from '@/ui/format';
import { formValueOf } from '../mrz/compare-identity';

export interface MrzMismatchProps {
  comparison: MrzComparison;
  format: MrzFormatName;
  /** Shown away from its field (the field is on the other tab): the field is named. */
  fieldLabel?: string;
  /** Takes the document's value (as the form holds it) into the field. */
  onTake: (value: string) => void;
  disabled?: boolean;
}

function shownValue(comparison: MrzComparison, formValue: string) {
  if (comparison.field === 'dateOfBirth') return formatDate(formValue);
  if (comparison.field === 'nationality') return new Intl.DisplayNames([currentLanguage()], { type: 'region' }).of(formValue) ?? formValue;
  return formValue;
}

/**
 * A value typed that the identity document's MRZ says otherwise, beside its field before Submit: "The passport says
 * 12 Mar 1990", and one tap to take the document's value.
 */
export function MrzMismatch({ comparison, format, fieldLabel, onTake, disabled }: MrzMismatchProps) {
  const { t } = useTranslation();
  const formValue = formValueOf(comparison);
  if (formValue === null) return null;
  const value = shownValue(comparison, formValue);
  const says = format === 'TD3' ? t('kyc.mrz.passportSays', { value }) : t('kyc.mrz.idCardSays', { value });
  return (
    <Group gap={6} mt={4} wrap="nowrap" align="flex-start" data-mrz-mismatch={comparison.field}>
      <IconAlertTriangle size={16} color="var(--mantine-color-orange-7)" style={{ flexShrink: 0, marginTop: 2 }} aria-hidden />
      <div style={{ minWidth: 0 }}>
        <Text size="sm" c="orange.9" style={{ overflowWrap: 'anywhere' }}>
          {fieldLabel ? t('kyc.mrz.fieldSays', { field: fieldLabel, says }) : says}
        </Text>
        <Button size="compact-xs" variant="light" color="orange" mt={2} disabled={disabled} onClick={() => onTake(formValue)}>
          {t('kyc.mrz.take', { value })}
        </Button>
      </div>
    </Group>
  );
}
