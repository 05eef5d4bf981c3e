// Season management (tournament/pairing-competitions/list): choose a season and the earlier season
// to pair it with (by default the latest earlier one), preview the proposed pairs, then apply them;
// the toast says how many were paired and how many stay unpaired (docs/decisions.md "Season
// pairing and the older tournament module").
import type { SeasonPairingResult } from '@fedra/contract/tournament-pairing';
import { Alert, Button, Group, Modal, Select, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify, notifyError } from '../../../platform/notifications';
import { pairSeason } from '../api';
import { earlierSeasons, type SeasonLike } from './seasons';

export interface SeasonPairingDialogProps {
  seasons: readonly SeasonLike[];
  defaultSeasonId: number | null;
  onClose: () => void;
  onPaired: () => unknown;
}

export function SeasonPairingDialog({ seasons, defaultSeasonId, onClose, onPaired }: SeasonPairingDialogProps) {
  const { t } = useTranslation('tournament-pairing');
  const [seasonId, setSeasonId] = useState<number | null>(defaultSeasonId);
  const [previousSeasonId, setPreviousSeasonId] = useState<number | null>(null);
  const [proposal, setProposal] = useState<SeasonPairingResult | null>(null);
  const [busy, setBusy] = useState<'preview' | 'apply' | null>(null);
  const earlier = earlierSeasons(seasons, seasonId);

  const run = async (preview: boolean) => {
    if (seasonId === null) return;
    setBusy(preview ? 'preview' : 'apply');
    try {
      const { data } = await pairSeason({
        seasonId,
        ...(previousSeasonId !== null ? { previousSeasonId } : {}),
        preview,
      });
      if (preview) setProposal(data);
      else {
        notify.success(
          `${t('pairing.season.done', { count: data.paired })} ${t('pairing.season.leftOver', { count: data.unpaired })}`,
        );
        onClose();
        await onPaired();
      }
    } catch (err) {
      notifyError(err);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Modal opened onClose={onClose} title={t('pairing.season.title')} size="xl">
      <Stack gap="md">
        <Text size="sm">{t('pairing.season.explain')}</Text>
        <Group grow align="flex-start" wrap="wrap">
          <Select
            label={t('pairing.season.season')}
            data={seasons.map((s) => ({ value: String(s.id), label: s.name }))}
            value={seasonId === null ? null : String(seasonId)}
            onChange={(v) => {
              setSeasonId(v ? Number(v) : null);
              setPreviousSeasonId(null);
              setProposal(null);
            }}
            required
            withAsterisk
            allowDeselect={false}
            miw={180}
          />
          <Select
            label={t('pairing.season.previousSeason')}
            placeholder={t('pairing.season.previousAuto')}
            data={earlier.map((s) => ({ value: String(s.id), label: s.name }))}
            value={previousSeasonId === null ? null : String(previousSeasonId)}
            onChange={(v) => {
              setPreviousSeasonId(v ? Number(v) : null);
              setProposal(null);
            }}
            clearable
            miw={180}
          />
        </Group>
        {proposal && (
          <Stack gap="xs" data-testid="season-proposal">
            <Text fw={600}>
              {t('pairing.season.proposed', { count: proposal.paired })}{' '}
              {t('pairing.season.leftOver', { count: proposal.unpaired })}
            </Text>
            {proposal.pairs.length === 0 ? (
              <Alert color="gray" variant="light">
                {t('pairing.season.none')}
              </Alert>
            ) : (
              <Table.ScrollContainer minWidth={520} mah={320}>
                <Table striped>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('pairing.season.from')}</Table.Th>
                      <Table.Th>{t('pairing.season.to')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {proposal.pairs.map((p) => (
                      <Table.Tr key={p.competitionId}>
                        <Table.Td>
                          <Text size="sm" fw={600}>
                            {p.competitionName}
                          </Text>
                          <Text size="xs" c="dimmed">
                            {p.tournamentName}
                          </Text>
                        </Table.Td>
                        <Table.Td>
                          <Text size="sm">{p.previousCompetitionName}</Text>
                          <Text size="xs" c="dimmed">
                            {p.previousTournamentName}
                          </Text>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </Stack>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('pairing.season.close')}
          </Button>
          <Button variant="light" onClick={() => run(true)} loading={busy === 'preview'} disabled={seasonId === null}>
            {t('pairing.season.preview')}
          </Button>
          <Button
            onClick={() => run(false)}
            loading={busy === 'apply'}
            disabled={!proposal || proposal.paired === 0 || busy !== null}
          >
            {t('pairing.season.apply')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
