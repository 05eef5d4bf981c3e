// The league list and a league's competitions as files (`?format=csv|xlsx`): what the lists show,
// states by their names in the caller's language.
import type { LeagueListItem } from '@fedra/contract';
import type { Db } from '../../platform/db/pool';
import type { Language } from '../../platform/i18n/messages';
import { translate } from '../../platform/i18n/messages';
import { codebookNames, defineListExport, nameOf } from '../../platform/list-query/list-export';
import type { CompetitionRow } from './leagues.service';

type ListRow = Omit<LeagueListItem, 'links'>;

export const leagueExport = defineListExport<ListRow, { lang: Language }>({
  name: 'leagues',
  title: { cs: 'Ligy', en: 'Leagues' },
  prepare: async (_db: Db, lang: Language) => ({ lang }),
  columns: [
    { label: { cs: 'Název', en: 'Name' }, value: (l) => l.name, width: 40 },
    { label: { cs: 'Sezóna', en: 'Season' }, value: (l) => l.seasonName, width: 16 },
    { label: { cs: 'Datum od', en: 'Date from' }, type: 'date', value: (l) => l.dateFrom },
    { label: { cs: 'Datum do', en: 'Date till' }, type: 'date', value: (l) => l.dateTill },
    {
      label: { cs: 'Stav', en: 'State' },
      value: (l, x) => translate(x.lang, `tournamentState.${l.stateId}`),
      width: 16,
    },
    { label: { cs: 'Pořadatel', en: 'Organizer' }, value: (l) => l.organizerName, width: 30 },
    { label: { cs: 'Soutěží', en: 'Competitions' }, type: 'number', value: (l) => l.competitionCount },
    { label: { cs: 'Družstev', en: 'Teams' }, type: 'number', value: (l) => l.teamCount },
  ],
});

export const competitionExport = defineListExport<CompetitionRow, { states: Map<number, string> }>({
  name: 'league-competitions',
  title: { cs: 'Soutěže ligy', en: 'League competitions' },
  prepare: async (db: Db, lang: Language) => ({ states: await codebookNames(db, 'tournamentCompetitionStates', lang) }),
  columns: [
    { label: { cs: 'Název', en: 'Name' }, value: (c) => c.name, width: 36 },
    { label: { cs: 'Stav', en: 'State' }, value: (c, x) => nameOf(x.states, c.stateId), width: 16 },
    { label: { cs: 'Datum od', en: 'Date from' }, type: 'date', value: (c) => c.dateFrom },
    { label: { cs: 'Datum do', en: 'Date till' }, type: 'date', value: (c) => c.dateTill },
    { label: { cs: 'Zápasů v utkání', en: 'Games per match' }, type: 'number', value: (c) => c.gamePerMatch },
    { label: { cs: 'Setů', en: 'Sets' }, type: 'number', value: (c) => c.setMax },
    { label: { cs: 'Družstev', en: 'Teams' }, type: 'number', value: (c) => c.teamCount },
    { label: { cs: 'Utkání', en: 'Matches' }, type: 'number', value: (c) => c.matchCount },
  ],
});
