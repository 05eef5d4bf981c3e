// Seasons list with the list convention; the same in every zone (seasons are federation-wide).
import type { ListEnvelope, Season } from '@fedra/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/pool';
import { type ListSpec, parseListQuery, whereSql } from '../../platform/list-query/list-query';
import { type ListStatements, runList } from '../../platform/list-query/list-statements';

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
       WHERE ${where} ORDER BY ${q.orderBy} LIMIT ${q.limit} OFFSET ${q.offset}`,
    count: sql`SELECT count(*)::int AS total FROM seasons s WHERE ${where}`,
    limit: q.limit,
    offset: q.offset,
  };
}

export function listSeasons(db: Db, query: Record<string, unknown>): Promise<ListEnvelope<Season>> {
  return runList<Season>(db, seasonsListSql(query));
}
