// The national teams' overview (representation): the teams of today's season with their squad
// counts, and the upcoming events and matches, each with a way to the full list.
import type {
  RepresentationEventListItem,
  RepresentationMatch,
  RepresentationTeamListItem,
} from '@fedra/contract/representation';
import { Anchor, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate, formatDateRange } from '../../../platform/i18n/format';
import { usePageTitle } from '../../../platform/routing/page-title';
import { zoneHref } from '../../../platform/routing/zone';
import { useCodebook } from '../../../platform/session/use-codebook';
import { SimpleTable } from '../../../platform/ui/SimpleTable';
import { overviewQuery } from '../api';
import { useTeamTraits } from '../components/shared';
import { teamHref } from './TeamListPage';

function Section({
  title,
  more,
  children,
}: {
  title: string;
  more: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Group justify="space-between" align="baseline">
        <Title order={2} size="h3">
          {title}
        </Title>
        <Anchor component={Link} to={more.to} size="sm">
          {more.label}
        </Anchor>
      </Group>
      {children}
    </Stack>
  );
}

export default function RepresentationOverviewPage() {
  const { t } = useTranslation('representation');
  const codebook = useCodebook();
  const traits = useTeamTraits();
  usePageTitle(t('overview.title'));
  const overview = useQuery(overviewQuery());
  if (overview.isError)
    return (
      <Text c="red.8" role="alert">
        {t('overview.loadError')}
      </Text>
    );
  const data = overview.data?.data;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('overview.title')}</Title>
        {data && (
          <Text c="dimmed">
            {data.season ? t('overview.season', { season: data.season.name }) : t('overview.noSeason')}
          </Text>
        )}
      </Stack>
      {!data ? (
        <Skeleton h={320} aria-busy />
      ) : (
        <>
          <Section
            title={t('overview.teams')}
            more={{ to: zoneHref('admin', 'representation/teams'), label: t('overview.allTeams') }}
          >
            <SimpleTable<RepresentationTeamListItem>
              rows={data.teams}
              rowKey={(team) => team.id}
              empty={t('overview.noTeams')}
              columns={[
                {
                  title: t('field.name'),
                  render: (team) => (
                    <Anchor component={Link} to={teamHref(team.id)}>
                      {team.name}
                    </Anchor>
                  ),
                },
                { title: t('field.sportDisciplineId'), render: (team) => traits(team) },
                { title: t('field.squad'), render: (team) => t('count.persons', { count: team.squadCount }) },
                { title: t('field.accepted'), render: (team) => t('count.persons', { count: team.acceptedCount }) },
                { title: t('state.pending'), render: (team) => t('count.persons', { count: team.pendingCount }) },
              ]}
            />
          </Section>
          <Section
            title={t('overview.upcomingEvents')}
            more={{ to: zoneHref('admin', 'representation/events'), label: t('overview.allEvents') }}
          >
            <SimpleTable<RepresentationEventListItem>
              rows={data.upcomingEvents}
              rowKey={(e) => e.id}
              empty={t('overview.noEvents')}
              columns={[
                { title: t('field.name'), render: (e) => e.name },
                { title: t('field.team'), render: (e) => e.teamName },
                { title: t('field.dates'), render: (e) => formatDateRange(e.dateFrom, e.dateTill) },
                { title: t('field.place'), render: (e) => e.place ?? t('none') },
              ]}
            />
          </Section>
          <Section
            title={t('overview.upcomingMatches')}
            more={{ to: zoneHref('admin', 'representation/matches'), label: t('overview.allMatches') }}
          >
            <SimpleTable<RepresentationMatch>
              rows={data.upcomingMatches}
              rowKey={(m) => m.id}
              empty={t('overview.noMatches')}
              columns={[
                { title: t('field.date'), render: (m) => `${formatDate(m.date)}${m.time ? ` ${m.time}` : ''}` },
                { title: t('field.team'), render: (m) => m.teamName },
                { title: t('field.opponentCountryId'), render: (m) => codebook.name('country', m.opponentCountryId) },
                { title: t('field.place'), render: (m) => m.place ?? t('none') },
              ]}
            />
          </Section>
        </>
      )}
    </Stack>
  );
}
