// The sign-in form (spec 000 §4), shown by two hosts: the application's sign-in route
// (pages/LoginPage.tsx) and the small sign-in screen a signed-out visit starts with
// (app/start-sign-in.tsx). It knows neither the router nor the session provider: the host passes
// the address's parameters and what signing in means, so the small screen does without both.
import { Alert, Anchor, Button, Center, Group, Image, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../platform/api/api-error';
import { setApiLanguage } from '../../../platform/api/client';
import { runtimeConfig } from '../../../platform/config/runtime-config';
import { PasswordField } from '../../../platform/forms/PasswordField';
import { changeLanguage, type Language } from '../../../platform/i18n/i18n';
import { passkeysPossible } from '../../../platform/session/passkeys-possible';
import { exchangeSsoCode, ssoErrorKey, ssoRefusalText, ssoStartUrl } from '../sso';

/** Only paths inside the application, never another site; none when there is no safe one. */
export function safeNext(next: string | null): string | null {
  return next?.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') ? next : null;
}

// The form is validated with the contract's schema, which brings zod: not needed to show the form,
// so it is fetched on the first keystroke (or the submit) instead of with the page. Should it fail
// to load, the server's answer (400 naming the fields) still reports the same errors.
let loginSchema: Promise<typeof import('@fedra/contract/account')['LoginRequestSchema'] | null> | undefined;
const loadLoginSchema = () => {
  loginSchema ??= import('@fedra/contract/account').then(
    (m) => m.LoginRequestSchema,
    () => {
      loginSchema = undefined;
      return null;
    },
  );
  return loginSchema;
};

export interface SignInFormProps {
  /** Where the user goes after signing in (already checked by safeNext). */
  next: string | null;
  /** Back from the single sign-on provider: the one-time code to trade, or why it was refused. */
  ssoCode: string | null;
  ssoError: string | null;
  /** Takes the spent code out of the address (history, a copied link). */
  dropSsoCode(): void;
  /** Signs in with the password; resolves once the host has moved on (or is about to). */
  signIn(userName: string, password: string, code?: string): Promise<void>;
  /** Single sign-on (its code traded) or a passkey has stored the session's tokens. */
  onTokensStored(): Promise<unknown>;
  /** The user has begun to type: a host may start fetching what follows the sign-in. */
  onFirstInput?(): void;
}

export function SignInForm({
  next,
  ssoCode,
  ssoError,
  dropSsoCode,
  signIn,
  onTokensStored,
  onFirstInput,
}: SignInFormProps) {
  const { t, i18n } = useTranslation('account');
  const config = runtimeConfig();
  const [failure, setFailure] = useState<string | null>(null);
  const [ssoBusy, setSsoBusy] = useState(ssoCode !== null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the code is traded once, when it arrives
  useEffect(() => {
    if (!ssoCode) return;
    dropSsoCode();
    const exchanged = exchangeSsoCode(ssoCode);
    if (!exchanged) return;
    exchanged
      .then(() => onTokensStored())
      .catch(() => ssoRefusalText('exchangeFailed').then(setFailure))
      .finally(() => setSsoBusy(false));
  }, [ssoCode]);

  useEffect(() => {
    if (!ssoError) return;
    let live = true;
    void ssoRefusalText(ssoErrorKey(ssoError)).then((text) => live && setFailure(text));
    return () => {
      live = false;
    };
  }, [ssoError]);

  // A two-field form: plain state, validated with the contract's schema (keeps @mantine/form off this page).
  const [values, setValues] = useState({ userName: '', password: '', code: '' });
  // The account asked for its second factor: the code field shows, the password stays.
  const [askCode, setAskCode] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitting, setSubmitting] = useState(false);
  const [passkeyBusy, setPasskeyBusy] = useState(false);
  const field = (name: 'userName' | 'password' | 'code') => ({
    value: values[name],
    error: errors[name],
    onChange: (e: { currentTarget: { value: string } }) => {
      const value = e.currentTarget.value;
      setValues((v) => ({ ...v, [name]: value }));
      void loadLoginSchema();
      onFirstInput?.();
      setErrors(({ [name]: _cleared, ...rest }) => rest);
    },
  });
  const validate = async () => {
    const schema = await loadLoginSchema();
    if (!schema) return true;
    const result = schema.safeParse({ userName: values.userName, password: values.password });
    const found: Record<string, string> = {};
    if (!result.success) for (const issue of result.error.issues) found[String(issue.path[0])] ??= t(issue.message);
    setErrors(found);
    return Object.keys(found).length === 0;
  };

  if (ssoBusy) {
    return (
      <Center mih="100vh" p="md" component="main">
        <Text role="status" aria-busy="true">
          {t('sso.signingIn')}
        </Text>
      </Center>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!(await validate())) return;
    setSubmitting(true);
    try {
      await signIn(values.userName.trim(), values.password, askCode ? values.code.trim() : undefined);
    } catch (err) {
      const code = isApiError(err) ? err.problem?.code : undefined;
      if (code === 'second_factor_required') {
        setAskCode(true);
        return;
      }
      if (code === 'second_factor_invalid' && isApiError(err)) {
        setErrors({ code: err.fieldErrors.code ?? t('login.codeWrong') });
        return;
      }
      if (isApiError(err) && err.status === 400) setErrors(err.fieldErrors);
      setFailure(isApiError(err) && err.problem ? err.problem.title : t('login.failed'));
    } finally {
      setSubmitting(false);
    }
  };

  const passkey = async () => {
    setFailure(null);
    setPasskeyBusy(true);
    let flow: typeof import('../passkey-sign-in') | null = null;
    try {
      flow = await import('../passkey-sign-in');
      await flow.signInWithPasskey();
      await onTokensStored();
    } catch (err) {
      if (flow?.cancelledByUser(err)) setFailure(t('login.passkeyCancelled'));
      else setFailure(isApiError(err) && err.problem ? err.problem.title : t('login.failed'));
    } finally {
      setPasskeyBusy(false);
    }
  };

  const switchLanguage = async (lang: Language) => {
    setApiLanguage(lang);
    await changeLanguage(lang);
    setErrors({});
  };

  return (
    <Center mih="100vh" p="md" component="main">
      <Paper withBorder shadow="sm" p="xl" radius="md" w="100%" maw={400}>
        <form onSubmit={(e) => void submit(e)} noValidate>
          <Stack>
            <Group gap="sm">
              {config.images.logo && <Image src={config.images.logo} alt="" h={40} w="auto" />}
              <Title order={1} size="h2">
                {config.projectName}
              </Title>
            </Group>
            <Title order={2} size="h4">
              {t('login.heading')}
            </Title>
            {failure && (
              <Alert color="red" icon={<IconAlertCircle />} role="alert">
                {failure}
              </Alert>
            )}
            <TextInput
              label={t('login.email')}
              type="email"
              autoComplete="username"
              required
              autoFocus
              {...field('userName')}
            />
            <PasswordField
              label={t('login.password')}
              autoComplete="current-password"
              required
              {...field('password')}
            />
            {askCode && (
              <TextInput
                label={t('login.code')}
                description={t('login.codeHint')}
                autoComplete="one-time-code"
                inputMode="text"
                required
                autoFocus
                {...field('code')}
              />
            )}
            <Button type="submit" loading={submitting} fullWidth>
              {t('login.submit')}
            </Button>
            {passkeysPossible() && (
              <Button variant="default" fullWidth loading={passkeyBusy} onClick={() => void passkey()}>
                {t('login.passkey')}
              </Button>
            )}
            <Anchor href={`${config.routerBase.replace(/\/$/, '')}/forgot-password`} size="sm" ta="center">
              {t('login.forgotPassword')}
            </Anchor>
            <Anchor
              href={`${config.routerBase.replace(/\/$/, '')}/zone/public/club-registration`}
              size="sm"
              ta="center"
            >
              {t('common:clubRegistration')}
            </Anchor>
            <Anchor href={config.routerBase} size="sm" ta="center">
              {t('login.publicSite')}
            </Anchor>
            {config.sso && (
              <>
                <Text ta="center" size="sm">
                  {t('sso.or')}
                </Text>
                <Button component="a" href={ssoStartUrl(next)} variant="default" fullWidth>
                  {t('sso.button', { label: config.sso.label })}
                </Button>
              </>
            )}
            <Group justify="center" gap="md">
              {(['cs', 'en'] as const).map((lang) => (
                <Anchor
                  key={lang}
                  component="button"
                  type="button"
                  lang={lang}
                  fw={i18n.language === lang ? 700 : 400}
                  aria-current={i18n.language === lang ? 'true' : undefined}
                  onClick={() => void switchLanguage(lang)}
                >
                  {t(`common:language.${lang}`)}
                </Anchor>
              ))}
            </Group>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
