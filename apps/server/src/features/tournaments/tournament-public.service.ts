// The public tournament pages' data (DECISIONS.md "New public-zone calls"): the public states only
// (tournament-scope.ts), the fields a visitor may see, and of the applications only the active
// ones with a name, a club, a discipline and a role. Files are served only when they belong to a
// public tournament (its poster, main image, proposition or an attachment).
import type {
  PublicDisciplineResults,
  PublicPair,
  PublicParticipant,
  PublicTournament,
  PublicTournamentDetail,
  PublicTournamentFile,
} from '@fedra/contract';
import {
  ACTIVE_ROSTER_STATES,
  COMPETITION_STATE,
  endpointPath,
  PUBLIC_TOURNAMENT_TABS,
  tournamentPublicEndpoints,
} from '@fedra/contract';
import { type SQL, sql } from 'drizzle-orm';
import { TODAY_SQL } from '../../platform/clock';
import type { Db } from '../../platform/db/pool';
import { notFound, validationError } from '../../platform/errors/app-error';
import { type ListSpec, parseListQuery, whereSql } from '../../platform/list-query/list-query';
import { type ListStatements, selectStatements } from '../../platform/list-query/list-statements';
// The standings and rosters are the results feature's: read through what it provides, never re-queried here.
import { publicResults } from './public-results-source';
import { isNotLeagueSql, visibleApplicationSql, visibleTournamentSql } from './tournament-scope';
import { fileJson, ID_OPERATORS, pairFilter, sportDisciplineFilter } from './tournament-sql';

const PUBLIC = { zone: 'public' } as const;
/** What the public pages show: public tournaments, not leagues (features/leagues has their own pages). */
const publicTournamentSql = sql`(${visibleTournamentSql(PUBLIC)} AND ${isNotLeagueSql()})`;

const MEMBER_OF = ID_OPERATORS;

const fields: ListSpec['fields'] = {
  name: { type: 'text', column: sql`t.name`, sort: true, selective: true },
  dateFrom: { type: 'date', column: sql`t.date_from`, sort: true },
  // With dateFrom, the month view's overlap: starts before the month ends, ends after it starts.
  dateTill: { type: 'date', column: sql`t.date_till` },
  seasonId: { type: 'number', column: sql`t.season_id`, operators: MEMBER_OF },
  regionId: { type: 'number', column: sql`t.region_id`, operators: MEMBER_OF },
  typeId: { type: 'number', filter: pairFilter('type_id'), operators: MEMBER_OF },
  levelId: { type: 'number', filter: pairFilter('level_id'), operators: MEMBER_OF },
  sportDisciplineId: { type: 'number', filter: sportDisciplineFilter, operators: MEMBER_OF },
};

/** Current: not finished yet, soonest first; past: finished, latest first; all (the month view): by date. */
const LIST_SPECS: Record<(typeof PUBLIC_TOURNAMENT_TABS)[number], { spec: ListSpec; where: SQL }> = {
  current: {
    spec: { fields, defaultSort: 'dateFrom', tieBreaker: sql`t.id ASC` },
    where: sql`t.date_till >= ${TODAY_SQL}`,
  },
  past: {
    spec: { fields, defaultSort: '-dateFrom', tieBreaker: sql`t.id DESC` },
    where: sql`t.date_till < ${TODAY_SQL}`,
  },
  all: {
    spec: { fields, defaultSort: 'dateFrom', tieBreaker: sql`t.id ASC` },
    where: sql`TRUE`,
  },
};

const SUMMARY_COLUMNS = sql`
  t.id, t.name, t.date_from AS "dateFrom", t.date_till AS "dateTill", to_char(t.time_from, 'HH24:MI') AS "timeFrom",
  t.city, t.region_id AS "regionId", t.season_id AS "seasonId", s.name AS "seasonName",
  coalesce((SELECT array_agg(tl.type_id ORDER BY tl."order") FROM tournament_type_levels tl WHERE tl.tournament_id = t.id),
    ARRAY[t.type_id]) AS "typeIds",
  coalesce((SELECT array_agg(tl.level_id ORDER BY tl."order") FROM tournament_type_levels tl
    WHERE tl.tournament_id = t.id AND tl.level_id IS NOT NULL), '{}') AS "levelIds",
  t.sport_discipline_ids AS "sportDisciplineIds", t.state_id AS "stateId", t.is_cancelled AS "isCancelled",
  coalesce(c.name, t.organizer_text) AS "organizerName", t.signed_athletes AS "signedAthletes",
  (SELECT count(*)::int FROM tournament_competitions tc WHERE tc.tournament_id = t.id) AS "disciplineCount"`;

const SUMMARY_FROM = sql`tournaments t JOIN seasons s ON s.id = t.season_id LEFT JOIN clubs c ON c.id = t.organizer_id`;

