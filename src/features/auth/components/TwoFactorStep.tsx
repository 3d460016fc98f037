import { Alert, Anchor, Button, Center, Stack } from '@mantine/core';
import { CODE_LENGTH } from '@/contract';
import { AuthCard } from '@/ui/AuthCard';
import { CodeBoxes, digitsLeftLabel } from '@/ui/CodeBoxes';

interface TwoFactorStepProps {
  code: string;
  error: string | null;
  onCodeChange: (code: string) => void;
  onVerify: () => void;
  onBack: () => void;
}

/** Sign-in's second step when two-factor sign-in is on: the authenticator's 6-digit code. */
export default function TwoFactorStep({ code, error, onCodeChange, onVerify, onBack }: TwoFactorStepProps) {
  return (
    <AuthCard
      title="Two-factor sign-in"
      subtitle="Enter the 6-digit code from your authenticator app."
      footer={
        <Anchor component="button" type="button" onClick={onBack}>
          Back to sign in
        </Anchor>
      }
    >
      <Stack gap="md">
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Center>
          <CodeBoxes value={code} onChange={onCodeChange} error={!!error && code.length === 0} />
        </Center>
        <Button fullWidth size="md" disabled={code.length !== CODE_LENGTH} onClick={onVerify}>
          {code.length === CODE_LENGTH ? 'Verify' : digitsLeftLabel(code)}
        </Button>
      </Stack>
    </AuthCard>
  );
}
