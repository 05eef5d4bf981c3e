// Merging a duplicate person into another (issue 29 §4). Every reference to the removed person
// moves to the kept one, in one transaction: roles (memberships and board seats among them),
// contributions, tournament applications and rosters, league rosters and games, rankings, referee
// journal and assignments, requests, import rows, the user link. Where the kept person already
// holds the same (an application to the same discipline, a place in the same ranking), the removed
// person's row is dropped. The kept person's empty fields are filled from the removed one; two
// different birth numbers block the merge. The removed id is recorded as leading to the kept one.
import type { PersonMergePart, PersonMergePreview } from '@fedra/contract';
import { type SQL, sql } from 'drizzle-orm';
import { PAID_STATE } from '../../db/reference-ids';
import type { AdminScope } from '../../platform/access/scope-sql';
import { type Origin, writeAuditMany } from '../../platform/audit/audit-log';
import type { Db } from '../../platform/db/pool';
import { transaction } from '../../platform/db/transaction';
import { AppError } from '../../platform/errors/app-error';
import { personFullName } from '../../platform/list-query/person-fields';
import { requirePersonInScope } from './persons.read';

interface Part {
  /** Rows of the removed person `r` (a SQL count's FROM … WHERE). */
  rows: (r: number) => SQL;
  /** Rows dropped because the kept person `k` holds the same. */
  dropped?: (k: number, r: number) => SQL;
  /** The statements that move (and drop) them. */
  move: (k: number, r: number) => SQL[];
}

/** One reference column moved as it is. */
const plain = (table: string, column: string): Part => ({
  rows: (r) => sql`${sql.identifier(table)} WHERE ${sql.identifier(column)} = ${r}`,
  move: (k, r) => [
    sql`UPDATE ${sql.identifier(table)} SET ${sql.identifier(column)} = ${k} WHERE ${sql.identifier(column)} = ${r}`,
  ],
});

/** A reference that is unique together with `key`: the removed person's row goes where the kept one has the same key. */
const uniqueWith = (table: string, key: string): Part => {
  const t = sql.identifier(table);
  const same = (k: number) =>
    sql`EXISTS (SELECT 1 FROM ${t} x WHERE x.person_id = ${k} AND x.${sql.identifier(key)} = ${t}.${sql.identifier(key)})`;
  return {
    rows: (r) => sql`${t} WHERE person_id = ${r}`,
    dropped: (k, r) => sql`${t} WHERE person_id = ${r} AND ${same(k)}`,
    move: (k, r) => [
      sql`DELETE FROM ${t} WHERE person_id = ${r} AND ${same(k)}`,
      sql`UPDATE ${t} SET person_id = ${k} WHERE person_id = ${r}`,
    ],
  };
};

