// The users page's demo (issue 28): besides the six demo accounts and the other club and unit
// managers of the seed, one club manager whose account the office has locked (the list's filter
// and the detail's unlock have something to show), and the sign-ins of the demo accounts are not
// invented: the audit log starts empty and fills as people sign in.
import { sql } from 'drizzle-orm';
import { USER_ROLE_TYPE } from '../db/reference-ids';
import type { Db } from '../platform/db/pool';

/** The demo account of the club zone (demo/seed.ts): never the locked one. */
const DEMO_CLUB_MANAGER = 'club@fedra.test';

export async function seedUserStates(client: Db): Promise<number> {
  const { rows } = await client.execute<{ id: number }>(sql`
    UPDATE users SET locked_at = now()
     WHERE id = (SELECT u.id FROM users u JOIN user_roles r ON r.user_id = u.id
                  WHERE r.role_type_id = ${USER_ROLE_TYPE.ClubManager} AND u.user_name <> ${DEMO_CLUB_MANAGER}
                  ORDER BY u.id DESC LIMIT 1)
    RETURNING id`);
  return rows.length;
}
