// The referee journal's rules: whose journal the caller may read and write (the admin scope, or
// the personal zone's own person), what an entry may hold (date bounds, known codebook ids, an
// existing linked event whose name and city fill in what the entry leaves out), and the writes.
import {
  REFEREE_JOURNAL_MIN_DATE,
  type RefereeJournalEntry,
  type RefereeJournalEntryInput,
  type RefereeJournalEvent,
  type RefereeJournalOverview,
} from '@fedra/contract';
import { sql } from 'drizzle-orm';
import type { AdminScope } from '../../platform/access/scope-sql';
import { TODAY_SQL } from '../../platform/clock';
import type { Db } from '../../platform/db/pool';
import { transaction } from '../../platform/db/transaction';
import {
  type FieldIssue,
  forbidden,
  isForeignKeyViolation,
  notFound,
  validationError,
} from '../../platform/errors/app-error';
import type { Language } from '../../platform/i18n/messages';
import { shownDate } from '../../platform/i18n/shown-date';
import { codebookNames, defineListExport } from '../../platform/list-query/list-export';
import { likePattern } from '../../platform/list-query/list-query';
import { todayIn } from '../../platform/tables';
import { visibleTournamentSql } from '../tournaments';
import { ENTRY_COLUMNS, personOverviewSql } from './referee-journal-queries';

/** Whose journals the caller reaches: the admin zone (a unit manager: its units' persons) or one's own. */
export type JournalScope = AdminScope | { zone: 'personal'; personId: number };

/** 404 unless the person exists; a unit manager gets 403 for persons of other units. */
export async function requirePerson(db: Db, scope: JournalScope, personId: number): Promise<void> {
  const { rows } = await db.execute<{ unitId: number | null }>(
    sql`SELECT federation_unit_id AS "unitId" FROM persons WHERE id = ${personId}`,
  );
  if (!rows[0]) throw notFound();
  if (scope.zone === 'personal') {
    if (scope.personId !== personId) throw notFound();
    return;
  }
  if (scope.fedUnitIds !== null && !scope.fedUnitIds.includes(rows[0].unitId ?? 0)) throw forbidden();
}

export async function getJournalPerson(
  db: Db,
  scope: JournalScope,
  personId: number,
  lang: Language,
): Promise<RefereeJournalOverview> {
  await requirePerson(db, scope, personId);
  const { rows } = await db.execute<RefereeJournalOverview>(personOverviewSql(personId, lang));
  if (!rows[0]) throw notFound();
  return rows[0];
}

/** The entry's person if the caller reaches it: another person's entry is 404 in the personal zone. */
async function requireEntry(db: Db, scope: JournalScope, id: number): Promise<number> {
  const { rows } = await db.execute<{ personId: number }>(
    sql`SELECT person_id AS "personId" FROM referee_journal_entries WHERE id = ${id}`,
  );
  if (!rows[0]) throw notFound();
  await requirePerson(db, scope, rows[0].personId);
  return rows[0].personId;
}

async function getEntry(db: Db, id: number): Promise<RefereeJournalEntry> {
  const { rows } = await db.execute<RefereeJournalEntry>(
    sql`SELECT ${ENTRY_COLUMNS} FROM referee_journal_entries e WHERE e.id = ${id}`,
  );
  if (!rows[0]) throw notFound();
  return rows[0];
}

/** The entry as written: defaults filled, the linked event's name and city where the entry has none. */
interface ResolvedEntry {
  date: string;
  typeId: number;
  name: string;
  tournamentId: number | null;
  leagueMatchId: number | null;
  city: string | null;
  ageCategoryGroupId: number | null;
  levelText: string | null;
  gameMain: number;
  gameServe: number;
  isLineReferee: boolean;
  isChiefReferee: boolean;
  isChiefAssistReferee: boolean;
  isTraining: boolean;
  note: string | null;
}

const blankToNull = (v: string | null | undefined) => (v ? v : null);

/**
 * Checks what the schema cannot: the date within REFEREE_JOURNAL_MIN_DATE … today, the codebook
 * ids, the linked tournament and match, and a name (given or taken from the event). Every
 * problem at once, each on its field.
 */
