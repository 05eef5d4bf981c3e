// The frame of the standings and the rosters pages: the tournament's name, the way back to its
// detail, and the discipline picked by `?discipline=` (the first one by default). Picking another
// discipline with unsaved changes asks first. Opened from the older module (`?from=tournament`), the
// way back leads to the older module's detail.
import type { CompetitionRow } from '@fedra/contract/tournament-competitions';
import { Anchor, Group, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { isApiError } from '../../../platform/api/api-error';
import { confirmLeave } from '../../../platform/forms';
import { useIdParam } from '../../../platform/routing/id-param';
import { usePageTitle } from '../../../platform/routing/page-title';
import { NotFoundPage } from '../../not-found';
import { allCompetitionsQuery, tournamentQuery, useTournamentZone } from '../../tournaments';
import type { ResultZone } from '../api';
import { type DetailPrefix, detailResultsHref, fromParam } from '../links';

export interface DisciplineContext {
  zone: ResultZone;
  tournamentId: number;
  competition: CompetitionRow;
}

export function DisciplinePage({
  titleKey,
  dirty,
  toolbar,
  children,
}: {
  titleKey: string;
  /** Whether the page holds unsaved changes (picking another discipline asks first). */
  dirty: boolean;
  toolbar?: (ctx: {
    zone: ResultZone;
    tournamentId: number;
    competitionId: number | null;
    from: DetailPrefix;
  }) => ReactNode;
  children: (ctx: DisciplineContext) => ReactNode;
}) {
  const { t } = useTranslation('tournament-results');
  const zone = useTournamentZone();
  const { id, valid } = useIdParam();
  const [search, setSearch] = useSearchParams();
  const from = fromParam(search.get('from'));
  const tournament = useQuery({ ...tournamentQuery(zone, id), enabled: valid });
  const competitions = useQuery({ ...allCompetitionsQuery(zone, id), enabled: valid });
  const title = t(titleKey);
  usePageTitle(tournament.data ? `${title} – ${tournament.data.data.name}` : title);

  if (!valid) return <NotFoundPage />;
  if (isApiError(tournament.error) && tournament.error.status === 404) return <NotFoundPage />;
  if (tournament.isError || competitions.isError) {
    return (
      <Text c="red.8" role="alert">
        {t('standings.loadError')}
      </Text>
    );
  }
  if (!tournament.data || !competitions.data) return <Skeleton h={320} aria-busy />;
  const list = competitions.data.data;
  const picked = Number(search.get('discipline'));
  const competition = list.find((c) => c.id === picked) ?? list[0] ?? null;

  const pick = async (value: string | null) => {
    if (!value || Number(value) === competition?.id) return;
    if (dirty && !(await confirmLeave())) return;
    setSearch(from === 'tournament-dynamic' ? { discipline: value } : { discipline: value, from }, { replace: true });
  };

  return (
    <Stack gap="md">
      <Anchor component={Link} to={detailResultsHref(zone, id, from)} size="sm">
        ← {t('standings.backToDetail')}
      </Anchor>
      <Stack gap={4}>
        <Title order={1} style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Title>
        <Text c="dimmed">{tournament.data.data.name}</Text>
      </Stack>
      {list.length === 0 ? (
        <Text c="dimmed">{t('standings.noDisciplines')}</Text>
      ) : (
        <>
          <Group justify="space-between" align="flex-end" gap="sm">
            <Select
              label={t('standings.discipline')}
              data={list.map((c) => ({ value: String(c.id), label: c.name }))}
              value={competition ? String(competition.id) : null}
              onChange={(v) => void pick(v)}
              allowDeselect={false}
              searchable
              w={{ base: '100%', sm: 360 }}
            />
            {toolbar?.({ zone, tournamentId: id, competitionId: competition?.id ?? null, from })}
          </Group>
          {competition && children({ zone, tournamentId: id, competition })}
        </>
      )}
    </Stack>
  );
}
