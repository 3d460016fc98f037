import { useEffect, useState } from 'react';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { ApiError, CODE_LENGTH, type AuthUser } from '@/contract';
import { session } from '@/app/session';
import { notify } from '@/app/notify';
import { AuthCard } from '@/ui/AuthCard';
import { CodeBoxes, digitsLeftLabel } from '@/ui/CodeBoxes';
import { StatusScreen } from '@/ui/StatusScreen';
import { prefillFrom, useResendSignupCode, useSignupCode } from '../api/send-code';
import { useValidateSignupCode } from '../api/validate-code';

const SUCCESS_REDIRECT_MS = 3000;

export function SignupVerifyPage({ email }: { email: string }) {
  const navigate = useNavigate();
  const sent = useSignupCode(email);
  const resend = useResendSignupCode();
  const validate = useValidateSignupCode();
  const [code, setCode] = useState('');
  const [verified, setVerified] = useState<AuthUser | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const prefill = prefillFrom(sent.data?.message);
    if (prefill) setCode(prefill);
  }, [sent.data]);

  useEffect(() => {
    if (!verified) return;
    const timer = setTimeout(() => {
      session.start({ ...verified, status: 'Onboarding' });
      void navigate({ to: '/accounts' });
    }, SUCCESS_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [verified, navigate]);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    try {
      setVerified(await validate.mutateAsync({ email, token: code }));
    } catch (failure) {
      if (failure instanceof ApiError) setFailed(true);
    }
  };

  const resendCode = async () => {
    try {
      const result = await resend.mutateAsync(email);
      setCode(prefillFrom(result.message));
      notify.success('A new code is on its way.');
    } catch (failure) {
      if (failure instanceof ApiError) notify.error(failure.errorMessage);
    }
  };

  if (validate.isPending) return <StatusScreen kind="loading" title="Checking your information, creating your account..." />;
  if (verified) return <StatusScreen kind="success" title="Account Creation Success" message="Your dashboard is loading..." />;
  if (failed)
    return (
      <StatusScreen
        kind="failure"
        title="Account creation failed!"
        message={`Unable to create your account. ${validate.error instanceof ApiError ? validate.error.errorMessage : ''}`}
        action={
          <Button
            onClick={() => {
              setFailed(false);
              setCode('');
            }}
          >
            Go Back
          </Button>
        }
      />
    );

  const complete = code.length === CODE_LENGTH;
  return (
    <AuthCard title="Verify it's you" subtitle={<>Enter the 6-digit code we sent to your email{email ? <> (<b>{email}</b>)</> : null}.</>}>
      <form onSubmit={submit}>
        <Stack gap="lg" align="stretch">
          {sent.error instanceof ApiError && (
            <Alert color="yellow" role="status">
              {sent.error.errorMessage}
            </Alert>
          )}
          <CodeBoxes value={code} onChange={setCode} />
          <Button type="submit" size="md" disabled={!complete}>
            {complete ? "Let's go" : digitsLeftLabel(code)}
          </Button>
          <Button variant="default" type="button" onClick={() => notify.info('Verification by phone is not available yet. Use the code sent to your email.')}>
            Verify with phone number
          </Button>
          <Text size="sm" ta="center">
            Didn't get it?{' '}
            <Anchor component="button" type="button" onClick={resendCode} disabled={resend.isPending}>
              {resend.isPending ? 'Loading...' : 'Send a new code'}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
