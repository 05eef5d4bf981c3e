// Seasons list with the list convention; the same in every zone (seasons are federation-wide).
import type { Season } from '@fedra/contract';
import { sql } from 'drizzle-orm';
import { codebookNames, defineListExport, referenceNames } from '../../platform/list-query/list-export';
import { type ListSpec, parseListQuery, whereSql } from '../../platform/list-query/list-query';
import { type ListStatements } from '../../platform/list-query/list-statements';

export const seasonListSpec: ListSpec = {
  fields: {
    id: { type: 'number', column: sql`s.id`, sort: true },
    name: { type: 'text', column: sql`s.name`, sort: true },
    validFrom: { type: 'date', column: sql`s.valid_from`, sort: true },
    validTill: { type: 'date', column: sql`s.valid_till`, sort: true },
    stateId: { type: 'number', column: sql`s.state_id`, sort: true },
    sectionId: { type: 'number', column: sql`s.section_id` },
    isForRole: { type: 'boolean', column: sql`s.is_for_role` },
    isForTournament: { type: 'boolean', column: sql`s.is_for_tournament` },
  },
  defaultSort: '-validTill',
  tieBreaker: sql`s.id DESC`,
};

/** The SQL of the season list (the same in every zone) for a raw list query. */
export function seasonsListSql(query: Record<string, unknown>): ListStatements {
  const q = parseListQuery(query, seasonListSpec);
  const where = whereSql(q.where);
  return {
    page: sql`
      SELECT s.id, s.external_id AS "externalId", s.name, s.valid_from AS "validFrom", s.valid_till AS "validTill",
             s.state_id AS "stateId", coalesce(st.code, '') AS state, s.section_id AS "sectionId",
             s.is_for_role AS "isForRole", s.is_for_tournament AS "isForTournament",
             s.additional_data AS "additionalData", s.created_date AS "createdDate", s.created_by_id AS "createdById",
             s.edited_date AS "editedDate", s.edited_by_id AS "editedById"
        FROM seasons s
        LEFT JOIN codebook_entries st ON st.list = 'seasonStates' AND st.id = s.state_id
       WHERE ${where} ORDER BY ${q.orderBy} ${q.paging}`,
    count: sql`SELECT count(*)::int AS total FROM seasons s WHERE ${where}`,
    limit: q.limit,
    offset: q.offset,
  };
}

/** The season list as a file, with the state and section by name. */
export const seasonExport = defineListExport({
  name: 'seasons',
  title: { cs: 'Sezóny', en: 'Seasons' },
  prepare: async (db, lang) => ({
    states: await codebookNames(db, 'seasonStates', lang),
    sections: await referenceNames(db, 'sections', lang),
  }),
  columns: [
    { label: { cs: 'Název', en: 'Name' }, value: (s: Season) => s.name, width: 20 },
    { label: { cs: 'Platnost od', en: 'Valid from' }, type: 'date', value: (s) => s.validFrom },
    { label: { cs: 'Platnost do', en: 'Valid till' }, type: 'date', value: (s) => s.validTill },
    { label: { cs: 'Stav', en: 'State' }, value: (s, c) => c.states.get(s.stateId) ?? s.state, width: 14 },
    {
      label: { cs: 'Sekce', en: 'Section' },
      value: (s, c) => (s.sectionId === null ? null : (c.sections.get(s.sectionId) ?? String(s.sectionId))),
    },
    { label: { cs: 'Pro role', en: 'For roles' }, type: 'boolean', value: (s) => s.isForRole },
    { label: { cs: 'Pro turnaje', en: 'For tournaments' }, type: 'boolean', value: (s) => s.isForTournament },
  ],
});