async function resolveInput(db: Db, scope: JournalScope, input: RefereeJournalEntryInput): Promise<ResolvedEntry> {
  const issues: FieldIssue[] = [];
  const today = todayIn();
  if (input.date < REFEREE_JOURNAL_MIN_DATE) {
    issues.push({
      field: 'date',
      key: 'refereeJournal.dateMin',
      params: { cs: shownDate(REFEREE_JOURNAL_MIN_DATE), en: REFEREE_JOURNAL_MIN_DATE },
    });
  } else if (input.date > today) {
    issues.push({ field: 'date', key: 'refereeJournal.dateMax', params: { cs: shownDate(today), en: today } });
  }
  const tournamentId = input.tournamentId ?? null;
  const leagueMatchId = input.leagueMatchId ?? null;
  const { rows } = await db.execute<{
    type: boolean;
    group: boolean;
    tournament: { name: string; city: string | null } | null;
    match: { name: string; city: string | null } | null;
  }>(sql`
    SELECT EXISTS (SELECT 1 FROM codebook_entries WHERE list = 'refereeJournalTypes' AND id = ${input.typeId}) AS type,
           (${input.ageCategoryGroupId ?? null}::int IS NULL OR EXISTS (
              SELECT 1 FROM codebook_entries WHERE list = 'ageCategoryGroups' AND id = ${input.ageCategoryGroupId ?? null}::int)) AS "group",
           (SELECT json_build_object('name', t.name, 'city', t.city) FROM tournaments t
             WHERE t.id = ${tournamentId}::int AND ${visibleTournamentSql(scope, 't')}) AS tournament,
           (SELECT json_build_object('name', ${MATCH_NAME}, 'city', ${MATCH_CITY}) FROM ${MATCH_FROM}
             WHERE m.id = ${leagueMatchId}::int AND ${visibleTournamentSql(scope, 'lg')}) AS match`);
  const r = rows[0]!;
  const missing = (field: string, id: number) =>
    issues.push({ field, key: 'validation.notFoundRef', params: { label: field, id } });
  if (!r.type) missing('typeId', input.typeId);
  if (!r.group) missing('ageCategoryGroupId', input.ageCategoryGroupId!);
  if (tournamentId !== null && !r.tournament) missing('tournamentId', tournamentId);
  if (leagueMatchId !== null && !r.match) missing('leagueMatchId', leagueMatchId);
  const event = r.match ?? r.tournament;
  const name = blankToNull(input.name) ?? event?.name ?? null;
  if (!name) issues.push({ field: 'name', key: 'validation.required', params: { label: 'name' } });
  if (issues.length) throw validationError(issues);
  return {
    date: input.date,
    typeId: input.typeId,
    name: name!,
    tournamentId,
    leagueMatchId,
    city: blankToNull(input.city) ?? event?.city ?? null,
    ageCategoryGroupId: input.ageCategoryGroupId ?? null,
    levelText: blankToNull(input.levelText),
    gameMain: input.gameMain ?? 0,
    gameServe: input.gameServe ?? 0,
    isLineReferee: input.isLineReferee ?? false,
    isChiefReferee: input.isChiefReferee ?? false,
    isChiefAssistReferee: input.isChiefAssistReferee ?? false,
    isTraining: input.isTraining ?? false,
    note: blankToNull(input.note),
  };
}

/** The linked event was deleted between the check and the write: the foreign key refuses, we name the field. */
function eventGone(err: unknown, e: ResolvedEntry): never {
  if (isForeignKeyViolation(err)) {
    const issues: FieldIssue[] = [];
    if (e.tournamentId !== null)
      issues.push({
        field: 'tournamentId',
        key: 'validation.notFoundRef',
        params: { label: 'tournamentId', id: e.tournamentId },
      });
    if (e.leagueMatchId !== null)
      issues.push({
        field: 'leagueMatchId',
        key: 'validation.notFoundRef',
        params: { label: 'leagueMatchId', id: e.leagueMatchId },
      });
    if (issues.length) throw validationError(issues);
  }
  throw err;
}