const PARTS: Record<PersonMergePart, Part> = {
  roles: plain('person_roles', 'person_id'),
  // One contribution per person and season: where both have one, the paid one stays (the kept
  // person's when both or neither are paid).
  contributions: {
    rows: (r) => sql`person_contributions WHERE person_id = ${r}`,
    dropped: (k, r) =>
      sql`person_contributions c WHERE c.person_id = ${r}
            AND EXISTS (SELECT 1 FROM person_contributions x WHERE x.person_id = ${k} AND x.season_id = c.season_id)`,
    move: (k, r) => [
      sql`DELETE FROM person_contributions x WHERE x.person_id = ${k} AND x.paid_state_id <> ${PAID_STATE.paid}
            AND EXISTS (SELECT 1 FROM person_contributions c WHERE c.person_id = ${r} AND c.season_id = x.season_id
                          AND c.paid_state_id = ${PAID_STATE.paid})`,
      sql`DELETE FROM person_contributions c WHERE c.person_id = ${r}
            AND EXISTS (SELECT 1 FROM person_contributions x WHERE x.person_id = ${k} AND x.season_id = c.season_id)`,
      sql`UPDATE person_contributions SET person_id = ${k} WHERE person_id = ${r}`,
    ],
  },
  tournamentApplications: uniqueWith('tournament_participants', 'tournament_competition_id'),
  tournamentRosters: {
    rows: (r) => sql`tournament_team_rosters WHERE first_person_id = ${r} OR second_person_id = ${r}`,
    move: (k, r) => [
      sql`UPDATE tournament_team_rosters SET first_person_id = ${k} WHERE first_person_id = ${r}`,
      sql`UPDATE tournament_team_rosters SET second_person_id = ${k} WHERE second_person_id = ${r}`,
    ],
  },
  leagueRosters: uniqueWith('league_roster_entries', 'competition_id'),
  leagueGames: {
    rows: (r) =>
      sql`league_match_games WHERE home_person_ids @> ARRAY[${r}::int] OR away_person_ids @> ARRAY[${r}::int]`,
    move: (k, r) => [
      sql`UPDATE league_match_games SET home_person_ids = array_replace(home_person_ids, ${r}::int, ${k}::int),
                                        away_person_ids = array_replace(away_person_ids, ${r}::int, ${k}::int)
           WHERE home_person_ids @> ARRAY[${r}::int] OR away_person_ids @> ARRAY[${r}::int]`,
    ],
  },
  rankingEntries: uniqueWith('ranking_entries', 'ranking_id'),
  refereeJournal: plain('referee_journal_entries', 'person_id'),
  refereeAssignments: {
    rows: (r) =>
      sql`(SELECT id FROM tournaments WHERE referee_id = ${r} UNION ALL SELECT id FROM league_matches WHERE referee_id = ${r}) x`,
    move: (k, r) => [
      sql`UPDATE tournaments SET referee_id = ${k} WHERE referee_id = ${r}`,
      sql`UPDATE league_matches SET referee_id = ${k} WHERE referee_id = ${r}`,
    ],
  },
  requests: plain('requests', 'person_id'),
  importRows: plain('import_records', 'person_id'),
  userLinks: plain('users', 'assign_person_id'),
  // An event's registration and invitation: where the kept person has one for the same event, theirs stays.
  eventRegistrations: {
    ...uniqueWith('event_registrations', 'event_id'),
    move: (k, r) => [
      ...uniqueWith('event_registrations', 'event_id').move(k, r),
      ...uniqueWith('event_invitations', 'event_id').move(k, r),
    ],
  },
  // National-team nominations and team events: where the kept person is on the same one, theirs stays.
  representationNominations: uniqueWith('representation_nominations', 'team_id'),
  representationEvents: uniqueWith('representation_event_participants', 'event_id'),
  // The cases against the person (their suspensions follow) and those the person is a party of.
  disciplinaryCases: {
    rows: (r) =>
      sql`(SELECT id FROM disciplinary_proceedings WHERE person_id = ${r}
           UNION ALL SELECT id FROM disciplinary_parties WHERE person_id = ${r}) x`,
    move: (k, r) => [
      sql`UPDATE disciplinary_proceedings SET person_id = ${k} WHERE person_id = ${r}`,
      sql`UPDATE disciplinary_parties SET person_id = ${k} WHERE person_id = ${r}`,
    ],
  },
};

/** Fields taken from the removed person where the kept one has none (the birth number among them). */
const FILLED = {
  birthNumber: 'birth_number',
  birthDate: 'birth_date',
  sexId: 'sex_id',
  nationalityId: 'nationality_id',
  email: 'email',
  phone: 'phone',
  street: 'street',
  city: 'city',
  zip: 'zip',
  federationUnitId: 'federation_unit_id',
  gdprConsentDate: 'gdpr_consent_date',
  legalRepresentativeFirstName: 'legal_representative_first_name',
  legalRepresentativeLastName: 'legal_representative_last_name',
  legalRepresentativeEmail: 'legal_representative_email',
  legalRepresentativePhone: 'legal_representative_phone',
} as const;

type Side = PersonMergePreview['keep'] & Record<string, unknown>;

async function side(tx: Db, id: number): Promise<Side> {
  const columns = sql.join(
    Object.entries(FILLED).map(
      ([field, column]) => sql`${sql.identifier(column)}::text AS ${sql.identifier(`_${field}`)}`,
    ),
    sql`, `,
  );
  const { rows } = await tx.execute<Side>(sql`
    SELECT p.id, ${personFullName} AS "fullName", p.registration_number AS "registrationNumber",
           p.birth_date::text AS "birthDate", p.birth_number AS "birthNumber", p.email, ${columns}
      FROM persons p WHERE p.id = ${id}`);
  return rows[0]!;
}

