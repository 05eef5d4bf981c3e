// The detail's tabs of what the person took part in (issue 29 §2): contributions, tournament
// applications and results, league matches, referee journal — one call for all, made when the
// first of these tabs opens.
import type { PersonRecords } from '@fedra/contract/persons';
import { Skeleton, Tabs, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '../../../platform/i18n/format';
import { formatMoney } from '../../../platform/i18n/numbers';
import { useCodebook } from '../../../platform/session/use-codebook';
import { SimpleTable } from '../../../platform/ui/SimpleTable';
import { type PersonZone, recordsQuery } from '../api';

export const RECORD_TABS = ['contributions', 'tournaments', 'leagueMatches', 'refereeJournal'] as const;
export type RecordTab = (typeof RECORD_TABS)[number];

export function PersonRecordsTabs({ zone, personId }: { zone: PersonZone; personId: number }) {
  return RECORD_TABS.map((tab) => (
    <Tabs.Panel key={tab} value={tab} pt="md">
      <RecordsPanel zone={zone} personId={personId} tab={tab} />
    </Tabs.Panel>
  ));
}

function RecordsPanel({ zone, personId, tab }: { zone: PersonZone; personId: number; tab: RecordTab }) {
  const { t } = useTranslation('persons');
  const answer = useQuery(recordsQuery(zone, personId));
  if (answer.isError)
    return (
      <Text c="red.8" role="alert">
        {t('detail.recordsError')}
      </Text>
    );
  if (!answer.data) return <Skeleton h={120} aria-busy />;
  return <RecordTable tab={tab} records={answer.data.data} />;
}

export function RecordTable({ tab, records }: { tab: RecordTab; records: PersonRecords }) {
  const { t } = useTranslation('persons');
  const codebook = useCodebook();
  const empty = t(`detail.no_${tab}`);
  switch (tab) {
    case 'contributions':
      return (
        <SimpleTable
          rows={records.contributions}
          empty={empty}
          rowKey={(r) => r.id}
          columns={[
            { title: t('field.season'), render: (r) => r.season },
            { title: t('field.club'), render: (r) => r.club?.name ?? '–' },
            { title: t('field.amount'), render: (r) => formatMoney(r.amount, codebook.lang) },
            { title: t('field.paidState'), render: (r) => codebook.name('paidStates', r.paidStateId) },
            { title: t('field.paidDate'), render: (r) => formatDate(r.paidDate) },
          ]}
        />
      );
    case 'tournaments':
      return (
        <SimpleTable
          rows={records.tournaments}
          empty={empty}
          rowKey={(r) => `${r.tournamentId}-${r.competition}`}
          columns={[
            { title: t('field.date'), render: (r) => formatDate(r.date) },
            { title: t('field.tournament'), render: (r) => r.name },
            { title: t('field.competition'), render: (r) => r.competition ?? '–' },
            { title: t('field.tournamentRole'), render: (r) => codebook.name('tournamentRoles', r.roleId) },
            { title: t('field.state'), render: (r) => codebook.name('tournamentTeamStates', r.stateId) },
            { title: t('field.placing'), render: (r) => (r.placing ? `${r.placing}.` : '–') },
            { title: t('field.points'), render: (r) => r.points ?? '–' },
          ]}
        />
      );
    case 'leagueMatches':
      return (
        <SimpleTable
          rows={records.leagueMatches}
          empty={empty}
          rowKey={(r) => r.matchId}
          columns={[
            { title: t('field.date'), render: (r) => (r.date ? formatDateTime(r.date) : '–') },
            { title: t('field.competition'), render: (r) => r.competition },
            { title: t('field.match'), render: (r) => `${r.home} – ${r.away}` },
            { title: t('field.score'), render: (r) => r.score ?? '–' },
          ]}
        />
      );
    case 'refereeJournal':
      return (
        <SimpleTable
          rows={records.refereeJournal}
          empty={empty}
          rowKey={(r) => r.id}
          columns={[
            { title: t('field.date'), render: (r) => formatDate(r.date) },
            { title: t('field.journalType'), render: (r) => codebook.name('refereeJournalTypes', r.typeId) },
            { title: t('field.event'), render: (r) => r.event ?? '–' },
          ]}
        />
      );
  }
}