export async function createEntry(
  db: Db,
  scope: JournalScope,
  userId: number,
  personId: number,
  input: RefereeJournalEntryInput,
): Promise<RefereeJournalEntry> {
  await requirePerson(db, scope, personId);
  const e = await resolveInput(db, scope, input);
  try {
    const id = await transaction(db, async (tx) => {
      const { rows } = await tx.execute<{ id: number }>(sql`
        INSERT INTO referee_journal_entries (person_id, date, type_id, name, tournament_id, league_match_id, city,
          age_category_group_id, level_text, game_main, game_serve, is_line_referee, is_chief_referee,
          is_chief_assist_referee, is_training, note, created_by_id)
        VALUES (${personId}, ${e.date}::date, ${e.typeId}, ${e.name}, ${e.tournamentId}, ${e.leagueMatchId}, ${e.city},
          ${e.ageCategoryGroupId}, ${e.levelText}, ${e.gameMain}, ${e.gameServe}, ${e.isLineReferee}, ${e.isChiefReferee},
          ${e.isChiefAssistReferee}, ${e.isTraining}, ${e.note}, ${userId})
        RETURNING id`);
      // The person's flag (spec 000 person: hasRefereeJournal) follows the journal's first entry.
      await tx.execute(
        sql`UPDATE persons SET has_referee_journal = TRUE WHERE id = ${personId} AND NOT has_referee_journal`,
      );
      return rows[0]!.id;
    });
    return getEntry(db, id);
  } catch (err) {
    eventGone(err, e);
  }
}

export async function updateEntry(
  db: Db,
  scope: JournalScope,
  userId: number,
  id: number,
  input: RefereeJournalEntryInput,
): Promise<RefereeJournalEntry> {
  await requireEntry(db, scope, id);
  const e = await resolveInput(db, scope, input);
  try {
    const { rows } = await db.execute<{ id: number }>(sql`
      UPDATE referee_journal_entries
         SET date = ${e.date}::date, type_id = ${e.typeId}, name = ${e.name}, tournament_id = ${e.tournamentId},
             league_match_id = ${e.leagueMatchId}, city = ${e.city}, age_category_group_id = ${e.ageCategoryGroupId},
             level_text = ${e.levelText}, game_main = ${e.gameMain}, game_serve = ${e.gameServe},
             is_line_referee = ${e.isLineReferee}, is_chief_referee = ${e.isChiefReferee},
             is_chief_assist_referee = ${e.isChiefAssistReferee}, is_training = ${e.isTraining}, note = ${e.note},
             edited_date = now(), edited_by_id = ${userId}
       WHERE id = ${id} RETURNING id`);
    if (!rows[0]) throw notFound();
  } catch (err) {
    if (!isForeignKeyViolation(err)) throw err;
    eventGone(err, e);
  }
  return getEntry(db, id);
}

export async function deleteEntry(db: Db, scope: JournalScope, id: number): Promise<void> {
  await requireEntry(db, scope, id);
  await db.execute(sql`DELETE FROM referee_journal_entries WHERE id = ${id}`);
}

/** A league match's name: its league, then the teams ("Extraliga: TJ A – SK B"). */
const MATCH_NAME = sql`lg.name || ': ' || ht.name || ' – ' || at.name`;
/** A match is played at its address (free text) or else in its league's city. */
const MATCH_CITY = sql`coalesce(nullif(m.address, ''), lg.city)`;
const MATCH_FROM = sql`league_matches m
  JOIN tournament_competitions c ON c.id = m.competition_id
  JOIN tournaments lg ON lg.id = c.tournament_id
  JOIN league_teams ht ON ht.id = m.home_team_id
  JOIN league_teams at ON at.id = m.away_team_id`;

const EVENT_LIMIT = 20;

/**
 * Tournaments (not leagues: their matches are listed instead) and league matches matching the
 * search that have begun by today (an entry records what happened), newest first: at most
 * EVENT_LIMIT of each kind, then EVENT_LIMIT in all. Only what the caller's zone sees (a member:
 * no drafts), as for a linked event of an entry.
 */
