// The demo's events (issue 32): a referee course a month ago with its attendance recorded (it
// grants Referee class III), a training camp in ten days that is full with two on the waiting
// list, a seminar open for registration to every member (member@fedra.test among them, not yet
// registered) and a general assembly for club officials. Deterministic: persons are taken in id
// order (never the demo member's), dates and times relative to the demo's today in Prague.

import { EVENT_ATTENDANCE as A, EVENT_TYPE as T } from '@fedra/contract';
import { sql } from 'drizzle-orm';
import { PERSON_ROLE_TYPE } from '../../db/reference-ids';
import { addDays, FEDERATION_TIME_ZONE } from '../../platform/clock';
import type { DemoContext } from '../../platform/modules/manifest';

/** person_role_levels: Referee, class III. */
const REFEREE_III = 4;

interface DemoEvent {
  typeId: number;
  name: string;
  /** Days from today, local start and end times in Prague. */
  day: number;
  days: number;
  from: string;
  till: string;
  capacity: number | null;
  deadline: number | null;
  description: string;
  roleTypes: number[];
  grant?: { typeId: number; levelId: number };
  venueText?: string;
  /** Registrations: attendance states, the waiting ones last. */
  states: number[];
  waiting?: number;
}

const EVENTS: DemoEvent[] = [
  {
    typeId: T.course,
    name: 'Školení rozhodčích III. třídy',
    day: -30,
    days: 2,
    from: '09:00',
    till: '16:00',
    capacity: 20,
    deadline: -37,
    description: 'Dvoudenní školení s písemným testem. Absolventi získají licenci rozhodčího III. třídy.',
    roleTypes: [],
    grant: { typeId: PERSON_ROLE_TYPE.REFEREE, levelId: REFEREE_III },
    venueText: 'Zasedací místnost',
    states: [A.attended, A.attended, A.attended, A.attended, A.attended, A.absent],
  },
  {
    typeId: T.trainingCamp,
    name: 'Zimní soustředění mládeže',
    day: 10,
    days: 3,
    from: '10:00',
    till: '13:00',
    capacity: 4,
    deadline: 7,
    description: 'Třídenní soustředění s trenéry reprezentace. Ubytování a strava zajištěny.',
    roleTypes: [],
    states: [A.confirmed, A.confirmed, A.confirmed, A.confirmed, A.confirmed, A.confirmed],
    waiting: 2,
  },
  {
    typeId: T.seminar,
    name: 'Seminář: nová pravidla badmintonu',
    day: 20,
    days: 1,
    from: '17:00',
    till: '19:30',
    capacity: 30,
    deadline: 14,
    description: 'Výklad změn pravidel platných od příští sezóny, s dotazy z praxe.',
    roleTypes: [],
    venueText: 'Online i prezenčně',
    states: [A.confirmed, A.confirmed, A.confirmed],
  },
  {
    typeId: T.generalAssembly,
    name: 'Valná hromada svazu',
    day: 45,
    days: 1,
    from: '10:00',
    till: '15:00',
    capacity: null,
    deadline: 38,
    description: 'Řádná valná hromada: zpráva o činnosti, hospodaření a volba orgánů.',
    roleTypes: [PERSON_ROLE_TYPE.CLUB_OFFICIAL],
    states: [A.confirmed, A.confirmed],
  },
];

const local = (day: string, time: string) => sql`((${day}::date + ${time}::time) AT TIME ZONE ${FEDERATION_TIME_ZONE})`;

export async function seedEventsDemo({ client, today }: DemoContext): Promise<string[]> {
  const { rows: fields } = await client.execute<{ id: number }>(sql`SELECT id FROM sport_fields ORDER BY id LIMIT 1`);
  const sportFieldId = fields[0]?.id ?? null;
  // Members with a valid role, never the demo member (the seminar waits for them).
  const { rows: people } = await client.execute<{ id: number }>(sql`
    SELECT p.id FROM persons p
     WHERE EXISTS (SELECT 1 FROM person_roles r JOIN approval_states s ON s.id = r.approval_state_id AND s.is_valid
                    WHERE r.person_id = p.id AND r.valid_from <= ${today}::date
                      AND (r.valid_till IS NULL OR r.valid_till >= ${today}::date))
       AND p.id IS DISTINCT FROM (SELECT assign_person_id FROM users WHERE user_name = 'member@fedra.test')
     ORDER BY p.id LIMIT 40`);
  if (people.length < 20) return [];
  let next = 0;
  let registrations = 0;
  for (const ev of EVENTS) {
    const { rows } = await client.execute<{ id: number }>(sql`
      INSERT INTO events (type_id, name, starts_at, ends_at, sport_field_id, venue_text, capacity, registration_deadline,
                          description, invited_role_type_ids, grant_role_type_id, grant_level_id, reminded_date)
      VALUES (${ev.typeId}, ${ev.name}, ${local(addDays(today, ev.day), ev.from)},
              ${local(addDays(today, ev.day + ev.days - 1), ev.till)}, ${sportFieldId}, ${ev.venueText ?? null},
              ${ev.capacity}, ${ev.deadline === null ? null : addDays(today, ev.deadline)}::date, ${ev.description},
              ${sql.param(ev.roleTypes)}::int[], ${ev.grant?.typeId ?? null}, ${ev.grant?.levelId ?? null},
              ${ev.day < 0 ? addDays(today, ev.day - 3) : null}::date)
      RETURNING id`);
    const eventId = rows[0]!.id;
    const waitingFrom = ev.states.length - (ev.waiting ?? 0);
    for (const [i, stateId] of ev.states.entries()) {
      const personId = people[next++ % people.length]!.id;
      // Registered a day apart, from three weeks before the event (or before today) on.
      const at = addDays(today, Math.min(ev.day, 0) - 21 + i);
      await client.execute(sql`
        INSERT INTO event_registrations (event_id, person_id, state_id, waiting, registered_at)
        VALUES (${eventId}, ${personId}, ${stateId}, ${i >= waitingFrom}, ${local(at, '12:00')})`);
      registrations += 1;
    }
  }
  return [`${EVENTS.length} events with ${registrations} registrations`];
}
