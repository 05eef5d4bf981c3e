// Who is a member of which club today, and who is a referee today: the rule the people list
// ("actualClub", its club filter) and the imports already apply (a club-member person role of that
// club valid today), written once for the features that check it on another feature's persons
// (tournament applications).
import { type SQL, sql } from 'drizzle-orm';
import { PERSON_ROLE_TYPE } from '../../db/reference-ids';
import { TODAY_SQL } from '../clock';

/** The role `r` is valid today. */
const validToday = sql`r.valid_from <= ${TODAY_SQL} AND (r.valid_till IS NULL OR r.valid_till >= ${TODAY_SQL})`;

/** The person (an id expression) is a member of the club (an id expression) today. */
export const memberOfClubTodaySql = (personId: SQL, clubId: SQL): SQL =>
  sql`EXISTS (SELECT 1 FROM person_roles r WHERE r.person_id = ${personId} AND r.club_id = ${clubId}
       AND r.type_id = ${PERSON_ROLE_TYPE.CLUB_MEMBER} AND ${validToday})`;

/** The person's current club today (the latest valid membership), or NULL. */
export const currentClubIdSql = (personId: SQL): SQL =>
  sql`(SELECT r.club_id FROM person_roles r WHERE r.person_id = ${personId}
        AND r.type_id = ${PERSON_ROLE_TYPE.CLUB_MEMBER} AND ${validToday}
      ORDER BY r.valid_from DESC, r.id DESC LIMIT 1)`;

/** The person holds a referee person role (person_role_types.is_referee) valid today. */
export const refereeTodaySql = (personId: SQL): SQL =>
  sql`EXISTS (SELECT 1 FROM person_roles r JOIN person_role_types rt ON rt.id = r.type_id AND rt.is_referee
       WHERE r.person_id = ${personId} AND ${validToday})`;

/** The ids of the club's members today (for `p.id IN (...)`, driven by the club's roles). */
export const clubMembersTodaySql = (clubId: SQL): SQL =>
  sql`(SELECT r.person_id FROM person_roles r WHERE r.club_id = ${clubId}
        AND r.type_id = ${PERSON_ROLE_TYPE.CLUB_MEMBER} AND ${validToday})`;
