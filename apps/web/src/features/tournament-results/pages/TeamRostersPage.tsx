// Pairs and teams of a tournament's disciplines (tournament-dynamic/{id}/team-rosters): every zone
// reads; the office adds, approves, rejects, edits and deletes them, a club adds and deletes pairs
// of its own members. What a row offers comes from its links; deleting asks first.
import type { Roster } from '@fedra/contract/tournament-results';
import { ActionIcon, Anchor, Button, Group, Menu, Skeleton, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconDots, IconPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { confirmAction } from '../../../platform/forms';
import { notify, notifyDeleted, notifyError } from '../../../platform/notifications';
import { StateBadge } from '../../tournaments';
import {
  competitionResultsQuery,
  deleteRoster,
  RESULT_ACTION,
  RESULTS_KEY,
  type ResultZone,
  rostersQuery,
  updateRoster,
} from '../api';
import { DisciplinePage } from '../components/DisciplinePage';
import { RosterModal } from '../components/RosterModal';
import { resultPageHref } from '../links';

const CONFIRMED = 2;
const REJECTED = 3;

export default function TeamRostersPage() {
  const { t } = useTranslation('tournament-results');
  return (
    <DisciplinePage
      titleKey="rosters.title"
      dirty={false}
      toolbar={({ zone, tournamentId, competitionId, from }) => (
        <Anchor component={Link} size="sm" to={resultPageHref(zone, tournamentId, 'standings', competitionId, from)}>
          {t('rosters.standings')}
        </Anchor>
      )}
    >
      {({ zone, competition }) => <Rosters key={competition.id} zone={zone} competitionId={competition.id} />}
    </DisciplinePage>
  );
}

function Rosters({ zone, competitionId }: { zone: ResultZone; competitionId: number }) {
  const { t } = useTranslation('tournament-results');
  const queryClient = useQueryClient();
  const rosters = useQuery(rostersQuery(zone, competitionId));
  const writeZone = zone === 'personal' ? null : zone;
  const mayAdd = Boolean(
    writeZone && rosters.data?.links.some((l) => l.operationId === RESULT_ACTION.rosterCreate(writeZone)),
  );
  const applicants = useQuery({ ...competitionResultsQuery(zone, competitionId), enabled: writeZone !== null });
  const [editing, setEditing] = useState<Roster | 'new' | null>(null);
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: RESULTS_KEY });
    await queryClient.invalidateQueries({ queryKey: ['tournaments'] });
  };

  if (rosters.isError) {
    return (
      <Text c="red.8" role="alert">
        {t('standings.loadError')}
      </Text>
    );
  }
  if (!rosters.data) return <Skeleton h={200} aria-busy />;
  const list = rosters.data.data;
  const rosterName = (r: Roster) => [r.firstName, r.secondName].filter(Boolean).join(' / ');

  const setState = async (r: Roster, stateId: number) => {
    try {
      await updateRoster(r.id, { stateId });
      notify.success(t(stateId === CONFIRMED ? 'rosters.approved' : 'rosters.rejected'));
      await refresh();
    } catch (err) {
      notifyError(err);
    }
  };
  const remove = (r: Roster) =>
    confirmAction({
      title: t('rosters.deleteTitle'),
      children: t('rosters.deleteText', { name: rosterName(r) }),
      confirm: t('rosters.delete'),
      danger: true,
      run: () => deleteRoster(writeZone!, r.id),
      afterwards: async () => {
        notifyDeleted();
        await refresh();
      },
    });

  const rows = list.map((r) => {
    const mayUpdate = r.links.some((l) => l.operationId === RESULT_ACTION.rosterUpdate);
    const mayDelete = Boolean(
      writeZone && r.links.some((l) => l.operationId === RESULT_ACTION.rosterDelete(writeZone)),
    );
    return (
      <Table.Tr key={r.id} data-roster={r.id}>
        <Table.Td>
          <Text size="sm" fw={500}>
            {r.firstName}
          </Text>
          <Text size="xs" c="dimmed">
            {r.firstClub}
          </Text>
        </Table.Td>
        <Table.Td>
          <Text size="sm" fw={500}>
            {r.secondName}
          </Text>
          <Text size="xs" c="dimmed">
            {r.secondClub}
          </Text>
        </Table.Td>
        <Table.Td>
          <StateBadge list="tournamentTeamStates" stateId={r.stateId} />
        </Table.Td>
        <Table.Td visibleFrom="sm" style={{ overflowWrap: 'anywhere' }}>
          {r.note}
        </Table.Td>
        <Table.Td ta="right">
          {(mayUpdate || mayDelete) && (
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <ActionIcon variant="subtle" color="gray" aria-label={`${t('rosters.actions')} – ${rosterName(r)}`}>
                  <IconDots size={18} aria-hidden />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                {mayUpdate && r.stateId !== CONFIRMED && (
                  <Menu.Item onClick={() => void setState(r, CONFIRMED)}>{t('rosters.approve')}</Menu.Item>
                )}
                {mayUpdate && r.stateId !== REJECTED && (
                  <Menu.Item onClick={() => void setState(r, REJECTED)}>{t('rosters.reject')}</Menu.Item>
                )}
                {mayUpdate && <Menu.Item onClick={() => setEditing(r)}>{t('rosters.edit')}</Menu.Item>}
                {mayDelete && (
                  <Menu.Item color="red" onClick={() => remove(r)}>
                    {t('rosters.delete')}
                  </Menu.Item>
                )}
              </Menu.Dropdown>
            </Menu>
          )}
        </Table.Td>
      </Table.Tr>
    );
  });

  return (
    <Stack gap="sm">
      {mayAdd && (
        <Group justify="flex-end">
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
            {t('rosters.add')}
          </Button>
        </Group>
      )}
      {list.length === 0 ? (
        <Text c="dimmed" py="md">
          {t('rosters.empty')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table striped verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('rosters.first')}</Table.Th>
                <Table.Th>{t('rosters.second')}</Table.Th>
                <Table.Th>{t('rosters.state')}</Table.Th>
                <Table.Th visibleFrom="sm">{t('rosters.note')}</Table.Th>
                <Table.Th ta="right">
                  <VisuallyHidden>{t('rosters.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>{rows}</Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {writeZone && (
        <RosterModal
          opened={editing !== null}
          zone={writeZone}
          competitionId={competitionId}
          roster={editing === 'new' ? null : editing}
          applicants={(applicants.data?.data.rows ?? []).map((r) => ({
            personId: r.personId,
            name: r.name,
            club: r.club,
          }))}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