/** The public list for a raw list query (`tab` beside the list convention). */
export function publicTournamentListSql(query: Record<string, unknown>): ListStatements {
  const tab = query.tab ?? 'current';
  if (typeof tab !== 'string' || !(PUBLIC_TOURNAMENT_TABS as readonly string[]).includes(tab)) {
    throw validationError([
      { field: 'tab', key: 'validation.enum', params: { label: 'tab', values: PUBLIC_TOURNAMENT_TABS.join(', ') } },
    ]);
  }
  const { spec, where } = LIST_SPECS[tab as keyof typeof LIST_SPECS];
  const q = parseListQuery(query, spec, ['tab']);
  return selectStatements(q, {
    columns: SUMMARY_COLUMNS,
    from: SUMMARY_FROM,
    where: whereSql([publicTournamentSql, where, ...q.where]),
    countFrom: sql`tournaments t`,
  });
}

const fileUrl = (tournamentId: number, fileId: string) =>
  endpointPath(tournamentPublicEndpoints.publicFile.path, { id: tournamentId, fileId });

type FileColumns = { id: string | null; name: string | null; contentType: string | null; size: number | null };

function presentFile(tournamentId: number, f: FileColumns): PublicTournamentFile | null {
  if (!f.id) return null;
  return { name: f.name!, contentType: f.contentType!, size: Number(f.size), url: fileUrl(tournamentId, f.id) };
}

export async function getPublicTournament(db: Db, id: number): Promise<PublicTournament> {
  const { signedTeams: _, ...tournament } = await readPublicTournament(db, id);
  return tournament;
}

async function readPublicTournament(db: Db, id: number): Promise<PublicTournament & { signedTeams: number }> {
  const { rows } = await db.execute<
    Omit<PublicTournament, 'poster' | 'mainImage' | 'propositionFile' | 'attachments' | 'disciplines'> & {
      poster: FileColumns | null;
      mainImage: FileColumns | null;
      propositionFile: FileColumns | null;
      attachments: FileColumns[];
      disciplines: PublicTournament['disciplines'];
      venueCity: string | null;
      signedTeams: number;
    }
  >(sql`
    SELECT ${SUMMARY_COLUMNS},
      -- The venue picked from the register gives the place (issue 30 §6); the tournament's own fields fill its gaps.
      coalesce(sf.street, t.street) AS street, coalesce(sf.zip, t.zip) AS zip,
      coalesce(sf.district_id, t.district_id) AS "districtId", sf.city AS "venueCity",
      CASE WHEN sf.latitude IS NULL THEN t.latitude ELSE sf.latitude END AS latitude,
      CASE WHEN sf.latitude IS NULL THEN t.longitude ELSE sf.longitude END AS longitude,
      coalesce(sf.name, t.sport_field_text) AS "sportFieldName",
      t.registration_start_date AS "registrationStartDate", t.registration_close_date AS "registrationCloseDate",
      t.contact_name AS "contactName", t.contact_phone AS "contactPhone", t.contact_email AS "contactEmail",
      t.starting_fee::text AS "startingFee", t.online_info AS "onlineInfo", t.accommodation, t.proposition,
      t.badges, t.important_links AS "importantLinks", t.signed_referees AS "signedReferees",
      t.signed_teams AS "signedTeams",
      ${fileJson('fp')} AS poster, ${fileJson('fm')} AS "mainImage", ${fileJson('fr')} AS "propositionFile",
      coalesce((SELECT json_agg(json_build_object('id', f.id, 'name', a.name, 'contentType', f.content_type,
          'size', f.size) ORDER BY a.id)
        FROM tournament_attachments a JOIN files f ON f.id = a.file_id WHERE a.tournament_id = t.id), '[]') AS attachments,
      coalesce((SELECT json_agg(json_build_object('id', tc.id, 'name', tc.name, 'stateId', tc.state_id,
          'sportDisciplineId', tc.sport_discipline_id, 'ageCategoryId', tc.age_category_id, 'dateFrom', tc.date_from,
          'timeFrom', to_char(tc.time_from, 'HH24:MI'), 'athletesCount', tc.athletes_count,
          'refereesCount', tc.referees_count, 'participantsCount', tc.participants_count) ORDER BY tc.name, tc.id)
        FROM tournament_competitions tc WHERE tc.tournament_id = t.id), '[]') AS disciplines
    FROM ${SUMMARY_FROM}
      LEFT JOIN sport_fields sf ON sf.id = t.sport_field_id
      LEFT JOIN files fp ON fp.id = t.poster_file_id
      LEFT JOIN files fm ON fm.id = t.main_image_file_id
      LEFT JOIN files fr ON fr.id = t.proposition_file_id
    WHERE t.id = ${id} AND ${publicTournamentSql}`);
  const row = rows[0];
  if (!row) throw notFound();
  const { venueCity, ...rest } = row;
  return {
    ...rest,
    city: venueCity ?? row.city,
    // Stored by the tournament form as [{title, url}]; anything else is left out rather than failing.
    importantLinks: Array.isArray(row.importantLinks)
      ? row.importantLinks.filter((l) => typeof l?.title === 'string' && typeof l?.url === 'string')
      : [],
    poster: row.poster && presentFile(id, row.poster),
    mainImage: row.mainImage && presentFile(id, row.mainImage),
    propositionFile: row.propositionFile && presentFile(id, row.propositionFile),
    attachments: row.attachments.map((a) => presentFile(id, a)!),
  };
}

