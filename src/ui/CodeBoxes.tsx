import { PinInput } from '@mantine/core';
import { CODE_LENGTH } from '@/contract';

/** Six boxes for a 6-digit code (product §2); red when the code was refused. */
export function CodeBoxes({ value, onChange, error, disabled }: { value: string; onChange: (value: string) => void; error?: boolean; disabled?: boolean }) {
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
      aria-label="6-digit code"
      gap={6}
    />
  );
}

export const digitsLeftLabel = (value: string) => `${CODE_LENGTH - value.length} digit${CODE_LENGTH - value.length === 1 ? '' : 's'} left`;
