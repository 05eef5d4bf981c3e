// The pairing dialog of one discipline (tournament/pairing-competitions/list): the season of the
// previous discipline (by default the one before the discipline's season) and a searchable select
// of that season's disciplines, fed by the cross-tournament list filtered to the season. Saving
// pairs the discipline; the server refuses a discipline that is not of an earlier season (400).
import type { PairingCompetitionRow } from '@fedra/contract/tournament-pairing';
import { Alert, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../platform/api/api-error';
import { notify, notifyError } from '../../../platform/notifications';
import { seasonCompetitionsQuery, setPreviousCompetition } from '../api';
import { earlierSeasons, type SeasonLike } from './seasons';

export interface PairDialogProps {
  competition: PairingCompetitionRow;
  seasons: readonly SeasonLike[];
  onClose: () => void;
  onPaired: () => unknown;
}

export function PairDialog({ competition, seasons, onClose, onPaired }: PairDialogProps) {
  const { t } = useTranslation('tournament-pairing');
  const earlier = earlierSeasons(seasons, competition.seasonId);
  const [seasonId, setSeasonId] = useState<number | null>(earlier[0]?.id ?? null);
  const [previousId, setPreviousId] = useState<string | null>(
    competition.previousCompetitionId ? String(competition.previousCompetitionId) : null,
  );
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const choices = useQuery(seasonCompetitionsQuery(seasonId));
  const options = (choices.data?.data ?? []).map((c) => ({
    value: String(c.id),
    label: `${c.name} — ${c.tournamentName}`,
  }));

  const save = async () => {
    if (!previousId) {
      setError(t('pairing.dialog.required'));
      return;
    }
    setSaving(true);
    try {
      await setPreviousCompetition(competition.id, Number(previousId));
      notify.success(t('pairing.paired'));
      onClose();
      await onPaired();
    } catch (err) {
      const field = isApiError(err) ? err.fieldErrors.previousCompetitionId : undefined;
      if (field) setError(field);
      else notifyError(err);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title={t('pairing.dialog.title', { name: competition.name })} size="lg">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {competition.tournamentName} · {competition.seasonName}
        </Text>
        <Select
          label={t('pairing.dialog.season')}
          data={earlier.map((s) => ({ value: String(s.id), label: s.name }))}
          value={seasonId === null ? null : String(seasonId)}
          onChange={(v) => {
            setSeasonId(v ? Number(v) : null);
            setPreviousId(null);
          }}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          label={t('pairing.dialog.competition')}
          placeholder={t('pairing.dialog.placeholder')}
          data={options}
          value={previousId}
          onChange={(v) => {
            setPreviousId(v);
            setError(null);
          }}
          searchable
          required
          withAsterisk
          nothingFoundMessage={t('pairing.dialog.nothing')}
          error={error}
          disabled={choices.isPending && seasonId !== null}
          comboboxProps={{ withinPortal: true }}
        />
        <Alert color="blue" variant="light">
          {t('pairing.dialog.note')}
        </Alert>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('pairing.dialog.cancel')}
          </Button>
          <Button onClick={save} loading={saving}>
            {t('pairing.dialog.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
