// The list fields of a person's own columns (`persons p`): the person list and the person report
// filter and sort them alike.
import { sql } from 'drizzle-orm';
import { condition, type ListField, likePattern } from './list-query';

/** "First Last" of the person `p`. */
export const personFullName = sql`p.first_name || ' ' || p.last_name`;

export const PERSON_FIELDS: Record<string, ListField> = {
  id: { type: 'number', column: sql`p.id`, sort: true },
  search: {
    type: 'text',
    selective: true,
    operators: ['valuesLike'],
    filter: (f) =>
      sql`(${condition(personFullName, 'text', f)} OR ${sql.join(
        f.values.map((v) => sql`p.registration_number ILIKE ${likePattern(String(v))}`),
        sql` OR `,
      )})`,
  },
  fullName: { type: 'text', selective: true, column: personFullName, sort: [sql`p.last_name`, sql`p.first_name`] },
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
