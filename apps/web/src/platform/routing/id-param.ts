// The `:id` of a detail page's path as a number, and whether it can name a record at all (a
// positive whole number): a detail page answers "not found" for anything else without asking.
import { useParams } from 'react-router';

export function useIdParam(): { id: number; valid: boolean } {
  const id = Number(useParams().id);
  return { id, valid: Number.isInteger(id) && id > 0 };
}