export async function searchEvents(
  db: Db,
  scope: JournalScope,
  search: string | undefined,
): Promise<RefereeJournalEvent[]> {
  const pattern = search ? likePattern(search) : null;
  const { rows } = await db.execute<RefereeJournalEvent>(sql`
    (SELECT 'tournament' AS kind, t.id, t.date_from::text AS date, t.name, t.city FROM tournaments t
      WHERE t.type_id <> 7 AND NOT t.is_cancelled AND t.date_from <= ${TODAY_SQL} AND ${visibleTournamentSql(scope, 't')}
        AND (${pattern}::text IS NULL OR lower(f_unaccent(t.name)) LIKE lower(f_unaccent(${pattern}::text)))
      ORDER BY t.date_from DESC, t.id DESC LIMIT ${EVENT_LIMIT})
    UNION ALL
    (SELECT 'leagueMatch' AS kind, m.id, (m.start_date AT TIME ZONE 'Europe/Prague')::date::text AS date,
            ${MATCH_NAME} AS name, ${MATCH_CITY} AS city FROM ${MATCH_FROM}
      WHERE m.start_date < ${TODAY_SQL} + 1 AND ${visibleTournamentSql(scope, 'lg')}
        AND (${pattern}::text IS NULL OR lower(f_unaccent(${MATCH_NAME})) LIKE lower(f_unaccent(${pattern}::text)))
      ORDER BY m.start_date DESC NULLS LAST, m.id DESC LIMIT ${EVENT_LIMIT})
    ORDER BY date DESC NULLS LAST, kind, id DESC LIMIT ${EVENT_LIMIT}`);
  return rows;
}

/** The overview as a file. */
export const overviewExport = defineListExport<RefereeJournalOverview>({
  name: 'referee-journals',
  title: { cs: 'Deník rozhodčích', en: 'Referee journals' },
  columns: [
    { label: { cs: 'Jméno', en: 'Name' }, value: (r) => r.fullName, width: 30 },
    { label: { cs: 'Registrační číslo', en: 'Registration number' }, value: (r) => r.registrationNumber, width: 16 },
    { label: { cs: 'Role rozhodčího', en: 'Referee roles' }, value: (r) => r.refereeRoles.join(', '), width: 36 },
    { label: { cs: 'Záznamů', en: 'Entries' }, type: 'number', value: (r) => r.count },
    { label: { cs: 'Poslední záznam', en: 'Last entry' }, type: 'date', value: (r) => r.lastDate },
  ],
});

/** A referee's entries as a file, type and age-category group by their names. */
export const entriesExport = defineListExport<
  RefereeJournalEntry,
  { types: Map<number, string>; groups: Map<number, string> }
>({
  name: 'referee-journal',
  title: { cs: 'Deník rozhodčího', en: 'Referee journal' },
  prepare: async (db, lang) => ({
    types: await codebookNames(db, 'refereeJournalTypes', lang),
    groups: await codebookNames(db, 'ageCategoryGroups', lang),
  }),
  columns: [
    { label: { cs: 'Datum', en: 'Date' }, type: 'date', value: (e) => e.date },
    { label: { cs: 'Akce', en: 'Event' }, value: (e) => e.name, width: 36 },
    { label: { cs: 'Typ', en: 'Type' }, value: (e, x) => x.types.get(e.typeId) ?? String(e.typeId), width: 20 },
    { label: { cs: 'Místo', en: 'City' }, value: (e) => e.city, width: 20 },
    {
      label: { cs: 'Věková skupina', en: 'Age category group' },
      value: (e, x) =>
        e.ageCategoryGroupId === null ? null : (x.groups.get(e.ageCategoryGroupId) ?? String(e.ageCategoryGroupId)),
      width: 20,
    },
    { label: { cs: 'Úroveň', en: 'Level' }, value: (e) => e.levelText, width: 16 },
    { label: { cs: 'Zápasy hlavní', en: 'Games (main)' }, type: 'number', value: (e) => e.gameMain },
    { label: { cs: 'Zápasy podání', en: 'Games (service)' }, type: 'number', value: (e) => e.gameServe },
    { label: { cs: 'Čárový rozhodčí', en: 'Line referee' }, type: 'boolean', value: (e) => e.isLineReferee },
    { label: { cs: 'Vrchní rozhodčí', en: 'Chief referee' }, type: 'boolean', value: (e) => e.isChiefReferee },
    {
      label: { cs: 'Zástupce VR', en: 'Chief referee assistant' },
      type: 'boolean',
      value: (e) => e.isChiefAssistReferee,
    },
    { label: { cs: 'Školení', en: 'Training' }, type: 'boolean', value: (e) => e.isTraining },
    { label: { cs: 'Poznámka', en: 'Note' }, value: (e) => e.note, width: 36 },
  ],
});
