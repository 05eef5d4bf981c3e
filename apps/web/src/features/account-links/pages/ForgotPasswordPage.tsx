// Asking for a password-reset link (issue 28): the e-mail, and the same answer whether or not the
// address has an account (the server's rule); too many requests are told with their wait.
import { Alert, Anchor, Button, Center, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../../platform/api/api-error';
import { usePageTitle } from '../../../platform/routing/page-title';
import { requestPasswordReset } from '../api';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export default function ForgotPasswordPage() {
  const { t } = useTranslation('account-links');
  usePageTitle(t('forgot.title'));
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!EMAIL.test(address)) {
      setError(t('forgot.emailInvalid'));
      return;
    }
    setError(null);
    setFailure(null);
    setSending(true);
    try {
      await requestPasswordReset(address);
      setSent(true);
    } catch (err) {
      setFailure((isApiError(err) ? err.problem?.detail : null) ?? t('form.failed'));
    } finally {
      setSending(false);
    }
  };

  return (
    <Center mih="100vh" p="md" component="main">
      <Paper withBorder shadow="sm" p="xl" radius="md" w="100%" maw={420}>
        <Stack>
          <Title order={1} size="h3">
            {t('forgot.title')}
          </Title>
          {sent ? (
            <Alert color="green" role="status">
              {t('forgot.sent', { email: email.trim() })}
            </Alert>
          ) : (
            <form onSubmit={(e) => void submit(e)} noValidate>
              <Stack>
                <Text size="sm">{t('forgot.intro')}</Text>
                {failure && (
                  <Alert color="red" role="alert">
                    {failure}
                  </Alert>
                )}
                <TextInput
                  label={t('forgot.email')}
                  type="email"
                  autoComplete="username"
                  required
                  autoFocus
                  value={email}
                  error={error}
                  onChange={(e) => setEmail(e.currentTarget.value)}
                />
                <Button type="submit" loading={sending}>
                  {t('forgot.submit')}
                </Button>
              </Stack>
            </form>
          )}
          <Anchor component={Link} to="/login" size="sm" ta="center">
            {t('form.toSignIn')}
          </Anchor>
        </Stack>
      </Paper>
    </Center>
  );
}
