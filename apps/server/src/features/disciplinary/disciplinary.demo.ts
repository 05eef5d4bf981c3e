// The demo's disciplinary proceedings (issue 32): a player of club@'s club suspended until seven
// weeks from today with a fine billed to the club, a club's case in progress with a hearing next
// week, and an official's decided case whose partial suspension is over; the public list of
// suspensions is on. Deterministic: clubs in id order, the club's athletes last by name (clear of the
// members lists and tests take first), dates relative to today.
import { DISCIPLINARY_STATE } from '@fedra/contract';
import { sql } from 'drizzle-orm';
import { PERSON_ROLE_TYPE } from '../../db/reference-ids';
import { addDays } from '../../platform/clock';
import type { DemoContext } from '../../platform/modules/manifest';
import { createProceeding, decide } from './disciplinary.service';

const DEMO = { userId: null, origin: null };

export async function seedDisciplinaryDemo({ client, today }: DemoContext): Promise<string[]> {
  const { rows: clubs } = await client.execute<{ id: number }>(sql`
    SELECT c.id FROM clubs c
     ORDER BY c.id = (SELECT current_club_id FROM users WHERE user_name = 'club@fedra.test') DESC, c.id LIMIT 3`);
  if (clubs.length < 3) return [];
  // Athletes of club@'s club who are not the demo member: the last by name, and none of the club's
  // thirty lowest ids (lists and tests take members from the front: they stay unsuspended).
  const { rows: players } = await client.execute<{ id: number }>(sql`
    SELECT r.person_id AS id FROM person_roles r JOIN persons p ON p.id = r.person_id
     WHERE r.club_id = ${clubs[0]!.id} AND r.type_id = ${PERSON_ROLE_TYPE.ATHLETE}
       AND r.valid_from <= ${today}::date AND (r.valid_till IS NULL OR r.valid_till >= ${today}::date)
       AND r.person_id NOT IN (SELECT assign_person_id FROM users WHERE assign_person_id IS NOT NULL)
       AND r.person_id NOT IN (SELECT m.person_id FROM person_roles m WHERE m.club_id = ${clubs[0]!.id}
                                ORDER BY m.person_id LIMIT 30)
     ORDER BY p.last_name DESC, p.first_name DESC, p.id DESC LIMIT 2`);
  if (players.length < 2) return [];
  const { rows: tournaments } = await client.execute<{ id: number }>(sql`
    SELECT id FROM tournaments WHERE date_till < ${today}::date ORDER BY date_till DESC, id LIMIT 1`);

  const suspended = await createProceeding(client, DEMO, {
    typeId: 1,
    subjectKind: 'person',
    personId: players[0]!.id,
    title: 'Nesportovní chování vůči rozhodčímu',
    description: 'Po skončení zápasu hráč slovně napadl rozhodčího a odmítl podepsat zápis.',
    openedOn: addDays(today, -21),
    hearingAt: `${addDays(today, -12)}T15:00:00.000Z`,
    tournamentId: tournaments[0]?.id ?? null,
    parties: [{ role: 'complainant', name: 'Komise rozhodčích' }],
  });
  await decide(client, DEMO, suspended, {
    decidedOn: addDays(today, -10),
    decisionText: 'Zastavení závodní činnosti na dva měsíce a pokuta 1 000 Kč.',
    fineAmount: 100_000,
    suspensionFrom: addDays(today, -10),
    suspensionTo: addDays(today, 50),
    suspensionAll: true,
    suspensionTournamentIds: [],
  });

  await createProceeding(client, DEMO, {
    typeId: 3,
    stateId: DISCIPLINARY_STATE.inProgress,
    subjectKind: 'club',
    clubId: clubs[1]!.id,
    title: 'Nenastoupení družstva k utkání',
    openedOn: addDays(today, -5),
    hearingAt: `${addDays(today, 7)}T16:00:00.000Z`,
    parties: [{ role: 'complainant', clubId: clubs[2]!.id }],
  });

  const official = await createProceeding(client, DEMO, {
    typeId: 2,
    subjectKind: 'person',
    personId: players[1]!.id,
    title: 'Neoprávněný start hráče',
    openedOn: addDays(today, -120),
    parties: [],
  });
  await decide(client, DEMO, official, {
    decidedOn: addDays(today, -100),
    decisionText: 'Zastavení činnosti v soutěži na jeden měsíc.',
    suspensionFrom: addDays(today, -100),
    suspensionTo: addDays(today, -70),
    suspensionAll: tournaments[0] === undefined,
    suspensionTournamentIds: tournaments[0] ? [tournaments[0].id] : [],
  });
  await client.execute(
    sql`UPDATE disciplinary_proceedings SET state_id = ${DISCIPLINARY_STATE.final} WHERE id = ${official}`,
  );
  await client.execute(sql`UPDATE disciplinary_settings SET public_suspensions = true WHERE id = 1`);
  return ['3 disciplinary proceedings (1 suspension today)'];
}
