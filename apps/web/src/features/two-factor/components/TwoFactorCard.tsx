// Two-factor sign-in on the profile (issue 28 §8): off — a new key as a QR code (and as text for
// apps that cannot scan), confirmed by a first code, then the ten recovery codes shown once; on —
// since when and how many recovery codes are left, and switching off with the password.
import type { TwoFactorSetup } from '@fedra/contract/two-factor';
import { Alert, Box, Button, Code, Group, List, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../platform/api/api-error';
import { PasswordField } from '../../../platform/forms/PasswordField';
import { formatDateTime } from '../../../platform/i18n/format';
import { notify, notifyError } from '../../../platform/notifications';
import { useSession } from '../../../platform/session/session';
import { confirmSetup, startSetup, switchOff, TWO_FACTOR_KEY, twoFactorQuery } from '../api';

export function TwoFactorCard() {
  const { t } = useTranslation('two-factor');
  const queryClient = useQueryClient();
  const { user, reloadUser } = useSession();
  const state = useQuery(twoFactorQuery());
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: TWO_FACTOR_KEY });
  const s = state.data?.data;

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (err) {
      const field = isApiError(err) ? (err.fieldErrors.code ?? err.fieldErrors.password) : undefined;
      if (field) setError(field);
      else notifyError(err);
    } finally {
      setBusy(false);
    }
  };
  const begin = () => run(async () => setSetup((await startSetup()).data));
  const confirm = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const answer = await confirmSetup(value.trim());
      setCodes(answer.data.recoveryCodes);
      setSetup(null);
      setValue('');
      notify.success(t('enabled'));
      await refresh();
      // A role that requires it opens the zones again now: the user's flag is read anew.
      if (user?.twoFactorSetupRequired) await reloadUser();
    });
  };
  const disable = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      await switchOff(value);
      setValue('');
      notify.success(t('disabled'));
      await refresh();
    });
  };

  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t('title')}
      </Title>
      {codes && (
        <Alert color="yellow">
          <Stack gap="xs">
            <Title order={3} size="h5">
              {t('codesTitle')}
            </Title>
            <Text size="sm">{t('codesText')}</Text>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing={4} component="ul" style={{ listStyle: 'none', padding: 0 }}>
              {codes.map((c) => (
                <li key={c}>
                  <Code fz="sm">{c}</Code>
                </li>
              ))}
            </SimpleGrid>
            <Group>
              <Button size="xs" variant="default" onClick={() => setCodes(null)}>
                {t('codesDone')}
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
      {user?.twoFactorSetupRequired && !s?.enabled && (
        <Alert color="orange" title={t('requiredTitle')}>
          {t('requiredText')}
        </Alert>
      )}
      {s?.enabled && s.requiredByRole ? (
        <Text size="sm">
          {t('onSince', { date: formatDateTime(s.enabledAt), count: s.recoveryCodesLeft })} {t('requiredOn')}
        </Text>
      ) : s?.enabled ? (
        <form onSubmit={disable} noValidate>
          <Stack gap="xs">
            <Text size="sm">{t('onSince', { date: formatDateTime(s.enabledAt), count: s.recoveryCodesLeft })}</Text>
            <PasswordField
              label={t('password')}
              description={t('passwordHint')}
              autoComplete="current-password"
              required
              value={value}
              error={error}
              onChange={(e) => setValue(e.currentTarget.value)}
              maw={360}
            />
            <Group>
              <Button type="submit" color="red" variant="light" loading={busy}>
                {t('disable')}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : setup ? (
        <form onSubmit={confirm} noValidate>
          <Stack gap="xs">
            <Text size="sm">{t('scan')}</Text>
            <Box
              w={200}
              h={200}
              role="img"
              aria-label={t('qr')}
              // The server's SVG of the otpauth address (the qrcode library's output, no user text).
              // biome-ignore lint/security/noDangerouslySetInnerHtml: our own server's QR code markup
              dangerouslySetInnerHTML={{ __html: setup.qrSvg }}
            />
            <Text size="sm">
              {t('orType')} <Code>{setup.secret}</Code>
            </Text>
            <TextInput
              label={t('code')}
              autoComplete="one-time-code"
              inputMode="numeric"
              required
              value={value}
              error={error}
              onChange={(e) => setValue(e.currentTarget.value)}
              maw={200}
            />
            <Group>
              <Button type="submit" loading={busy}>
                {t('confirm')}
              </Button>
              <Button variant="default" onClick={() => setSetup(null)}>
                {t('common:cancel')}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <Stack gap="xs">
          <Text size="sm">{t('offText')}</Text>
          <List size="sm">
            <List.Item>{t('offStep1')}</List.Item>
            <List.Item>{t('offStep2')}</List.Item>
          </List>
          <Group>
            <Button onClick={() => void begin()} loading={busy} disabled={!s}>
              {t('enable')}
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
