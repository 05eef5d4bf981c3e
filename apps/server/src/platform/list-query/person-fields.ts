// The list fields of a person's own columns (`persons p`): the person list and the person report
// filter and sort them alike.
import { type SQL, sql } from 'drizzle-orm';
import { condition, foldedWordsLike, type ListField, likePattern } from './list-query';

/** "First Last" of the person `p`. */
export const personFullName = sql`p.first_name || ' ' || p.last_name`;

/**
 * `personFullName` lower-cased and without accents: the stored column `persons.full_name_search`,
 * which the name searches' trigram index covers. Every search by a person's name goes through it.
 */
export const personNameSearch = sql`p.full_name_search`;

/** The person `p`'s name holds every word of `text`, in any order, whatever its case and accents. */
export const personNameLike = (text: string): SQL => foldedWordsLike(personNameSearch, text);

/** A list's field of the person's full name: searched on `personNameSearch`, sorted by surname. */
export const PERSON_NAME_FIELD: ListField = {
  type: 'text',
  selective: true,
  column: personFullName,
  searchColumn: personNameSearch,
  sort: [sql`p.last_name`, sql`p.first_name`],
};

export const PERSON_FIELDS: Record<string, ListField> = {
  id: { type: 'number', column: sql`p.id`, sort: true },
  search: {
    type: 'text',
    selective: true,
    operators: ['valuesLike'],
    filter: (f) =>
      sql`(${condition(personFullName, 'text', f, personNameSearch)} OR ${sql.join(
        f.values.map((v) => sql`p.registration_number ILIKE ${likePattern(String(v))}`),
        sql` OR `,
      )})`,
  },
  fullName: PERSON_NAME_FIELD,
  firstName: {
    type: 'text',
    selective: true,
    column: sql`p.first_name`,
    sort: [sql`p.first_name`, sql`p.last_name`],
  },
  lastName: { type: 'text', selective: true, column: sql`p.last_name`, sort: [sql`p.last_name`, sql`p.first_name`] },
  registrationNumber: { type: 'text', selective: true, column: sql`p.registration_number`, sort: true },
  birthDate: { type: 'date', column: sql`p.birth_date`, sort: true },
  createdDate: { type: 'date', column: sql`p.created_date::date`, sort: [sql`p.created_date`] },
  sexId: { type: 'number', column: sql`p.sex_id` },
  nationalityId: { type: 'number', column: sql`p.nationality_id` },
  federationUnitId: { type: 'number', column: sql`p.federation_unit_id` },
};
