// Setting a password with an e-mailed link (issue 28): the invitation's first password or a new one
// after "forgot password". The token comes in the query string; the password follows the rules of
// the password change (8 characters, a digit) and is typed twice. Done: a link to sign in. An
// unknown, used or expired link: the server's message and a way to ask for a new one.
import { PASSWORD_MIN_LENGTH } from '@fedra/contract/account';
import { Alert, Anchor, Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { isApiError } from '../../../platform/api/api-error';
import { PasswordField } from '../../../platform/forms/PasswordField';
import { usePageTitle } from '../../../platform/routing/page-title';
import { acceptInvitation, confirmPasswordReset } from '../api';

type Kind = 'invitation' | 'reset';

export function InvitationPage() {
  return <SetPasswordPage kind="invitation" />;
}
export function ResetPasswordPage() {
  return <SetPasswordPage kind="reset" />;
}

function SetPasswordPage({ kind }: { kind: Kind }) {
  const { t } = useTranslation('account-links');
  usePageTitle(t(`${kind}.title`));
  const token = useSearchParams()[0].get('token') ?? '';
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [errors, setErrors] = useState<{ password?: string; again?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (password.length < PASSWORD_MIN_LENGTH || !/\d/.test(password)) found.password = t('form.rules');
    if (again !== password) found.again = t('form.mismatch');
    setErrors(found);
    if (found.password || found.again) return;
    setSending(true);
    setFailure(null);
    try {
      await (kind === 'invitation' ? acceptInvitation : confirmPasswordReset)({ token, password });
      setDone(true);
    } catch (err) {
      const fields = isApiError(err) ? err.fieldErrors : {};
      if (fields.password) setErrors({ password: fields.password });
      else setFailure(fields.token ?? (isApiError(err) ? err.messages[0] : null) ?? t('form.failed'));
    } finally {
      setSending(false);
    }
  };

  return (
    <Center mih="100vh" p="md" component="main">
      <Paper withBorder shadow="sm" p="xl" radius="md" w="100%" maw={420}>
        <Stack>
          <Title order={1} size="h3">
            {t(`${kind}.title`)}
          </Title>
          {done ? (
            <>
              <Alert color="green" role="status">
                {t(`${kind}.done`)}
              </Alert>
              <Button component={Link} to="/login">
                {t('form.toSignIn')}
              </Button>
            </>
          ) : (
            <form onSubmit={(e) => void submit(e)} noValidate>
              <Stack>
                <Text size="sm">{t(`${kind}.intro`)}</Text>
                {!token && (
                  <Alert color="red" role="alert">
                    {t('form.noToken')}
                  </Alert>
                )}
                {failure && (
                  <Alert color="red" role="alert">
                    <Stack gap={4}>
                      <span>{failure}</span>
                      <Anchor component={Link} to="/forgot-password" size="sm">
                        {t('form.askAgain')}
                      </Anchor>
                    </Stack>
                  </Alert>
                )}
                <PasswordField
                  label={t('form.password')}
                  description={t('form.rules')}
                  autoComplete="new-password"
                  required
                  autoFocus
                  value={password}
                  error={errors.password}
                  onChange={(e) => setPassword(e.currentTarget.value)}
                />
                <PasswordField
                  label={t('form.again')}
                  autoComplete="new-password"
                  required
                  value={again}
                  error={errors.again}
                  onChange={(e) => setAgain(e.currentTarget.value)}
                />
                <Button type="submit" loading={sending} disabled={!token}>
                  {t(`${kind}.submit`)}
                </Button>
              </Stack>
            </form>
          )}
        </Stack>
      </Paper>
    </Center>
  );
}
