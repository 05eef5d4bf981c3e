// The office opens a new order for a club: the club (searched by name) and a note; the order's page
// then takes the items.
import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../platform/api/api-error';
import { ClubSelect } from '../../../platform/forms/ClubSelect';
import { notifyError } from '../../../platform/notifications';
import { createOrder } from '../api';

export function NewOrderModal({ onClose, onCreated }: { onClose: () => void; onCreated: (id: number) => void }) {
  const { t } = useTranslation('orders');
  const [clubId, setClubId] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!clubId) {
      setErrors({ clubId: t('new.clubRequired') });
      return;
    }
    setBusy(true);
    try {
      const created = await createOrder('admin', {
        clubId: Number(clubId),
        ...(note.trim() ? { note: note.trim() } : {}),
      });
      onCreated(created.data.id);
    } catch (err) {
      if (isApiError(err) && Object.keys(err.fieldErrors).length) setErrors(err.fieldErrors);
      else notifyError(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title={t('new.title')} closeButtonProps={{ 'aria-label': t('common:close') }}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="md">
          <ClubSelect label={t('field.club')} required value={clubId} onChange={setClubId} error={errors.clubId} />
          <Textarea
            label={t('field.note')}
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
            error={errors.note}
            autosize
            minRows={2}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common:cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('new.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
