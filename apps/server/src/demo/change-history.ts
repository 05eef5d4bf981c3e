// The demo's change history: a few records of the register changed before today as the office and
// a club change them, so that a person's and a club's "Historie změn" tab and the audit log have
// something to show. Each change is filed as the register's services file theirs (the changed
// fields' { before, after }, under the action the service uses) and ends in what the record holds
// now: the history never contradicts the record beside it.
import type { Db } from '../platform/db/pool';
import { demoToday, officeHours } from './office-hours';

export interface DemoChange {
  subjectType: 'person' | 'club';
  subjectId: number;
  /** The demo account that made it (its user name). */
  actor: string;
  action: 'person.contact' | 'person.update' | 'club.contact' | 'club.update';
  /** Days before today it was made. */
  daysAgo: number;
  before: Record<string, string | null>;
  after: Record<string, string | null>;
}

/**
 * Writes the changes into the audit log in one statement; answers how many it wrote. As the
 * services do, a change names only the fields whose value it changed (a move within one town
 * names no town), and a change of none is no change.
 */
export async function insertDemoChanges(client: Db, today: string, proposed: DemoChange[]): Promise<number> {
  const changes = proposed.flatMap((c) => {
    const fields = Object.keys(c.after).filter((f) => (c.before[f] ?? null) !== (c.after[f] ?? null));
    const pick = (side: DemoChange['after']) => Object.fromEntries(fields.map((f) => [f, side[f] ?? null]));
    return fields.length ? [{ ...c, before: pick(c.before), after: pick(c.after) }] : [];
  });
  if (!changes.length) return 0;
  const { rowCount } = await client.query(
    `INSERT INTO audit_log (at, actor_user_id, action, subject_type, subject_id, details)
     SELECT ${officeHours(`${demoToday('$1')} - c.days_ago`, 'c.days_ago + c.subject_id')}, u.id, c.action, c.subject_type,
            c.subject_id, c.details
       FROM unnest($2::text[], $3::text[], $4::text[], $5::int[], $6::int[], $7::jsonb[])
            AS c(actor, action, subject_type, subject_id, days_ago, details)
       JOIN users u ON u.user_name = c.actor`,
    [
      today,
      changes.map((c) => c.actor),
      changes.map((c) => c.action),
      changes.map((c) => c.subjectType),
      changes.map((c) => c.subjectId),
      changes.map((c) => c.daysAgo),
      changes.map((c) => JSON.stringify({ before: c.before, after: c.after })),
    ],
  );
  return rowCount ?? 0;
}

/** An earlier Czech mobile number of a record, never its current one. */
export function earlierPhone(id: number, current: string): string {
  const three = (n: number) => String(n % 1000).padStart(3, '0');
  const phone = `+420 7${String((id * 37) % 100).padStart(2, '0')} ${three(id * 911)} ${three(id * 613 + 1)}`;
  return phone === current ? `+420 603 ${three(id)} 000` : phone;
}
