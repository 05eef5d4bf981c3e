// The disciplines tab of a tournament's detail (every zone): the disciplines with their state, date
// and applied counts, exportable; the office adds them, and each row offers exactly what its links
// allow (edit, fill counts, the state changes its workflow allows, delete), destructive ones asking
// first.
import type { Link } from '@fedra/contract/common/envelope';
import type { CompetitionRow } from '@fedra/contract/tournament-competitions';
import { ActionIcon, Anchor, Button, Menu, Stack, Text } from '@mantine/core';
import { IconDots, IconPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { confirmAction, confirmDelete, ListView } from '../../../../platform/forms';
import { formatDateRange } from '../../../../platform/i18n/format';
import { notify, notifyError } from '../../../../platform/notifications';
import { tournamentQuery } from '../../api';
import {
  COMPETITION_ACTION,
  changeCompetitionState,
  competitionListCall,
  competitionsKey,
  deleteCompetition,
  loadCompetitions,
  TOURNAMENT_TAB_ACTION,
  TOURNAMENTS_KEY,
  type TournamentZone,
} from '../../api-competitions';
import { CountsFillModal } from './CountsFillModal';
import { DisciplineFormModal } from './DisciplineFormModal';
import { StateBadge } from './StateBadge';

const APPROVED = 3;
const CANCELLED = 4;

/** The target states a row's links allow, from their hrefs (…/state/{stateId}). */
export function stateTargets(links: Link[]): number[] {
  return links
    .filter((l) => l.operationId === COMPETITION_ACTION.state && l.href)
    .map((l) => Number(l.href!.split('/').pop()))
    .filter((n) => Number.isInteger(n));
}

const has = (links: Link[], operationId: string, hrefEnd?: string) =>
  links.some((l) => l.operationId === operationId && (hrefEnd === undefined || l.href?.endsWith(hrefEnd)));

export default function DisciplinesTab({
  tournamentId,
  zone,
  competitionHref,
}: {
  tournamentId: number;
  zone: TournamentZone;
  /** Where a discipline's name links to (the older module's discipline page); no link without it. */
  competitionHref?: (competitionId: number) => string;
}) {
  const { t } = useTranslation('tournaments');
  const tournament = useQuery(tournamentQuery(zone, tournamentId));
  const mayAdd = has(tournament.data?.links ?? [], TOURNAMENT_TAB_ACTION.addDiscipline);
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<CompetitionRow | 'new' | null>(null);
  const [counting, setCounting] = useState<CompetitionRow | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: TOURNAMENTS_KEY });

  const moveTo = (row: CompetitionRow, stateId: number) => {
    const run = () => changeCompetitionState(row.id, stateId);
    const afterwards = async () => {
      notify.success(t('disciplines.stateChanged'));
      await refresh();
    };
    if (stateId === CANCELLED) {
      confirmAction({
        title: t('disciplines.stateConfirm.title'),
        children: t('disciplines.stateConfirm.text'),
        confirm: t('disciplines.stateConfirm.confirm'),
        danger: true,
        run,
        afterwards,
      });
      return;
    }
    if (stateId === APPROVED) {
      confirmAction({
        title: t('disciplines.approveConfirm.title'),
        children: t('disciplines.approveConfirm.text', { name: row.name }),
        confirm: t('disciplines.approveConfirm.confirm'),
        run,
        afterwards,
      });
      return;
    }
    run().then(afterwards, notifyError);
  };

  const actions = (row: CompetitionRow) => {
    const links = row.links;
    const edit = has(links, COMPETITION_ACTION.update, `/competitions/${row.id}`);
    const counts = has(links, COMPETITION_ACTION.update, '/counts');
    const targets = stateTargets(links);
    const remove = has(links, COMPETITION_ACTION.delete);
    if (!edit && !counts && !targets.length && !remove) return null;
    return (
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" aria-label={t('disciplines.actions', { name: row.name })}>
            <IconDots size={18} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {edit && <Menu.Item onClick={() => setEditing(row)}>{t('disciplines.edit')}</Menu.Item>}
          {counts && <Menu.Item onClick={() => setCounting(row)}>{t('countsFill.open')}</Menu.Item>}
          {targets.map((stateId) => (
            <Menu.Item
              key={stateId}
              color={stateId === CANCELLED ? 'red' : undefined}
              onClick={() => moveTo(row, stateId)}
            >
              {t(`disciplines.state.${stateId}`)}
            </Menu.Item>
          ))}
          {remove && (
            <Menu.Item
              color="red"
              onClick={() =>
                confirmDelete({
                  title: t('disciplines.deleteTitle'),
                  name: row.name,
                  remove: () => deleteCompetition(row.id),
                  afterwards: refresh,
                })
              }
            >
              {t('disciplines.delete')}
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
    );
  };

  return (
    <Stack gap="md">
      <ListView<CompetitionRow>
        queryKey={[...competitionsKey(zone, tournamentId), 'list']}
        load={loadCompetitions(zone, tournamentId)}
        exportEndpoint={competitionListCall(zone)}
        exportParams={{ id: tournamentId }}
        caption={t('disciplines.title')}
        defaultSort="name"
        emptyText={t('disciplines.empty')}
        emptyFilteredText={t('disciplines.emptyFiltered')}
        minTableWidth={640}
        filters={[{ kind: 'text', field: 'name', label: t('disciplines.field.name') }]}
        toolbar={
          zone === 'admin' &&
          mayAdd && (
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
              {t('disciplines.add')}
            </Button>
          )
        }
        columns={[
          {
            key: 'name',
            title: t('disciplines.field.name'),
            sortField: 'name',
            render: (c) => (
              <Stack gap={0}>
                {competitionHref ? (
                  <Anchor component={RouterLink} to={competitionHref(c.id)} size="sm" fw={600}>
                    {c.name}
                  </Anchor>
                ) : (
                  <Text size="sm" fw={600}>
                    {c.name}
                  </Text>
                )}
                {c.location && (
                  <Text size="xs" c="dimmed">
                    {c.location}
                  </Text>
                )}
              </Stack>
            ),
          },
          {
            key: 'stateId',
            title: t('disciplines.field.state'),
            sortField: 'stateId',
            render: (c) => (
              <Stack gap={4} align="flex-start">
                <StateBadge list="tournamentCompetitionStates" stateId={c.stateId} />
                {c.isOpenForParticipants && (
                  <Text size="xs" c="teal">
                    {t('disciplines.openForApplications')}
                  </Text>
                )}
              </Stack>
            ),
          },
          {
            key: 'dates',
            title: t('disciplines.field.dates'),
            sortField: 'dateFrom',
            render: (c) => (
              // The range and the time each hold together; a phone's card breaks the line between them.
              <Text size="sm">
                <span style={{ whiteSpace: 'nowrap' }}>
                  {c.dateFrom ? formatDateRange(c.dateFrom, c.dateTill) : ''}
                </span>
                {c.timeFrom ? (
                  <>
                    {' '}
                    <span style={{ whiteSpace: 'nowrap' }}>{c.timeFrom}</span>
                  </>
                ) : null}
              </Text>
            ),
          },
          {
            key: 'counts',
            title: t('disciplines.field.counts'),
            render: (c) => (
              <Text size="sm">
                {t('disciplines.counts', {
                  athletes: c.athletesCount,
                  referees: c.refereesCount,
                  participants: c.participantsCount,
                })}
              </Text>
            ),
          },
          {
            key: 'actions',
            // A visible header: a visually hidden one is positioned outside the table's scroll box on phones.
            title: t('applications.field.actions'),
            render: actions,
            align: 'right',
          },
        ]}
      />
      <DisciplineFormModal
        opened={editing !== null}
        tournamentId={tournamentId}
        discipline={editing === 'new' || editing === null ? null : editing}
        onClose={() => setEditing(null)}
      />
      <CountsFillModal discipline={counting} onClose={() => setCounting(null)} />
    </Stack>
  );
}
