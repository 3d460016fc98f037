import { lazy, Suspense, useEffect, useState } from 'react';
import { Alert, Anchor, Button, Checkbox, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, useNavigate, useRouter } from '@tanstack/react-router';
import { ApiError, LoginForm, RETRY_AFTER_VALUE, type AuthUser } from '@/contract';
import { session, rememberedEmail, signedInBefore } from '@/app/session';
import { AuthCard } from '@/ui/AuthCard';
import { StatusScreen } from '@/ui/StatusScreen';
import { errorText } from '@/app/wording/error-text';
import { authenticate } from '../api/authenticate';
import { triesLeftAfter, loginErrorText, MAX_LOGIN_TRIES } from '../login-messages';
import { validateWith } from '@/app/wording/form-validation';
import { loadSignedOutTexts, useTranslation } from '@/app/i18n';
import { afterLoadWhenIdle } from '@/app/pwa';
import { Trans } from '@/app/Trans';

/** A step the login form rarely leads to, with its texts, which are not the form's (src/app/i18n.ts). */
const withTexts = async <Step,>(step: Promise<Step>) => (await Promise.all([step, loadSignedOutTexts()]))[0];
// Few people turn two-factor sign-in on: its code boxes load when asked for, not with the login page.
const TwoFactorStep = lazy(() => withTexts(import('./TwoFactorStep')));
// Shown only after three wrong passwords, always online (the server said so): it loads then.
const LockedScreen = lazy(() => withTexts(import('./LockedScreen')));
// Passkey sign-in and WebAuthn's library load when its button is pressed, or once the page is idle (the email
// field's autofill), not with the page.
const passkeys = (run: (module: typeof import('../passkey-sign-in')) => unknown) =>
  import('../passkey-sign-in').then(run);

type Phase = 'form' | 'loading' | 'success' | 'failure' | 'locked';
interface Credentials {
  username: string;
  password: string;
  remember: boolean;
}

