// Tournaments for the public-call and calendar tests, written by SQL (the tournament and
// application calls belong to other modules' tests): a published one with two disciplines,
// applications and files, a draft, a cancelled one and a finished one.
import { Readable } from 'node:stream';
import { addDays, today } from '../src/platform/clock';
import type { TestServer } from './test-server';

/** The ISO date `days` from the server clock's today. */
export function isoDay(days: number): string {
  return addDays(today(), days);
}

export interface TournamentFields {
  name: string;
  stateId?: number;
  dateFrom?: string;
  dateTill?: string;
  timeFrom?: string | null;
  typeId?: number;
  isCancelled?: boolean;
  posterFileId?: string | null;
}

export async function createTournament(server: TestServer, f: TournamentFields): Promise<number> {
  const { rows } = await server.db.pool.query(
    `WITH t AS (
       INSERT INTO tournaments (name, date_from, date_till, time_from, season_id, organizer_id, type_id, level_id,
         state_id, is_cancelled, city, street, zip, latitude, longitude, contact_name, contact_email, starting_fee,
         sport_discipline_ids, director, referee_text, note, poster_file_id)
       VALUES ($1, $2, $3, $4, (SELECT id FROM seasons ORDER BY valid_from DESC LIMIT 1),
         (SELECT current_club_id FROM users WHERE user_name = 'club@fedra.test'), $5, 1, $6, $7, 'Praha',
         'Nábřeží 1', '110 00', 50.08, 14.42, 'Jana Pořadatelová', 'poradatel@example.cz', 250, '{7}',
         'Ředitel Tajný', 'Rozhodčí Tajný', 'interní poznámka', $8)
       RETURNING id, type_id)
     INSERT INTO tournament_type_levels (tournament_id, "order", type_id, level_id) SELECT id, 1, type_id, 1 FROM t
     RETURNING tournament_id AS id`,
    [
      f.name,
      f.dateFrom ?? isoDay(30),
      f.dateTill ?? isoDay(31),
      f.timeFrom === undefined ? '09:30' : f.timeFrom,
      f.typeId ?? 1,
      f.stateId ?? 2,
      f.isCancelled ?? false,
      f.posterFileId ?? null,
    ],
  );
  return rows[0].id as number;
}

export async function addDiscipline(server: TestServer, tournamentId: number, name: string): Promise<number> {
  const { rows } = await server.db.pool.query(
    `INSERT INTO tournament_competitions (tournament_id, name, sport_discipline_id) VALUES ($1, $2, 7) RETURNING id`,
    [tournamentId, name],
  );
  return rows[0].id as number;
}

/** An application of a person (by default a different person each call) with the counters kept. */
export async function addApplication(
  server: TestServer,
  competitionId: number,
  o: { personId?: number; stateId?: number; withClub?: boolean; note?: object } = {},
): Promise<void> {
  await server.db.pool.query(
    `INSERT INTO tournament_participants (tournament_competition_id, tournament_id, person_id, role_id, club_id, state_id, note)
     SELECT tc.id, tc.tournament_id,
       coalesce($2, (SELECT id FROM persons p WHERE NOT EXISTS (SELECT 1 FROM tournament_participants x
         WHERE x.tournament_competition_id = tc.id AND x.person_id = p.id) ORDER BY id LIMIT 1)),
       1, CASE WHEN $4 THEN (SELECT current_club_id FROM users WHERE user_name = 'club@fedra.test') END, $3, $5
     FROM tournament_competitions tc WHERE tc.id = $1`,
    [competitionId, o.personId ?? null, o.stateId ?? 1, o.withClub ?? true, o.note ? JSON.stringify(o.note) : null],
  );
  await server.db.pool.query(
    `UPDATE tournament_competitions tc SET athletes_count = (SELECT count(*) FROM tournament_participants p
       WHERE p.tournament_competition_id = tc.id AND p.state_id IN (1, 2) AND p.role_id = 1) WHERE tc.id = $1`,
    [competitionId],
  );
}

async function storeFile(server: TestServer, name: string, body: string): Promise<string> {
  const file = await server.deps.files.write({
    purpose: 'contract-document',
    name,
    contentType: 'application/pdf',
    body: Readable.from([Buffer.from(body)]),
  });
  return file.id;
}

export interface SeededTournaments {
  published: number;
  draft: number;
  cancelled: number;
  past: number;
  attachmentFileId: string;
  posterFileId: string;
  draftFileId: string;
}

/** The four tournaments of the public tests, named with `prefix` so that tests can find their own. */
export async function seedTournaments(server: TestServer, prefix = 'Turnaj'): Promise<SeededTournaments> {
  const posterFileId = await storeFile(server, 'plakat.pdf', '%PDF plakát');
  const published = await createTournament(server, { name: `${prefix} veřejný`, posterFileId });
  const men = await addDiscipline(server, published, 'A – muži');
  await addDiscipline(server, published, 'B – ženy');
  await addApplication(server, men);
  await addApplication(server, men);
  await addApplication(server, men, { withClub: false, note: { clubName: 'TJ Náhradní' } });
  await addApplication(server, men, { stateId: 3 });
  const attachmentFileId = await storeFile(server, 'rozpis.pdf', '%PDF rozpis');
  await server.db.pool.query(
    `INSERT INTO tournament_attachments (tournament_id, name, file_id) VALUES ($1, 'Rozpis', $2)`,
    [published, attachmentFileId],
  );
  const draftFileId = await storeFile(server, 'koncept.pdf', '%PDF koncept');
  const draft = await createTournament(server, { name: `${prefix} koncept`, stateId: 1, posterFileId: draftFileId });
  const cancelled = await createTournament(server, {
    name: `${prefix} zrušený`,
    stateId: 5,
    isCancelled: true,
    typeId: 2,
    timeFrom: null,
  });
  const past = await createTournament(server, {
    name: `${prefix} minulý`,
    dateFrom: isoDay(-40),
    dateTill: isoDay(-39),
  });
  return { published, draft, cancelled, past, attachmentFileId, posterFileId, draftFileId };
}
