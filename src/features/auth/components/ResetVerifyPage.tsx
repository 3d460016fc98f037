import { useState } from 'react';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { ApiError, CODE_LENGTH, GENERIC_ERROR, INCORRECT_CODE_MESSAGE } from '@/contract';
import { registrationProps } from '@/app/session-storage';
import { notify } from '@/app/notify';
import { AuthCard } from '@/ui/AuthCard';
import { CodeBoxes, digitsLeftLabel } from '@/ui/CodeBoxes';
import { prefillFrom, useSendResetCode } from '../api/send-code';
import { useValidateResetCode } from '../api/validate-code';

export function ResetVerifyPage() {
  const navigate = useNavigate();
  const { emailForPasswordReset: email = '', resetCodePrefill } = registrationProps.get();
  const validate = useValidateResetCode();
  const resend = useSendResetCode();
  const [code, setCode] = useState(resetCodePrefill ?? '');
  const [error, setError] = useState<string | null>(null);

  if (!email) {
    return (
      <AuthCard title="Verify it's you">
        <Alert color="yellow">Start by entering your email.</Alert>
        <Button component={Link} to="/initial-password-reset">
          Reset Password
        </Button>
      </AuthCard>
    );
  }

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      const { resetToken } = await validate.mutateAsync({ email, token: code });
      registrationProps.patch({ resetToken, resetCodePrefill: undefined });
      await navigate({ to: '/password-reset' });
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.errorMessage : GENERIC_ERROR);
    }
  };

  const wrong = error === INCORRECT_CODE_MESSAGE;
  const complete = code.length === CODE_LENGTH;
  return (
    <AuthCard title="Verify it's you" subtitle={<>Enter the 6-digit code we sent to <b>{email}</b>.</>}>
      <form onSubmit={submit}>
        <Stack gap="lg">
          {error && !wrong && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <CodeBoxes
            value={code}
            error={wrong}
            onChange={(value) => {
              setCode(value);
              if (wrong) setError(null);
            }}
          />
          <Button type="submit" size="md" color={wrong ? 'red' : undefined} disabled={!complete || wrong} loading={validate.isPending}>
            {wrong ? 'Incorrect Code' : complete ? "Let's go" : digitsLeftLabel(code)}
          </Button>
          <Button variant="default" type="button" onClick={() => notify.info('Verification by phone is not available yet. Use the code sent to your email.')}>
            Verify with phone number
          </Button>
          <Text size="sm" ta="center">
            Didn't get it?{' '}
            <Anchor
              component="button"
              type="button"
              onClick={async () => {
                try {
                  setCode(prefillFrom((await resend.mutateAsync(email)).message));
                  setError(null);
                  notify.success('A new code is on its way.');
                } catch (failure) {
                  if (failure instanceof ApiError) notify.error(failure.errorMessage);
                }
              }}
            >
              Send a new code
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
