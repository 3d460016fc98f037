import { Button, Group, Paper, SimpleGrid, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import type { MrzComparison, MrzFormatName } from '@/contract';
import { currentLanguage, useTranslation } from '@/app/i18n';
import { formatDate } from '@/app/wording/format';
import { WRAPPING_BUTTON } from '@/ui/wrapping-button';
import { formValueOf, typedFormValue } from '../mrz/compare-identity';

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
  if (comparison.field === 'nationality')
    return new Intl.DisplayNames([currentLanguage()], { type: 'region' }).of(formValue) ?? formValue;
  return formValue;
}

/** A value beside its caption, in one of the two columns. */
function Said({ caption, value }: { caption: string; value: string }) {
  return (
    <div style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed">
        {caption}
      </Text>
      <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </div>
  );
}

/**
 * A value typed that the identity document's MRZ says otherwise, beside its field before Submit: what was typed and
 * what the document says side by side ("You typed 12 Apr 1990 | The passport says 12 Mar 1990"), and one full-size
 * button to take the document's value.
 */
export function MrzMismatch({ comparison, format, fieldLabel, onTake, disabled }: MrzMismatchProps) {
  const { t } = useTranslation();
  const formValue = formValueOf(comparison);
  if (formValue === null) return null;
  const value = shownValue(comparison, formValue);
  const typed = typedFormValue(comparison);
  return (
    <Paper
      withBorder
      radius="md"
      p="xs"
      mt={6}
      data-mrz-mismatch={comparison.field}
      style={{ borderColor: 'var(--mantine-color-orange-6)' }}
    >
      <Group gap={6} wrap="nowrap" align="flex-start" mb={4}>
        <IconAlertTriangle
          size={18}
          color="var(--mantine-color-orange-7)"
          style={{ flexShrink: 0, marginTop: 1 }}
          aria-hidden
        />
        {fieldLabel && (
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {t('kyc.mrz.fieldDiffers', { field: fieldLabel })}
          </Text>
        )}
      </Group>
      <SimpleGrid cols={2} spacing="xs">
        <Said caption={t('kyc.mrz.youTyped')} value={typed === null ? '—' : shownValue(comparison, typed)} />
        <Said caption={format === 'TD3' ? t('kyc.mrz.passportSays') : t('kyc.mrz.idCardSays')} value={value} />
      </SimpleGrid>
      <Button
        size="md"
        variant="light"
        color="orange"
        mt="xs"
        {...WRAPPING_BUTTON}
        disabled={disabled}
        onClick={() => onTake(formValue)}
      >
        {t('kyc.mrz.take', { value })}
      </Button>
    </Paper>
  );
}

/** The document was read and says what was typed. */
export function MrzMatches() {
  const { t } = useTranslation();
  return (
    <Group gap={6} mt={4} wrap="nowrap" role="status" data-mrz-matches>
      <IconCircleCheck size={18} color="var(--mantine-color-green-7)" style={{ flexShrink: 0 }} aria-hidden />
      <Text size="sm">{t('kyc.mrz.matches')}</Text>
    </Group>
  );
}

/** On the identity tab: the field a value of the document was just taken into, with what to do now. */
export function TakenFromDocument() {
  const { t } = useTranslation();
  return (
    <Text size="sm" mt={4} role="status" data-taken-notice>
      {t('kyc.mrz.taken')}
    </Text>
  );
}
