// Results and standings of a tournament's disciplines (tournament-dynamic/{id}/standings): the
// office edits (the answer's links offer the update), every other zone reads. The result import
// actions sit in the toolbar.
import { Anchor, Group, Skeleton, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ResultImportActions } from '../../result-imports';
import { competitionResultsQuery, RESULTS_KEY, type ResultZone } from '../api';
import { DisciplinePage } from '../components/DisciplinePage';
import { StandingsEditor } from '../components/StandingsEditor';
import { resultPageHref } from '../links';

export default function StandingsPage() {
  const { t } = useTranslation('tournament-results');
  const [dirty, setDirty] = useState(false);
  const queryClient = useQueryClient();
  const onChanged = useCallback(() => void queryClient.invalidateQueries({ queryKey: RESULTS_KEY }), [queryClient]);
  return (
    <DisciplinePage
      titleKey="standings.title"
      dirty={dirty}
      toolbar={({ zone, tournamentId, competitionId, from }) => (
        <Group gap="sm">
          <Anchor
            component={Link}
            size="sm"
            to={resultPageHref(zone, tournamentId, 'team-rosters', competitionId, from)}
          >
            {t('standings.rosters')}
          </Anchor>
          {zone === 'admin' && (
            <ResultImportActions tournamentId={tournamentId} competitionId={competitionId} onChanged={onChanged} />
          )}
        </Group>
      )}
    >
      {({ zone, competition }) => <Standings zone={zone} competitionId={competition.id} onDirtyChange={setDirty} />}
    </DisciplinePage>
  );
}

function Standings({
  zone,
  competitionId,
  onDirtyChange,
}: {
  zone: ResultZone;
  competitionId: number;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const { t } = useTranslation('tournament-results');
  const query = useQuery(competitionResultsQuery(zone, competitionId));
  if (query.isError) {
    return (
      <Text c="red.8" role="alert">
        {t('standings.loadError')}
      </Text>
    );
  }
  if (!query.data) return <Skeleton h={240} aria-busy />;
  return <StandingsEditor data={query.data.data} links={query.data.links} onDirtyChange={onDirtyChange} />;
}
