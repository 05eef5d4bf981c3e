// The tournament list as a file (`?format=csv|xlsx`): what the list shows, with the statute 8
// columns (required and missing referees, the fine), names of the codebook values in the language.
import type { Db } from '../../platform/db/pool';
import type { Language } from '../../platform/i18n/messages';
import { translate } from '../../platform/i18n/messages';
import { codebookNames, defineListExport, nameOf, referenceNames } from '../../platform/list-query/list-export';
import type { ListRow } from './tournaments.presenter';

interface Ctx {
  lang: Language;
  types: Map<number, string>;
  levels: Map<number, string>;
  regions: Map<number, string>;
}

async function prepare(db: Db, lang: Language): Promise<Ctx> {
  const [types, levels, regions] = await Promise.all([
    codebookNames(db, 'tournamentTypes', lang),
    codebookNames(db, 'tournamentLevels', lang),
    referenceNames(db, 'regions', lang),
  ]);
  return { lang, types, levels, regions };
}

const pairs = (t: ListRow, x: Ctx) =>
  t.typeLevelPairs
    .map((p) =>
      [nameOf(x.types, p.typeId), p.levelId == null ? null : nameOf(x.levels, p.levelId)].filter(Boolean).join(' – '),
    )
    .join(', ');

export const tournamentExport = defineListExport<ListRow, Ctx>({
  name: 'tournaments',
  title: { cs: 'Turnaje', en: 'Tournaments' },
  prepare,
  columns: [
    { label: { cs: 'Název', en: 'Name' }, value: (t) => t.name, width: 40 },
    { label: { cs: 'Kód', en: 'Code' }, value: (t) => t.code, width: 12 },
    { label: { cs: 'Datum od', en: 'Date from' }, type: 'date', value: (t) => t.dateFrom },
    { label: { cs: 'Datum do', en: 'Date till' }, type: 'date', value: (t) => t.dateTill },
    { label: { cs: 'Čas', en: 'Time' }, value: (t) => t.timeFrom, width: 8 },
    { label: { cs: 'Sezóna', en: 'Season' }, value: (t) => t.seasonName, width: 16 },
    { label: { cs: 'Pořadatel', en: 'Organizer' }, value: (t) => t.organizerName, width: 30 },
    { label: { cs: 'Typ a úroveň', en: 'Type and level' }, value: pairs, width: 30 },
    { label: { cs: 'Místo', en: 'Place' }, value: (t) => t.city, width: 20 },
    { label: { cs: 'Kraj', en: 'Region' }, value: (t, x) => nameOf(x.regions, t.regionId), width: 20 },
    {
      label: { cs: 'Stav', en: 'State' },
      value: (t, x) => translate(x.lang, `tournamentState.${t.stateId}`),
      width: 20,
    },
    { label: { cs: 'Disciplín', en: 'Disciplines' }, type: 'number', value: (t) => t.disciplineCount },
    { label: { cs: 'Sportovců', en: 'Athletes' }, type: 'number', value: (t) => t.statute8.athletes },
    { label: { cs: 'Rozhodčích', en: 'Referees' }, type: 'number', value: (t) => t.statute8.referees },
    {
      label: { cs: 'Potřeba rozhodčích', en: 'Referees required' },
      type: 'number',
      value: (t) => t.statute8.requiredReferees,
    },
    {
      label: { cs: 'Chybí rozhodčích', en: 'Referees missing' },
      type: 'number',
      value: (t) => t.statute8.missingReferees,
    },
    { label: { cs: 'Pokuta (Kč)', en: 'Fine (CZK)' }, type: 'number', value: (t) => t.statute8.fine },
  ],
});
