// A new order, opened on purpose rather than by a stray click: the office chooses the club (searched
// by name), a club manager orders for the current club; both may add a note. The order's page then
// takes the items.
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../platform/api/api-error';
import { ClubSelect } from '../../../platform/forms/ClubSelect';
import { notifyError } from '../../../platform/notifications';
import { createOrder, type OrderZone } from '../api';

interface Props {
  zone: OrderZone;
  onClose: () => void;
  onCreated: (id: number) => void;
}

export function NewOrderModal({ zone, onClose, onCreated }: Props) {
  const { t } = useTranslation('orders');
  const [clubId, setClubId] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (zone === 'admin' && !clubId) {
      setErrors({ clubId: t('new.clubRequired') });
      return;
    }
    setBusy(true);
    try {
      const created = await createOrder(zone, {
        ...(zone === 'admin' ? { clubId: Number(clubId) } : {}),
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
    <Modal opened onClose={onClose} title={t('new.title')}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="md">
          {zone === 'admin' ? (
            <ClubSelect label={t('field.club')} required value={clubId} onChange={setClubId} error={errors.clubId} />
          ) : (
            <Text size="sm">{t('new.forCurrentClub')}</Text>
          )}
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
