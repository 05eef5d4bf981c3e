// The sign-in page (route `login`, full layout, anonymous), in every mode (DECISIONS.md).
import { LoginRequestSchema } from '@fedra/contract/account';
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
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../../platform/api/api-error';
import { setApiLanguage } from '../../../platform/api/client';
import { runtimeConfig } from '../../../platform/config/runtime-config';
import { changeLanguage, type Language } from '../../../platform/i18n/i18n';
import { useSession } from '../../../platform/session/session';

/** Only paths inside the application, never another site. */
export function safeNext(next: string | null): string {
  return next?.startsWith('/') && !next.startsWith('//') ? next : '/';
}

export function LoginPage() {
  const { t, i18n } = useTranslation('account');
  const { user, login } = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [failure, setFailure] = useState<string | null>(null);
  const config = runtimeConfig();
  const next = safeNext(params.get('next'));

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
      setErrors(({ [name]: _cleared, ...rest }) => rest);
    },
  });
  const validate = () => {
    const result = LoginRequestSchema.safeParse(values);
    const found: Record<string, string> = {};
    if (!result.success) for (const issue of result.error.issues) found[String(issue.path[0])] ??= t(issue.message);
    setErrors(found);
    return Object.keys(found).length === 0;
  };

  if (user) return <Navigate replace to={next} />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!validate()) return;
    setSubmitting(true);
    try {
      await login(values.userName.trim(), values.password);
      navigate(next, { replace: true });
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
