// Passkeys on the profile (issue 28 §9): the own passkeys with when each was added and last used,
// adding one under a name (the browser's own dialog does the rest), removing one after asking. On a
// phone each passkey is a card.
import { Alert, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../platform/api/api-error';
import { confirmDelete } from '../../../platform/forms/confirm-action';
import { formatDateTime } from '../../../platform/i18n/format';
import { notify, notifyError } from '../../../platform/notifications';
import { type SimpleColumn, SimpleTable } from '../../../platform/ui/SimpleTable';
import { addPasskey, PASSKEYS_KEY, passkeysPossible, passkeysQuery, removePasskey } from '../api';

/** The browser's refusals a user causes (cancelled, timed out, a key this device has already). */
function browserRefusal(err: unknown): 'cancelled' | 'exists' | null {
  const name = err instanceof Error ? err.name : '';
  if (name === 'InvalidStateError' || (err as { code?: string })?.code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED')
    return 'exists';
  if (name === 'NotAllowedError' || name === 'AbortError') return 'cancelled';
  return null;
}

export function PasskeysCard() {
  const { t } = useTranslation('passkeys');
  const queryClient = useQueryClient();
  const possible = passkeysPossible();
  const list = useQuery({ ...passkeysQuery(), enabled: possible });
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: PASSKEYS_KEY });

  const add = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setFailure(null);
    if (!name.trim()) {
      setError(t('common:form.required', { label: t('name') }));
      return;
    }
    setBusy(true);
    try {
      await addPasskey(name.trim());
      setName('');
      notify.success(t('added'));
      await refresh();
    } catch (err) {
      const refusal = browserRefusal(err);
      if (refusal) setFailure(t(refusal));
      else if (isApiError(err) && err.fieldErrors.name) setError(err.fieldErrors.name);
      else if (isApiError(err) && err.status < 500) setFailure(Object.values(err.fieldErrors)[0] ?? err.message);
      else notifyError(err);
    } finally {
      setBusy(false);
    }
  };

  const passkeys = list.data?.data ?? [];
  const columns: SimpleColumn<(typeof passkeys)[number]>[] = [
    { title: t('name'), render: (p) => <span style={{ overflowWrap: 'anywhere' }}>{p.name}</span> },
    { title: t('created'), render: (p) => formatDateTime(p.createdAt) },
    { title: t('lastUsed'), render: (p) => (p.lastUsedAt ? formatDateTime(p.lastUsedAt) : t('never')) },
    {
      // The button says what it does; the column needs no heading of its own.
      title: '',
      render: (p) => (
        <Button
          size="xs"
          variant="default"
          aria-label={t('removeLabel', { name: p.name })}
          onClick={() =>
            confirmDelete({
              title: t('removeTitle'),
              name: p.name,
              note: t('removeNote'),
              remove: () => removePasskey(p.id),
              afterwards: refresh,
            })
          }
        >
          {t('remove')}
        </Button>
      ),
    },
  ];
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t('title')}
      </Title>
      <Text size="sm">{t('intro')}</Text>
      {!possible ? (
        <Text size="sm" c="dimmed">
          {t('unavailable')}
        </Text>
      ) : (
        <>
          {passkeys.length === 0 ? (
            list.isSuccess && (
              <Text size="sm" c="dimmed">
                {t('none')}
              </Text>
            )
          ) : (
            <SimpleTable rows={passkeys} rowKey={(p) => p.id} columns={columns} empty={t('none')} />
          )}
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <form onSubmit={(e) => void add(e)} noValidate>
            <Group align="flex-end" gap="sm">
              <TextInput
                label={t('name')}
                description={t('nameHint')}
                required
                maxLength={60}
                value={name}
                error={error}
                onChange={(e) => setName(e.currentTarget.value)}
                maw={320}
                style={{ flex: '1 1 220px' }}
              />
              <Button type="submit" loading={busy}>
                {t('add')}
              </Button>
            </Group>
          </form>
        </>
      )}
    </Stack>
  );
}
