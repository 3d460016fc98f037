import { useState } from 'react';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { ApiError, CODE_LENGTH } from '@/contract';
import { registrationProps } from '@/app/session-storage';
import { notify } from '@/app/notify';
import { AuthCard } from '@/ui/AuthCard';
import { errorText } from '@/app/wording/error-text';
import { CodeBoxes, digitsLeftLabel } from '@/ui/CodeBoxes';
import { prefillFrom, useSendResetCode } from '../api/send-code';
import { useValidateResetCode } from '../api/validate-code';
import { useTranslation } from '@/app/i18n';
import { Trans } from '@/app/Trans';

export function ResetVerifyPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { emailForPasswordReset: email = '', resetCodePrefill } = registrationProps.get();
  const validate = useValidateResetCode();
  const resend = useSendResetCode();
  const [code, setCode] = useState(resetCodePrefill ?? '');
  const [failure, setFailure] = useState<unknown>(null);

  if (!email) {
    return (
      <AuthCard title={t('auth.verifyTitle')}>
        <Alert color="yellow">{t('auth.startWithEmail')}</Alert>
        <Button component={Link} to="/initial-password-reset">
          {t('auth.resetPasswordButton')}
        </Button>
      </AuthCard>
    );
  }

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(null);
    try {
      const { resetToken } = await validate.mutateAsync({ email, token: code });
      registrationProps.patch({ resetToken, resetCodePrefill: undefined });
      await navigate({ to: '/password-reset' });
    } catch (refusal) {
      setFailure(refusal);
    }
  };

  const wrong = failure instanceof ApiError && failure.errorId === 'incorrectCode';
  const complete = code.length === CODE_LENGTH;
  return (
    <AuthCard
      title={t('auth.verifyTitle')}
      subtitle={<Trans i18nKey="auth.codeSentTo" values={{ email }} components={{ b: <b /> }} />}
    >
      <form onSubmit={(event) => void submit(event)}>
        <Stack gap="lg">
          {failure !== null && !wrong && (
            <Alert color="red" role="alert">
              {errorText(failure)}
            </Alert>
          )}
          <CodeBoxes
            value={code}
            error={wrong}
            onChange={(value) => {
              setCode(value);
              if (wrong) setFailure(null);
            }}
          />
          <Button
            type="submit"
            size="md"
            color={wrong ? 'red' : undefined}
            disabled={!complete || wrong}
            loading={validate.isPending}
          >
            {wrong ? t('auth.incorrectCode') : complete ? t('auth.letsGo') : digitsLeftLabel(code)}
          </Button>
          <Button variant="default" type="button" onClick={() => notify.info(t('auth.phoneNotAvailable'))}>
            {t('auth.verifyWithPhone')}
          </Button>
          <Text size="sm" ta="center">
            {t('auth.didntGetIt')}{' '}
            <Anchor
              component="button"
              type="button"
              onClick={() =>
                void resend.mutateAsync(email).then(
                  ({ message }) => {
                    setCode(prefillFrom(message));
                    setFailure(null);
                    notify.success(t('auth.newCodeOnWay'));
                  },
                  (refusal: unknown) => notify.error(errorText(refusal)),
                )
              }
            >
              {t('auth.sendNewCode')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