/**
 * The detail page's one call: the tournament, its active applications, its active pairs and
 * teams, and its disciplines' standings (only those with results), each row as the public sees it.
 */
export async function getPublicTournamentDetail(db: Db, id: number): Promise<PublicTournamentDetail> {
  const { signedTeams, ...tournament } = await readPublicTournament(db, id);
  const [{ rows: participants }, results, pairs] = await Promise.all([
    db.execute<PublicParticipant>(publicParticipantsSql(id)),
    publicResults().results(db, PUBLIC, id),
    signedTeams > 0 ? publicPairs(db, tournament) : [],
  ]);
  return {
    ...tournament,
    participants,
    pairs,
    results: results
      .filter((d) => d.rows.length > 0)
      .map(
        (d): PublicDisciplineResults => ({
          competitionId: d.competitionId,
          name: d.name,
          rows: d.rows.map((r) => ({
            personId: r.personId,
            name: r.name,
            club: r.club,
            rankFrom: r.rankFrom,
            rankTo: r.rankTo,
            standingShared: r.standingShared,
            result: r.result,
            points: r.points,
          })),
        }),
      ),
  };
}

/** The active rosters of the disciplines not cancelled (asked only when the tournament has some). */
async function publicPairs(db: Db, tournament: PublicTournament): Promise<PublicPair[]> {
  const active = new Set<number>(ACTIVE_ROSTER_STATES);
  const rosters = await publicResults().rosters(db, PUBLIC, tournament.id);
  const pairs: PublicPair[] = [];
  for (const d of tournament.disciplines) {
    if (d.stateId === COMPETITION_STATE.cancelled) continue;
    for (const r of rosters) {
      if (r.tournamentCompetitionId !== d.id || !active.has(r.stateId)) continue;
      pairs.push({
        competitionId: d.id,
        firstName: r.firstName,
        firstClub: r.firstClub,
        secondName: r.secondName,
        secondClub: r.secondClub,
      });
    }
  }
  return pairs;
}

/** 404 unless the tournament exists and is public. */
async function requirePublicTournament(db: Db, id: number): Promise<void> {
  const { rows } = await db.execute(sql`SELECT 1 FROM tournaments t WHERE t.id = ${id} AND ${publicTournamentSql}`);
  if (!rows.length) throw notFound();
}

/** The active applications of a public tournament by discipline, role and name (at most MAX rows). */
export async function listPublicParticipants(db: Db, id: number): Promise<PublicParticipant[]> {
  await requirePublicTournament(db, id);
  const { rows } = await db.execute<PublicParticipant>(publicParticipantsSql(id));
  return rows;
}

/** Far above any real tournament; keeps one answer bounded whatever the data. */
const MAX_PARTICIPANTS = 20_000;

export function publicParticipantsSql(id: number): SQL {
  return sql`
    SELECT p.tournament_competition_id AS "competitionId", pe.first_name AS "firstName", pe.last_name AS "lastName",
      coalesce(c.name, p.note->>'clubName') AS "clubName", p.role_id AS "roleId"
    FROM tournament_participants p
      JOIN tournaments t ON t.id = p.tournament_id
      JOIN tournament_competitions tc ON tc.id = p.tournament_competition_id
      JOIN persons pe ON pe.id = p.person_id
      LEFT JOIN clubs c ON c.id = p.club_id
    WHERE p.tournament_id = ${id} AND ${publicTournamentSql} AND ${visibleApplicationSql(PUBLIC)}
    ORDER BY tc.name, tc.id, p.role_id, pe.last_name, pe.first_name, p.id
    LIMIT ${MAX_PARTICIPANTS}`;
}

/** The stored file `fileId` when it belongs to the public tournament `id`; else 404. */
export async function publicTournamentFileId(db: Db, id: number, fileId: string): Promise<string> {
  const { rows } = await db.execute<{ id: string }>(sql`
    SELECT f.id FROM tournaments t JOIN files f ON f.id = ${fileId}
    WHERE t.id = ${id} AND ${publicTournamentSql}
      AND (f.id IN (t.poster_file_id, t.main_image_file_id, t.proposition_file_id)
        OR EXISTS (SELECT 1 FROM tournament_attachments a WHERE a.tournament_id = t.id AND a.file_id = f.id))`);
  if (!rows[0]) throw notFound();
  return rows[0].id;
}
