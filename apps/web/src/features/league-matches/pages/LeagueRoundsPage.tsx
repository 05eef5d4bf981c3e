// The rounds of a league competition (league/competition/{competitionId}/rounds): number, name,
// dates and match count; the office adds a round, changes its name and dates, and deletes it
// (asking first; its scheduled matches go with it).
import type { LeagueRound } from '@fedra/contract/league-matches';
import { ActionIcon, Anchor, Button, Group, Menu, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconArrowLeft, IconDots, IconPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { confirmDelete } from '../../../platform/forms';
import { formatDate } from '../../../platform/i18n/format';
import { useIdParam } from '../../../platform/routing/id-param';
import { usePageTitle } from '../../../platform/routing/page-title';
import { useCurrentZone, zoneHref } from '../../../platform/routing/zone';
import { recordGate } from '../../../platform/ui/record-gate';
import { deleteRound, hasLink, LEAGUES_KEY, type LeagueZone, MATCH_LINK, roundsQuery } from '../api';
import { RoundModal } from '../components/RoundModal';

export default function LeagueRoundsPage() {
  const { t } = useTranslation('league-matches');
  const { id: competitionId, valid } = useIdParam('competitionId');
  const current = useCurrentZone();
  const zone: LeagueZone = current === 'club' || current === 'personal' ? current : 'admin';
  const queryClient = useQueryClient();
  const answer = useQuery({ ...roundsQuery(zone, competitionId), enabled: valid });
  const [editing, setEditing] = useState<LeagueRound | 'new' | null>(null);
  const competitionName = answer.data?.data.competitionName;
  // The tab says whose rounds these are once the competition is known.
  usePageTitle(competitionName ? `${t('rounds.title')} – ${competitionName}` : t('rounds.title'));

  const gate = recordGate(answer, { valid, loadError: t('tab.loadError'), height: 240 });
  if (gate || !answer.data) return gate;
  const { data, links } = answer.data;
  const mayAdd = hasLink(links, MATCH_LINK.roundUpdate, 'POST');
  const remove = (r: LeagueRound) =>
    confirmDelete({
      title: t('rounds.deleteTitle'),
      name: r.name ?? String(r.number),
      note: r.matches.length
        ? t('rounds.deleteNote', { matches: t('counts.matches', { count: r.matches.length }) })
        : undefined,
      noteEmphasis: true,
      remove: () => deleteRound(r.id),
      afterwards: () => queryClient.invalidateQueries({ queryKey: LEAGUES_KEY }),
    });

  return (
    <Stack gap="md">
      <Anchor component={Link} to={zoneHref(zone, `league/competition/${competitionId}/matches`)} size="sm">
        <Group gap={4} wrap="nowrap">
          <IconArrowLeft size={16} aria-hidden />
          {t('rounds.back')}
        </Group>
      </Anchor>
      <Group justify="space-between" wrap="wrap">
        <div>
          <Title order={1}>{t('rounds.title')}</Title>
          <Text c="dimmed" size="sm">
            {data.leagueName} · {data.competitionName}
          </Text>
        </div>
        {mayAdd && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
            {t('rounds.add')}
          </Button>
        )}
      </Group>
      {data.rounds.length === 0 ? (
        <Text c="dimmed" py="md">
          {t('rounds.empty')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={320}>
          <Table striped verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('rounds.number')}</Table.Th>
                <Table.Th>{t('rounds.name')}</Table.Th>
                <Table.Th>{t('rounds.dateFrom')}</Table.Th>
                <Table.Th visibleFrom="sm">{t('rounds.dateTill')}</Table.Th>
                <Table.Th visibleFrom="sm">{t('rounds.matches')}</Table.Th>
                <Table.Th ta="right">
                  <VisuallyHidden>{t('rounds.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.rounds.map((r) => {
                const mayEdit = hasLink(r.links, MATCH_LINK.roundUpdate, 'PUT');
                const mayDelete = hasLink(r.links, MATCH_LINK.roundUpdate, 'DELETE');
                return (
                  <Table.Tr key={r.id} data-round={r.number}>
                    <Table.Td>{r.number}</Table.Td>
                    <Table.Td>{r.name}</Table.Td>
                    <Table.Td>{formatDate(r.dateFrom)}</Table.Td>
                    <Table.Td visibleFrom="sm">{formatDate(r.dateTill)}</Table.Td>
                    <Table.Td visibleFrom="sm">{r.matches.length}</Table.Td>
                    <Table.Td ta="right">
                      {(mayEdit || mayDelete) && (
                        <Menu position="bottom-end" withinPortal>
                          <Menu.Target>
                            <ActionIcon
                              variant="subtle"
                              color="gray"
                              aria-label={`${t('rounds.actions')} – ${r.name ?? r.number}`}
                            >
                              <IconDots size={18} aria-hidden />
                            </ActionIcon>
                          </Menu.Target>
                          <Menu.Dropdown>
                            {mayEdit && <Menu.Item onClick={() => setEditing(r)}>{t('rounds.edit')}</Menu.Item>}
                            {mayDelete && (
                              <Menu.Item color="red" onClick={() => remove(r)}>
                                {t('rounds.delete')}
                              </Menu.Item>
                            )}
                          </Menu.Dropdown>
                        </Menu>
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <RoundModal
        opened={editing !== null}
        competitionId={competitionId}
        round={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
      />
    </Stack>
  );
}
