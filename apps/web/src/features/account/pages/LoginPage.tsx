// The sign-in page (route `login`, full layout, anonymous), in every mode (DECISIONS.md).
import {
  Alert,
  Anchor,
  Button,
  Center,
  Group,
  Image,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { landingPath } from '../../../app/routes/landing';
import { lastZone } from '../../../app/routes/zone-memory';
import { isApiError } from '../../../platform/api/api-error';
import { setApiLanguage } from '../../../platform/api/client';
import { runtimeConfig } from '../../../platform/config/runtime-config';
import { changeLanguage, type Language } from '../../../platform/i18n/i18n';
import { useSession } from '../../../platform/session/session';
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

export function LoginPage() {
  const { t, i18n } = useTranslation('account');
  const { user, login, reloadUser } = useSession();
  const [params, setParams] = useSearchParams();
  const config = runtimeConfig();
  const next = safeNext(params.get('next'));
  // Back from the single sign-on provider (docs/decisions.md "Single sign-on"): a one-time code to
  // trade for the session, or the reason it was refused.
  const ssoCode = params.get('sso');
  const ssoError = params.get('ssoError');
  const [failure, setFailure] = useState<string | null>(null);
  const [ssoBusy, setSsoBusy] = useState(ssoCode !== null);

  useEffect(() => {
    if (!ssoCode) return;
    // The code leaves the address at once (history, a copied link); `next` stays.
    setParams(
      (p) => {
        p.delete('sso');
        return p;
      },
      { replace: true },
    );
    const exchanged = exchangeSsoCode(ssoCode);
    if (!exchanged) return;
    exchanged
      .then(() => reloadUser())
      .catch(() => ssoRefusalText('exchangeFailed').then(setFailure))
      .finally(() => setSsoBusy(false));
  }, [ssoCode, setParams, reloadUser]);

  useEffect(() => {
    if (!ssoError) return;
    let live = true;
    void ssoRefusalText(ssoErrorKey(ssoError)).then((text) => live && setFailure(text));
    return () => {
      live = false;
    };
  }, [ssoError]);

  // A two-field form: plain state, validated with the contract's schema (keeps @mantine/form off this page).
  const [values, setValues] = useState({ userName: '', password: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitting, setSubmitting] = useState(false);
  const field = (name: 'userName' | 'password') => ({
    value: values[name],
    error: errors[name],
    onChange: (e: { currentTarget: { value: string } }) => {
      const value = e.currentTarget.value;
      setValues((v) => ({ ...v, [name]: value }));
      void loadLoginSchema();
      setErrors(({ [name]: _cleared, ...rest }) => rest);
    },
  });
  const validate = async () => {
    const schema = await loadLoginSchema();
    if (!schema) return true;
    const result = schema.safeParse(values);
    const found: Record<string, string> = {};
    if (!result.success) for (const issue of result.error.issues) found[String(issue.path[0])] ??= t(issue.message);
    setErrors(found);
    return Object.keys(found).length === 0;
  };

  // Signed in (now or already): on to `next`, or to the user's own start page (landing.ts).
  if (user) return <Navigate replace to={landingPath(next, user.zones, lastZone())} />;
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
      // The session's new user re-renders this page, which then leads on (above).
      await login(values.userName.trim(), values.password);
    } catch (err) {
      if (isApiError(err) && err.status === 400) setErrors(err.fieldErrors);
      setFailure(isApiError(err) && err.problem ? err.problem.title : t('login.failed'));
    } finally {
      setSubmitting(false);
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
            <PasswordInput
              label={t('login.password')}
              autoComplete="current-password"
              required
              {...field('password')}
            />
            <Button type="submit" loading={submitting} fullWidth>
              {t('login.submit')}
            </Button>
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
