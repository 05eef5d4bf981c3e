// A detail page's record id from its path (`:id`, or the name the route gives it) as a number, and
// whether it can name a record at all (a positive whole number within the database's integer): a
// detail page answers "not found" for anything else without asking.
import { useParams } from 'react-router';

/** PostgreSQL's largest `integer`, the type of every record id. */
const MAX_ID = 2_147_483_647;

export function useIdParam(name = 'id'): { id: number; valid: boolean } {
  const id = Number(useParams()[name]);
  return { id, valid: Number.isInteger(id) && id > 0 && id <= MAX_ID };
}
