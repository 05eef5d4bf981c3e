// Who may play a discipline: its sex (of its sport discipline, else of its age category) and its
// age category's bounds, the age being the one reached in the calendar year of the tournament (the
// codebook's rule). Checked on every athlete's application in every zone; a referee is not a player.
import { type SQL, sql } from 'drizzle-orm';
import { AppError } from '../../platform/errors/app-error';
import type { Language } from '../../platform/i18n/messages';

/** What a discipline demands of its players (null: no demand). */
export type DisciplineRule = {
  disciplineName: string;
  requiredSexId: number | null;
  requiredSexName: string | null;
  categoryName: string | null;
  ageFrom: number | null;
  ageTo: number | null;
  /** The calendar year of the tournament's first day. */
  year: number;
};

export type PersonTraits = {
  name: string;
  sexId: number | null;
  birthYear: number | null;
};

/** The codebook rows the rule reads, for a query over `tournament_competitions c JOIN tournaments t`. */
export const DISCIPLINE_RULE_JOINS = sql`
  LEFT JOIN codebook_entries sd ON sd.list = 'sportDisciplines' AND sd.id = c.sport_discipline_id
  LEFT JOIN codebook_entries ac ON ac.list = 'ageCategories' AND ac.id = c.age_category_id
  LEFT JOIN sexes sx ON sx.id = coalesce((sd.attrs->>'sexId')::int, (ac.attrs->>'sexId')::int)`;

export const disciplineRuleColumns = (lang: Language): SQL => {
  const name = sql.raw(lang === 'en' ? 'name_en' : 'name_cs');
  return sql`c.name AS "disciplineName", sx.id AS "requiredSexId", lower(sx.${name}) AS "requiredSexName",
    ac.${name} AS "categoryName", (ac.attrs->>'ageFrom')::int AS "ageFrom", (ac.attrs->>'ageTo')::int AS "ageTo",
    extract(year FROM t.date_from)::int AS year`;
};

/** "aged 19 or older", "věk 13–14 let": the bounds as a reader says them. */
function ageRange(from: number | null, to: number | null, lang: Language): string {
  if (lang === 'en')
    return from === null ? `aged ${to} or younger` : to === null ? `aged ${from} or older` : `aged ${from}–${to}`;
  return from === null ? `věk do ${to} let` : to === null ? `věk od ${from} let` : `věk ${from}–${to} let`;
}

const conflict = (key: string, params: Record<string, string | number>, field: string) =>
  new AppError('conflict', 409, {}, [{ field, key, params }]);

/** Why a person does not meet a sex and age rule: the other sex, or the age and the bounds in words. */
export type Ineligibility = { kind: 'sex' } | { kind: 'age'; age: number; range: string };

/**
 * The rule itself (tournament disciplines, national teams): another sex than the one required, or
 * an age in the rule's year outside the bounds; unknown traits (no sex, no birth date) pass.
 */
export function ineligibility(
  rule: Pick<DisciplineRule, 'requiredSexId' | 'ageFrom' | 'ageTo' | 'year'>,
  person: Pick<PersonTraits, 'sexId' | 'birthYear'>,
  lang: Language,
): Ineligibility | null {
  if (rule.requiredSexId !== null && person.sexId !== null && person.sexId !== rule.requiredSexId)
    return { kind: 'sex' };
  if (person.birthYear === null || (rule.ageFrom === null && rule.ageTo === null)) return null;
  const age = rule.year - person.birthYear;
  if ((rule.ageFrom !== null && age < rule.ageFrom) || (rule.ageTo !== null && age > rule.ageTo))
    return { kind: 'age', age, range: ageRange(rule.ageFrom, rule.ageTo, lang) };
  return null;
}

/** Refuses (409 naming the rule) a player the discipline does not admit; unknown traits pass. */
export function checkEligibility(rule: DisciplineRule, person: PersonTraits, lang: Language): void {
  const problem = ineligibility(rule, person, lang);
  if (problem?.kind === 'sex') {
    throw conflict(
      'applications.wrongSex',
      { name: person.name, discipline: rule.disciplineName, sex: rule.requiredSexName ?? '' },
      'personId',
    );
  }
  if (problem?.kind === 'age') {
    throw conflict(
      'applications.wrongAge',
      {
        name: person.name,
        discipline: rule.disciplineName,
        category: rule.categoryName ?? '',
        age: problem.age,
        range: problem.range,
      },
      'personId',
    );
  }
}
