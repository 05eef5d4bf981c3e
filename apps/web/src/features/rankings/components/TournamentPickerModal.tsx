// Adding tournaments to the excluded or included tab: at least one picked (checked here and by
// the server), then the list is fetched again.
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify, notifyError } from '../../../platform/notifications';
import { addOverrides, type OverrideKind } from '../api';
import { TournamentMultiSearch } from './TournamentSearch';

interface Props {
  kind: OverrideKind;
  onClose: () => void;
  onDone: () => void;
}

export function TournamentPickerModal({ kind, onClose, onDone }: Props) {
  const { t } = useTranslation('rankings');
  const [ids, setIds] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    if (!ids.length) {
      setError(t('picker.atLeastOne'));
      return;
    }
    setSaving(true);
    try {
      await addOverrides(kind, { tournamentIds: ids.map(Number) });
      notify.success(t(`${kind}.added`, { count: ids.length }));
      onDone();
    } catch (err) {
      notifyError(err);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title={t(`${kind}.addTitle`)}>
      <Stack gap="md">
        <Text size="sm">{t(`${kind}.addText`)}</Text>
        <TournamentMultiSearch
          label={t('picker.tournaments')}
          value={ids}
          onChange={(next) => {
            setIds(next);
            if (next.length) setError(null);
          }}
          error={error}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common:cancel')}
          </Button>
          <Button onClick={() => void save()} loading={saving}>
            {t('picker.add')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