async function previewOf(tx: Db, keepId: number, removeId: number): Promise<PersonMergePreview> {
  const [keep, remove] = [await side(tx, keepId), await side(tx, removeId)];
  const counts = sql.join(
    Object.entries(PARTS).map(
      ([name, part]) => sql`(SELECT count(*) FROM ${part.rows(removeId)})::int AS ${sql.identifier(name)},
        ${part.dropped ? sql`(SELECT count(*) FROM ${part.dropped(keepId, removeId)})::int` : sql`0`} AS ${sql.identifier(`${name}Dropped`)}`,
    ),
    sql`, `,
  );
  const { rows } = await tx.execute<Record<string, number>>(sql`SELECT ${counts}`);
  const n = rows[0]!;
  const moves = {} as Record<PersonMergePart, number>;
  const drops = {} as Record<PersonMergePart, number>;
  for (const name of Object.keys(PARTS) as PersonMergePart[]) {
    drops[name] = n[`${name}Dropped`] ?? 0;
    moves[name] = (n[name] ?? 0) - drops[name];
  }
  const fills = Object.keys(FILLED).filter((f) => keep[`_${f}`] == null && remove[`_${f}`] != null);
  const blockers =
    keep.birthNumber && remove.birthNumber && keep.birthNumber !== remove.birthNumber
      ? ['persons.mergeBirthNumbers']
      : [];
  const strip = ({ id, fullName, registrationNumber, birthDate, birthNumber, email }: Side) => ({
    id,
    fullName,
    registrationNumber,
    birthDate,
    birthNumber,
    email,
  });
  return { keep: strip(keep), remove: strip(remove), moves, drops, fills, blockers };
}

export async function mergePreview(db: Db, scope: AdminScope, keepId: number, removeId: number) {
  await requirePersonInScope(db, scope, keepId);
  await requirePersonInScope(db, scope, removeId);
  return previewOf(db, keepId, removeId);
}

export async function mergePersons(
  db: Db,
  scope: AdminScope,
  actor: { userId: number; origin: Origin },
  keepId: number,
  removeId: number,
): Promise<PersonMergePreview> {
  await requirePersonInScope(db, scope, keepId);
  await requirePersonInScope(db, scope, removeId);
  return transaction(db, async (tx) => {
    // Both persons locked, in id order, so two merges of the same pair cannot cross.
    await tx.execute(sql`SELECT id FROM persons WHERE id IN (${keepId}, ${removeId}) ORDER BY id FOR UPDATE`);
    const preview = await previewOf(tx, keepId, removeId);
    if (preview.blockers.length)
      throw new AppError(
        'conflict',
        409,
        {},
        preview.blockers.map((key) => ({ field: 'removeId', key })),
      );
    for (const part of Object.values(PARTS))
      for (const statement of part.move(keepId, removeId)) await tx.execute(statement);
    if (preview.fills.length) {
      await tx.execute(sql`
        UPDATE persons k SET ${sql.join(
          preview.fills.map((f) => {
            const column = sql.identifier(FILLED[f as keyof typeof FILLED]);
            return sql`${column} = r.${column}`;
          }),
          sql`, `,
        )}, edited_date = now(), edited_by_id = ${actor.userId}
          FROM persons r WHERE k.id = ${keepId} AND r.id = ${removeId}`);
    }
    await tx.execute(sql`UPDATE person_redirects SET kept_id = ${keepId} WHERE kept_id = ${removeId}`);
    await tx.execute(sql`INSERT INTO person_redirects (removed_id, kept_id) VALUES (${removeId}, ${keepId})`);
    await tx.execute(sql`DELETE FROM persons WHERE id = ${removeId}`);
    const details = {
      keptId: keepId,
      removedId: removeId,
      removed: `${preview.remove.fullName} (${preview.remove.registrationNumber})`,
      moves: preview.moves,
      drops: preview.drops,
      fills: preview.fills,
    };
    await writeAuditMany(tx, [
      {
        actorUserId: actor.userId,
        action: 'person.merge',
        subjectType: 'person',
        subjectId: keepId,
        origin: actor.origin,
        details,
      },
      {
        actorUserId: actor.userId,
        action: 'person.merged',
        subjectType: 'person',
        subjectId: removeId,
        origin: actor.origin,
        details,
      },
    ]);
    return preview;
  });
}
