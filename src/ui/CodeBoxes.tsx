import { PinInput } from '@mantine/core';
import { CODE_LENGTH } from '@/contract';
import { t as translate, useTranslation } from '@/app/i18n';

/** Six boxes for a 6-digit code (product §2); red when the code was refused. */
export function CodeBoxes({
  value,
  onChange,
  error,
  disabled,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: boolean;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <PinInput
      length={CODE_LENGTH}
      type="number"
      oneTimeCode
      size="lg"
      value={value}
      onChange={onChange}
      error={error}
      disabled={disabled}
      autoFocus
      aria-label={t('auth.codeBoxes')}
      gap={6}
    />
  );
}

export const digitsLeftLabel = (value: string) => translate('auth.digitsLeft', { count: CODE_LENGTH - value.length });
