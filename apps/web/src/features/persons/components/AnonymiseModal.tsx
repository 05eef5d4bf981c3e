// Anonymising a person for good (issue 29 §7), asked first the strong way: the user types the
// person's name. Name, birth number and day, contacts and the user link go; counts and results stay.
import type { PersonDetail } from '@fedra/contract/persons';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../platform/api/api-error';
import { notify, notifyError } from '../../../platform/notifications';
import { anonymisePerson, PERSONS_KEY } from '../api';

export function AnonymiseModal({ person, onClose }: { person: PersonDetail; onClose: () => void }) {
  const { t } = useTranslation('persons');
  const queryClient = useQueryClient();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const name = `${person.firstName} ${person.lastName}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await anonymisePerson(person.id, typed);
      await queryClient.invalidateQueries({ queryKey: PERSONS_KEY });
      notify.success(t('gdpr.anonymised'));
      onClose();
    } catch (err) {
      const field = isApiError(err) ? err.fieldErrors.confirmName : undefined;
      if (field) setError(field);
      else notifyError(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('gdpr.anonymiseTitle')}
      closeButtonProps={{ 'aria-label': t('form.close') }}
    >
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack>
          <Alert color="red" variant="light">
            {t('gdpr.anonymiseWarning')}
          </Alert>
          <Text size="sm">{t('gdpr.typeName', { name })}</Text>
          <TextInput
            label={t('gdpr.confirmName')}
            required
            value={typed}
            error={error}
            onChange={(e) => setTyped(e.currentTarget.value)}
            autoComplete="off"
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={busy}>
              {t('common:cancel')}
            </Button>
            <Button type="submit" color="red" loading={busy} disabled={!typed.trim()}>
              {t('gdpr.anonymise')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
