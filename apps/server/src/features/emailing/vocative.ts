// The Czech vocative of a first name for campaign greetings ("Dobrý den, Jano"): the
// czech-vocative library's suffix rules, with a small table of names it gets wrong before them.
// Each word of a double name is declined on its own ("Jan Pavel" → "Jane Pavle").
import { vocative as libraryVocative } from 'czech-vocative';

/**
 * Names the library declines wrongly (it takes them for men's names ending in a consonant, or
 * declines a foreign name that stays as it is), lower case → the vocative.
 */
export const VOCATIVE_EXCEPTIONS: Readonly<Record<string, string>> = {
  rut: 'Rut',
  ráchel: 'Ráchel',
  kim: 'Kim',
  nikol: 'Nikol',
  abigail: 'Abigail',
  jennifer: 'Jennifer',
  mercedes: 'Mercedes',
  dolores: 'Dolores',
  lev: 'Leve',
};

/** `sexId` of the codebook `sexes`: 1 man, 2 woman. */
export type SexId = 1 | 2;

/** Words of letters, single spaces or hyphens between them; anything else is left as it is. */
const NAME = /^\p{L}+([ -]\p{L}+)*$/u;

function declineWord(word: string, sexId: number | null | undefined): string {
  // An initial ("J") is no name to decline.
  if (word.length < 2) return word;
  const lower = word.toLocaleLowerCase('cs');
  const upper = word.length > 1 && word === word.toLocaleUpperCase('cs');
  // The library's suffix tables are in lower case with a capital first letter ("Jana", not "JANA").
  const capitalised = upper ? lower.charAt(0).toLocaleUpperCase('cs') + lower.slice(1) : word;
  const known = VOCATIVE_EXCEPTIONS[lower];
  const declined =
    known !== undefined
      ? known
      : sexId === 1 || sexId === 2
        ? libraryVocative(capitalised, sexId === 2)
        : libraryVocative(capitalised);
  return upper ? declined.toLocaleUpperCase('cs') : declined;
}

/**
 * The vocative of a first name (one word or several); `sexId` of the person when known (a woman's
 * name ending in a consonant stays as it is: Dagmar, Karin). Empty in, empty out.
 */
export function firstNameVocative(firstName: string | null | undefined, sexId?: number | null): string {
  const name = (firstName ?? '').trim().replace(/\s+/g, ' ');
  if (!NAME.test(name)) return name;
  // Words and the hyphens between them: "Anna-Marie" → "Anno-Marie".
  return name
    .split(/([ -])/)
    .map((part) => (part === ' ' || part === '-' ? part : declineWord(part, sexId)))
    .join('');
}

/** The greeting of a campaign e-mail: "Dobrý den, Jano", or "Dobrý den" without a first name. */
export function czechGreeting(vocativeName: string): string {
  return vocativeName ? `Dobrý den, ${vocativeName}` : 'Dobrý den';
}
