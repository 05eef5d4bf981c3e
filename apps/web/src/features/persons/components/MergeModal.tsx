// Merging a duplicate into the person on the screen (issue 29 §4): the other person is picked, the
// preview says what moves, what is dropped as held already, which empty fields are filled and what
// blocks the merge; the office confirms, and the duplicate's old links lead here afterwards.
import { PERSON_MERGE_PARTS, type PersonMergePreview } from '@fedra/contract/person-merge';
import type { PersonDetail } from '@fedra/contract/persons';
import { Alert, Button, Group, List, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PersonSelect } from '../../../platform/forms/PersonSelect';
import { notify, notifyError } from '../../../platform/notifications';
import { mergePersons, mergePreviewQuery, PERSONS_KEY } from '../api';

export function MergeModal({ person, onClose }: { person: PersonDetail; onClose: () => void }) {
  const { t } = useTranslation('persons');
  const queryClient = useQueryClient();
  const [other, setOther] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const removeId = other && Number(other) !== person.id ? Number(other) : null;
  const preview = useQuery({ ...mergePreviewQuery(person.id, removeId ?? 0), enabled: removeId !== null });

  const merge = async () => {
    if (removeId === null) return;
    setBusy(true);
    try {
      await mergePersons(person.id, removeId);
      await queryClient.invalidateQueries({ queryKey: PERSONS_KEY });
      notify.success(t('merge.done'));
      onClose();
    } catch (err) {
      notifyError(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('merge.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('form.close') }}
    >
      <Stack>
        <Text size="sm">{t('merge.intro', { name: person.fullName })}</Text>
        <PersonSelect label={t('merge.other')} required value={other} onChange={setOther} />
        {other && Number(other) === person.id && (
          <Text size="sm" c="red.8" role="alert">
            {t('merge.same')}
          </Text>
        )}
        {removeId !== null && (preview.data ? <Preview preview={preview.data.data} /> : <Skeleton h={120} aria-busy />)}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {t('common:cancel')}
          </Button>
          <Button
            color="red"
            loading={busy}
            disabled={!preview.data || preview.data.data.blockers.length > 0}
            onClick={() => void merge()}
          >
            {t('merge.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function Preview({ preview }: { preview: PersonMergePreview }) {
  const { t } = useTranslation('persons');
  const moved = PERSON_MERGE_PARTS.filter((p) => preview.moves[p] > 0);
  const dropped = PERSON_MERGE_PARTS.filter((p) => preview.drops[p] > 0);
  return (
    <Stack gap="xs">
      {preview.blockers.map((b) => (
        <Alert key={b} color="red" role="alert">
          {t(b)}
        </Alert>
      ))}
      <Text size="sm" fw={600}>
        {t('merge.removed', { name: `${preview.remove.fullName} (${preview.remove.registrationNumber})` })}
      </Text>
      {moved.length ? (
        <List size="sm">
          {moved.map((p) => (
            <List.Item key={p}>{t(`merge.part.${p}`, { count: preview.moves[p] })}</List.Item>
          ))}
        </List>
      ) : (
        <Text size="sm">{t('merge.nothingMoves')}</Text>
      )}
      {dropped.length > 0 && (
        <Text size="sm" fw={500}>
          {t('merge.dropped')}: {dropped.map((p) => t(`merge.part.${p}`, { count: preview.drops[p] })).join(', ')}
        </Text>
      )}
      {preview.fills.length > 0 && (
        <Text size="sm">
          {t('merge.fills')}: {preview.fills.map((f) => t(`field.${f}`)).join(', ')}
        </Text>
      )}
    </Stack>
  );
}
