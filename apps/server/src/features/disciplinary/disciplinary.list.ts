// The disciplinary proceedings' list (issue 32 §1): every case with its filters, sorts and export.
import { type DisciplinaryListItem, SUSPENDING_STATES } from '@fedra/contract';
import { sql } from 'drizzle-orm';
import { TODAY_SQL } from '../../platform/clock';
import { isoTimestampSql } from '../../platform/db/sql-columns';
import { codebookNames, defineListExport, nameOf } from '../../platform/list-query/list-export';
import {
  booleanFilter,
  type ListSpec,
  likePattern,
  parseListQuery,
  whereSql,
} from '../../platform/list-query/list-query';
import { type ListStatements, selectStatements } from '../../platform/list-query/list-statements';
import { proceedingNumberSql } from '../suspensions';

/** The subject's name: the person's or the club's. */
export const SUBJECT_NAME = sql`CASE WHEN d.subject_kind = 'person' THEN p.first_name || ' ' || p.last_name ELSE c.name END`;

export const PROCEEDING_FROM = sql`disciplinary_proceedings d
  LEFT JOIN persons p ON p.id = d.person_id
  LEFT JOIN clubs c ON c.id = d.club_id`;

export const PROCEEDING_COLUMNS = sql`
  d.id, ${proceedingNumberSql('d')} AS number, d.type_id AS "typeId", d.state_id AS "stateId",
  d.subject_kind AS "subjectKind", CASE WHEN d.subject_kind = 'person' THEN d.person_id ELSE d.club_id END AS "subjectId",
  ${SUBJECT_NAME} AS "subjectName", d.title, d.opened_on::text AS "openedOn",
  ${isoTimestampSql(sql`d.hearing_at`)} AS "hearingAt",
  d.decided_on::text AS "decidedOn", d.fine_amount AS "fineAmount",
  d.suspension_from::text AS "suspensionFrom", d.suspension_to::text AS "suspensionTo"`;

export const disciplinaryListSpec: ListSpec = {
  fields: {
    id: { type: 'number', column: sql`d.id`, sort: true },
    search: {
      type: 'text',
      operators: ['valuesLike'],
      filter: (f) => {
        const pattern = likePattern(String(f.values[0]));
        return sql`(lower(f_unaccent(d.title)) LIKE lower(f_unaccent(${pattern}))
                    OR lower(f_unaccent(${SUBJECT_NAME})) LIKE lower(f_unaccent(${pattern}))
                    OR ${proceedingNumberSql('d')} LIKE ${pattern})`;
      },
    },
    number: { type: 'text', filterable: false, column: sql`d.year`, sort: [sql`d.year`, sql`d.seq`] },
    typeId: { type: 'number', column: sql`d.type_id`, sort: [sql`d.type_id`, sql`d.opened_on`] },
    stateId: { type: 'number', column: sql`d.state_id`, sort: [sql`d.state_id`, sql`d.opened_on`] },
    subjectKind: { type: 'text', column: sql`d.subject_kind`, operators: ['valuesEqual', 'valuesMemberOf'] },
    subjectName: { type: 'text', filterable: false, column: SUBJECT_NAME, sort: [SUBJECT_NAME] },
    personId: { type: 'number', selective: true, column: sql`d.person_id` },
    clubId: { type: 'number', selective: true, column: sql`d.club_id` },
    tournamentId: { type: 'number', selective: true, column: sql`d.tournament_id` },
    openedOn: { type: 'date', column: sql`d.opened_on`, sort: true },
    suspensionTo: { type: 'date', column: sql`d.suspension_to`, sort: true },
    suspendedNow: {
      type: 'boolean',
      operators: ['valuesEqual'],
      filter: booleanFilter(
        sql`(d.suspension_from <= ${TODAY_SQL} AND d.suspension_to >= ${TODAY_SQL} AND d.state_id = ANY(${sql.param([...SUSPENDING_STATES])}::int[]))`,
      ),
    },
    suspendedAt: {
      type: 'date',
      operators: ['valuesEqual'],
      filter: (f) => {
        const day = sql`${String(f.values[0])}::date`;
        return sql`(d.suspension_from <= ${day} AND d.suspension_to >= ${day} AND d.state_id = ANY(${sql.param([...SUSPENDING_STATES])}::int[]))`;
      },
    },
  },
  defaultSort: '-openedOn',
  tieBreaker: sql`d.id DESC`,
};

/** The SQL of the list for a raw list query (throws a 400 on a bad query). */
export function disciplinaryListSql(query: Record<string, unknown>): ListStatements {
  const q = parseListQuery(query, disciplinaryListSpec);
  return selectStatements(q, { columns: PROCEEDING_COLUMNS, from: PROCEEDING_FROM, where: whereSql(q.where) });
}

const SUBJECT_NAMES = { person: { cs: 'Osoba', en: 'Person' }, club: { cs: 'Klub', en: 'Club' } } as const;

/** The list as a file: the page's columns, codebook ids as names, fines in koruny. */
export const disciplinaryExport = defineListExport({
  name: 'disciplinary-proceedings',
  title: { cs: 'Disciplinární řízení', en: 'Disciplinary proceedings' },
  prepare: async (db, lang) => ({
    lang,
    types: await codebookNames(db, 'disciplinaryTypes', lang),
    states: await codebookNames(db, 'disciplinaryStates', lang),
  }),
  columns: [
    { label: { cs: 'Číslo', en: 'Number' }, value: (d: DisciplinaryListItem) => d.number, width: 10 },
    { label: { cs: 'Zahájeno', en: 'Opened' }, type: 'date', value: (d) => d.openedOn },
    { label: { cs: 'Druh', en: 'Type' }, value: (d, x) => nameOf(x.types, d.typeId), width: 26 },
    { label: { cs: 'Stav', en: 'State' }, value: (d, x) => nameOf(x.states, d.stateId), width: 18 },
    { label: { cs: 'Proti', en: 'Against' }, value: (d, x) => SUBJECT_NAMES[d.subjectKind][x.lang], width: 8 },
    { label: { cs: 'Jméno / klub', en: 'Name / club' }, value: (d) => d.subjectName, width: 30 },
    { label: { cs: 'Věc', en: 'Matter' }, value: (d) => d.title, width: 40 },
    { label: { cs: 'Rozhodnuto', en: 'Decided' }, type: 'date', value: (d) => d.decidedOn },
    {
      label: { cs: 'Pokuta (Kč)', en: 'Fine (CZK)' },
      type: 'amount',
      value: (d) => (d.fineAmount === null ? null : d.fineAmount / 100),
    },
    { label: { cs: 'Zastavení od', en: 'Suspended from' }, type: 'date', value: (d) => d.suspensionFrom },
    { label: { cs: 'Zastavení do', en: 'Suspended to' }, type: 'date', value: (d) => d.suspensionTo },
  ],
});