export function LoginPage({ redirectTo }: { redirectTo?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const router = useRouter();
  const [phase, setPhase] = useState<Phase>('form');
  const [error, setError] = useState<string | null>(null);
  const [triesLeft, setTriesLeft] = useState(MAX_LOGIN_TRIES);
  // When the lock ends (epoch ms), as the refusal said; null when it did not say.
  const [retryAt, setRetryAt] = useState<number | null>(null);
  // With two-factor sign-in on, the password step is kept in memory (never stored) while the code is asked for.
  const [secondFactor, setSecondFactor] = useState<Credentials | null>(null);
  const [totpCode, setTotpCode] = useState('');
  const remembered = rememberedEmail.get();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { username: remembered, password: '', remember: !!remembered },
    validate: validateWith(LoginForm),
  });

  useEffect(() => {
    if (phase !== 'success') return;
    // Reviewers work in the back office; a customer's page is never theirs.
    const landing = session.get()?.isReviewer
      ? redirectTo?.startsWith('/review')
        ? redirectTo
        : '/review'
      : (redirectTo ?? '/accounts');
    // The product's 2 s on 'Login success' are spent fetching the next page's code.
    router.preloadRoute({ to: landing }).catch(() => undefined);
    const timer = setTimeout(() => void navigate({ to: landing }), 2000);
    return () => clearTimeout(timer);
  }, [phase, navigate, router, redirectTo]);

  // A new attempt (a password sent, a passkey signed): the last refusal is cleared then, not when the passkey autofill
  // starts again after it, which would hide it at once.
  const attempting = () => {
    setError(null);
    setPhase('loading');
  };
  // A password (with its code where on) or a passkey (null: its prompt was closed or replaced). Says what stopped a sign-in.
  const finish = async (
    call: () => Promise<AuthUser | null>,
    credentials?: Credentials,
  ): Promise<'cancelled' | 'refused' | undefined> => {
    try {
      const user = await call();
      if (!user || user.twoFactorRequired) {
        setSecondFactor(user ? credentials! : null);
        setPhase('form');
        return user ? undefined : 'cancelled';
      }
      if (credentials?.remember) rememberedEmail.set(credentials.username);
      else if (credentials) rememberedEmail.clear();
      session.start(user);
      setPhase('success');
    } catch (failure) {
      if (!(failure instanceof ApiError) || failure.status >= 500) {
        setPhase('failure');
        return;
      }
      const left = triesLeftAfter(failure);
      if (left !== null) setTriesLeft(left);
      if (left === 0) {
        const waitSeconds = Number(failure.errorValues?.[RETRY_AFTER_VALUE]);
        // eslint-disable-next-line react-hooks/purity -- runs in the submit handler, which the rule takes for render
        setRetryAt(waitSeconds > 0 ? Date.now() + waitSeconds * 1000 : null);
        setPhase('locked');
        return;
      }
      setError(loginErrorText(failure));
      setTotpCode('');
      setPhase('form');
      return 'refused';
    }
  };
  const signIn = (credentials: Credentials, code?: string) => {
    attempting();
    return finish(
      () => authenticate({ username: credentials.username, password: credentials.password, totpCode: code }),
      credentials,
    );
  };
  const withPasskey = (conditional: boolean) =>
    passkeys((module) => module.passkeySignIn(conditional, finish, attempting));

  useEffect(() => {
    let left = false;
    void afterLoadWhenIdle().then(() => !left && window.PublicKeyCredential && withPasskey(true));
    return () => {
      left = true;
      void passkeys((module) => module.stopPasskeySignIn());
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per visit of the page
  }, []);
  const submit = form.onSubmit((values) => signIn(values));

  if (phase === 'loading') return <StatusScreen kind="loading" title={t('auth.signingIn')} />;
  if (phase === 'success')
    return (
      <StatusScreen
        kind="success"
        title={t('auth.loginSuccess')}
        message={session.get()?.isReviewer ? t('auth.toReviewQueue') : t('auth.toAccounts')}
      />
    );
  if (phase === 'failure')
    return (
      <StatusScreen
        kind="failure"
        title={t('auth.somethingWrong')}
        message={errorText(undefined)}
        action={<Button onClick={() => window.location.reload()}>{t('auth.goBack')}</Button>}
      />
    );
  if (phase === 'locked')
    return (
      <Suspense>
        <LockedScreen
          retryAt={retryAt}
          onBackToSignIn={() => {
            setSecondFactor(null);
            setTotpCode('');
            setTriesLeft(MAX_LOGIN_TRIES);
            form.setFieldValue('password', '');
            setPhase('form');
          }}
        />
      </Suspense>
    );

  if (secondFactor)
    return (
      <Suspense fallback={<StatusScreen kind="loading" title={t('auth.signingIn')} />}>
        <TwoFactorStep
          code={totpCode}
          error={error}
          onCodeChange={setTotpCode}
          onVerify={() => void signIn(secondFactor, totpCode)}
          onBack={() => {
            setSecondFactor(null);
            setError(null);
            setTotpCode('');
          }}
        />
      </Suspense>
    );

  return (
    <AuthCard
      title={signedInBefore() ? t('auth.welcomeBack') : t('auth.signInTitle')}
      subtitle={t('auth.signInSubtitle')}
      footer={
        <Trans
          i18nKey="auth.noAccount"
          components={{ register: <Anchor component={Link} to="/register" fw={600} /> }}
        />
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {error && (
            <Alert
              color="red"
              role="alert"
              title={triesLeft < MAX_LOGIN_TRIES ? t('auth.triesLeft', { count: triesLeft }) : undefined}
            >
              {error}
            </Alert>
          )}
          <TextInput
            label={t('auth.emailAddress')}
            type="email"
            autoComplete="username webauthn"
            required
            key={form.key('username')}
            {...form.getInputProps('username')}
          />
          <PasswordInput
            label={t('auth.password')}
            autoComplete="current-password"
            required
            key={form.key('password')}
            {...form.getInputProps('password')}
          />
          <Group justify="space-between">
            <Checkbox
              label={t('auth.rememberMe')}
              key={form.key('remember')}
              {...form.getInputProps('remember', { type: 'checkbox' })}
            />
            <Anchor component={Link} to="/initial-password-reset" size="sm">
              {t('auth.forgotPassword')}
            </Anchor>
          </Group>
          <Button type="submit" fullWidth size="md">
            {t('auth.signIn')}
          </Button>
          <Button variant="default" fullWidth size="md" onClick={() => void withPasskey(false)}>
            {t('auth.signInWithPasskey')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
