import { useEffect, useState } from 'react';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { ApiError, CODE_LENGTH, type AuthUser } from '@/contract';
import { session } from '@/app/session';
import { offerPasskey } from '@/app/passkeys/passkey-offer';
import { registrationProps } from '@/app/session-storage';
import { notify } from '@/app/notify';
import { AuthCard } from '@/ui/AuthCard';
import { CodeBoxes, digitsLeftLabel } from '@/ui/CodeBoxes';
import { StatusScreen } from '@/ui/StatusScreen';
import { errorText, fieldErrorTexts } from '@/app/wording/error-text';
import { prefillFrom, useResendSignupCode, useSignupCode } from '../api/send-code';
import { useValidateSignupCode } from '../api/validate-code';
import { codeSentText, useResendCountdown } from '../code-timing';
import { useTranslation } from '@/app/i18n';
import { Trans } from '@/app/Trans';

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
  const { t } = useTranslation();
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
    // eslint-disable-next-line react-hooks/exhaustive-deps -- codeSent only writes state and sessionStorage: once per answer
  }, [sent.data]);

  useEffect(() => {
    if (!verified) return;
    const timer = setTimeout(() => {
      session.start({ ...verified, status: 'Onboarding' });
      offerPasskey();
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
      if (error instanceof ApiError && error.errorId === 'incorrectCode')
        setWrong(fieldErrorTexts(error).token ?? t('auth.codeNotRight'));
      else if (error instanceof ApiError) setFailure(errorText(error));
    }
  };

  const resendCode = async () => {
    try {
      codeSent((await resend.mutateAsync(email)).message);
      setFailure(null);
      notify.success(t('auth.newCodeOnWay'));
    } catch (error) {
      notify.error(errorText(error));
    }
  };

  const sendNewCode = (
    <Anchor
      component="button"
      type="button"
      onClick={() => void resendCode()}
      disabled={resend.isPending || waitMs > 0}
    >
      {resend.isPending
        ? t('auth.loading')
        : waitMs > 0
          ? t('auth.sendNewCodeIn', { seconds: Math.ceil(waitMs / 1000) })
          : t('auth.sendNewCode')}
    </Anchor>
  );

  if (validate.isPending) return <StatusScreen kind="loading" title={t('auth.checkingAccount')} />;
  if (verified)
    return <StatusScreen kind="success" title={t('auth.accountCreated')} message={t('auth.dashboardLoading')} />;
  if (failure)
    return (
      <StatusScreen
        kind="failure"
        title={t('auth.accountFailed')}
        message={t('auth.accountFailedMessage', { reason: failure })}
        action={
          <Stack gap="xs" align="center">
            <Button onClick={() => void resendCode()} loading={resend.isPending} disabled={waitMs > 0}>
              {waitMs > 0 ? t('auth.sendNewCodeIn', { seconds: Math.ceil(waitMs / 1000) }) : t('auth.sendNewCode')}
            </Button>
            <Button variant="subtle" onClick={() => setFailure(null)}>
              {t('auth.goBack')}
            </Button>
          </Stack>
        }
      />
    );

  const complete = code.length === CODE_LENGTH;
  return (
    <AuthCard
      title={t('auth.verifyTitle')}
      subtitle={
        email ? (
          <Trans i18nKey="auth.codeSentToYourEmailAt" values={{ email }} components={{ b: <b /> }} />
        ) : (
          t('auth.codeSentToYourEmail')
        )
      }
    >
      <form onSubmit={(event) => void submit(event)}>
        <Stack gap="lg" align="stretch">
          {sent.error instanceof ApiError && (
            <Alert color="yellow" role="status">
              {errorText(sent.error)}
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
            {wrong ? t('auth.incorrectCode') : complete ? t('auth.letsGo') : digitsLeftLabel(code)}
          </Button>
          <Button variant="default" type="button" onClick={() => notify.info(t('auth.phoneNotAvailable'))}>
            {t('auth.verifyWithPhone')}
          </Button>
          <Text size="sm" ta="center">
            {t('auth.didntGetIt')} {sendNewCode}
          </Text>
          <Text size="sm" ta="center" c="dimmed">
            <Trans
              i18nKey="auth.noCodeIfRegistered"
              components={{
                signIn: <Anchor component={Link} to="/" />,
                reset: <Anchor component={Link} to="/initial-password-reset" />,
              }}
            />
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
