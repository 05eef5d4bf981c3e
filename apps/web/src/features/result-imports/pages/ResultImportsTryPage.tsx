// TEMPORARY (until the standings page of the results feature is merged): a discipline picker and
// the result import buttons of a tournament, so the imports can be tried and tested end to end on
// their own. The standings page (tournament-dynamic/:id/standings) renders ResultImportActions in
// its toolbar; after the merge this page and its route (routes.ts) are removed.
import { tournamentCompetitionEndpoints } from '@fedra/contract/tournament-competitions';
import { Select, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { call } from '../../../platform/api/client';
import ResultImportActions from '../ResultImportActions';

export default function ResultImportsTryPage() {
  const { t } = useTranslation('result-imports');
  const tournamentId = Number(useParams().id);
  const [competitionId, setCompetitionId] = useState<string | null>(null);
  const competitions = useQuery({
    queryKey: ['tournaments', 'result-imports', 'try', tournamentId],
    queryFn: ({ signal }) =>
      call(tournamentCompetitionEndpoints.list, { params: { id: tournamentId }, query: { limit: 200 }, signal }),
  });
  return (
    <Stack>
      <Title order={1} size="h3">
        {t('try.title')}
      </Title>
      <Select
        label={t('try.discipline')}
        data={(competitions.data?.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
        value={competitionId}
        onChange={setCompetitionId}
        maw={400}
      />
      <ResultImportActions tournamentId={tournamentId} competitionId={competitionId ? Number(competitionId) : null} />
    </Stack>
  );
}
