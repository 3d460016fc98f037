import { useEffect, useState } from 'react';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { ApiError, CODE_LENGTH, GENERIC_ERROR, INCORRECT_CODE_MESSAGE, type AuthUser } from '@/contract';
import { session } from '@/app/session';
import { registrationProps } from '@/app/session-storage';
import { notify } from '@/app/notify';
import { AuthCard } from '@/ui/AuthCard';
import { CodeBoxes, digitsLeftLabel } from '@/ui/CodeBoxes';
import { StatusScreen } from '@/ui/StatusScreen';
import { prefillFrom, useResendSignupCode, useSignupCode } from '../api/send-code';
import { useValidateSignupCode } from '../api/validate-code';
import { codeSentText, useResendCountdown } from '../code-timing';

const SUCCESS_REDIRECT_MS = 3000;

/** The code last sent to this email from this tab, if any. */
function lastSentCode(email: string) {
  const sent = registrationProps.get().signupCode;
  return sent?.email === email ? sent : undefined;
}

/**
 * Product §2's sign-up code screen. The first code is sent when the screen opens right after the registration form;
 * reopening it says when that code was sent and sends nothing (a new code would void the one in the inbox) until the
 * user asks. A wrong code is a typo: the boxes turn red and the tries left show; the account creation fails only
 * when the code is void or the server fails.
 */
export function SignupVerifyPage({ email }: { email: string }) {
  const navigate = useNavigate();
  const [firstVisit] = useState(() => !lastSentCode(email) && registrationProps.get().user?.emailAddress === email);
  const sent = useSignupCode(email, firstVisit);
  const resend = useResendSignupCode();
  const validate = useValidateSignupCode();
  const [code, setCode] = useState(() => lastSentCode(email)?.prefill ?? '');
  const [sentAt, setSentAt] = useState(() => lastSentCode(email)?.sentAt);
  const [verified, setVerified] = useState<AuthUser | null>(null);
  const [wrong, setWrong] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { now, waitMs } = useResendCountdown(sentAt);

  const codeSent = (message: string | undefined) => {
    const prefill = prefillFrom(message);
    const at = Date.now();
    registrationProps.patch({ signupCode: { email, sentAt: at, prefill } });
    setSentAt(at);
    setCode(prefill);
    setWrong(null);
  };

  useEffect(() => {
    if (sent.data) codeSent(sent.data.message);
    // codeSent only writes state and sessionStorage: once per answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
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
      const user = await validate.mutateAsync({ email, token: code });
      registrationProps.patch({ signupCode: undefined });
      setVerified(user);
    } catch (error) {
      if (error instanceof ApiError && error.errorMessage === INCORRECT_CODE_MESSAGE) setWrong(error.fieldErrors.token ?? 'That code is not right.');
      else if (error instanceof ApiError) setFailure(error.errorMessage || GENERIC_ERROR);
    }
  };

  const resendCode = async () => {
    try {
      codeSent((await resend.mutateAsync(email)).message);
      setFailure(null);
      notify.success('A new code is on its way.');
    } catch (error) {
      if (error instanceof ApiError) notify.error(error.errorMessage);
    }
  };

  const sendNewCode = (
    <Anchor component="button" type="button" onClick={resendCode} disabled={resend.isPending || waitMs > 0}>
      {resend.isPending ? 'Loading...' : waitMs > 0 ? `Send a new code in ${Math.ceil(waitMs / 1000)} s` : 'Send a new code'}
    </Anchor>
  );

  if (validate.isPending) return <StatusScreen kind="loading" title="Checking your information, creating your account..." />;
  if (verified) return <StatusScreen kind="success" title="Account Creation Success" message="Your dashboard is loading..." />;
  if (failure)
    return (
      <StatusScreen
        kind="failure"
        title="Account creation failed!"
        message={`Unable to create your account. ${failure}`}
        action={
          <Stack gap="xs" align="center">
            <Button onClick={resendCode} loading={resend.isPending} disabled={waitMs > 0}>
              {waitMs > 0 ? `Send a new code in ${Math.ceil(waitMs / 1000)} s` : 'Send a new code'}
            </Button>
            <Button variant="subtle" onClick={() => setFailure(null)}>
              Go Back
            </Button>
          </Stack>
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
          <Text size="sm" c="dimmed" data-testid="code-sent">
            {codeSentText(sentAt, now)}
          </Text>
          <CodeBoxes
            value={code}
            error={wrong !== null}
            onChange={(value) => {
              setCode(value);
              setWrong(null);
            }}
          />
          {wrong && (
            <Text size="sm" c="red" role="alert">
              {wrong}
            </Text>
          )}
          <Button type="submit" size="md" color={wrong ? 'red' : undefined} disabled={!complete || wrong !== null}>
            {wrong ? 'Incorrect Code' : complete ? "Let's go" : digitsLeftLabel(code)}
          </Button>
          <Button variant="default" type="button" onClick={() => notify.info('Verification by phone is not available yet. Use the code sent to your email.')}>
            Verify with phone number
          </Button>
          <Text size="sm" ta="center">
            Didn't get it? {sendNewCode}
          </Text>
          <Text size="sm" ta="center" c="dimmed">
            No code comes if this email already has an account: then{' '}
            <Anchor component={Link} to="/">
              sign in
            </Anchor>{' '}
            or{' '}
            <Anchor component={Link} to="/initial-password-reset">
              reset your password
            </Anchor>
            .
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
