// The vocative of first names for campaign greetings (features/emailing/vocative.ts): the library's
// rules on Czech names of both sexes and every common ending, foreign names, and the exceptions.
import { describe, expect, it } from 'vitest';
import { czechGreeting, firstNameVocative, VOCATIVE_EXCEPTIONS } from '../../src/features/emailing/vocative';

/** [name, sexId (1 man, 2 woman, null unknown), vocative]. */
const NAMES: [string, 1 | 2 | null, string][] = [
  // Men: consonants, -ek, -ec, -el, -ř, -š, -a, -o, -í.
  ['Denis', 1, 'Denisi'],
  ['Marek', 1, 'Marku'],
  ['Zdeněk', 1, 'Zdeňku'],
  ['Luděk', 1, 'Luďku'],
  ['Vavřinec', 1, 'Vavřinče'],
  ['Karel', 1, 'Karle'],
  ['Pavel', 1, 'Pavle'],
  ['Michal', 1, 'Michale'],
  ['Daniel', 1, 'Danieli'],
  ['Petr', 1, 'Petře'],
  ['Tomáš', 1, 'Tomáši'],
  ['Lukáš', 1, 'Lukáši'],
  ['Jiří', 1, 'Jiří'],
  ['Jan', 1, 'Jane'],
  ['Ondřej', 1, 'Ondřeji'],
  ['Vojtěch', 1, 'Vojtěchu'],
  ['Jakub', 1, 'Jakube'],
  ['František', 1, 'Františku'],
  ['Ivo', 1, 'Ivo'],
  ['Honza', 1, 'Honzo'],
  ['Nikola', 1, 'Nikolo'],
  ['Lev', 1, 'Leve'],
  // Women: -a, -e, -ie, -ka, consonants.
  ['Jana', 2, 'Jano'],
  ['Eva', 2, 'Evo'],
  ['Lenka', 2, 'Lenko'],
  ['Kateřina', 2, 'Kateřino'],
  ['Nikola', 2, 'Nikolo'],
  ['Marie', 2, 'Marie'],
  ['Lucie', 2, 'Lucie'],
  ['Libuše', 2, 'Libuše'],
  ['Dagmar', 2, 'Dagmar'],
  ['Karin', 2, 'Karin'],
  ['Ester', 2, 'Ester'],
  ['Rut', 2, 'Rut'],
  ['Ráchel', 2, 'Ráchel'],
  // Sex unknown (a user without a person): the library guesses from the name.
  ['Jana', null, 'Jano'],
  ['Denis', null, 'Denisi'],
  ['Dagmar', null, 'Dagmar'],
  ['Marie', null, 'Marie'],
  ['Rut', null, 'Rut'],
  ['Lev', null, 'Leve'],
  // Foreign names.
  ['Kevin', 1, 'Kevine'],
  ['Oliver', 1, 'Olivere'],
  ['Felix', 1, 'Felixi'],
  ['Hugo', 1, 'Hugo'],
  ['Leo', 1, 'Leo'],
  ['René', 1, 'René'],
  ['Kim', null, 'Kim'],
  ['Nicole', 2, 'Nicole'],
  ['Sophie', 2, 'Sophie'],
  ['Carmen', 2, 'Carmen'],
  ['Ingrid', 2, 'Ingrid'],
  ['Noemi', 2, 'Noemi'],
  ['Nikol', null, 'Nikol'],
  ['Abigail', null, 'Abigail'],
  ['Jennifer', null, 'Jennifer'],
  ['Mercedes', null, 'Mercedes'],
  ['Dolores', null, 'Dolores'],
];

describe('firstNameVocative', () => {
  it.each(NAMES)('%s (sex %s) → %s', (name, sexId, expected) => {
    expect(firstNameVocative(name, sexId)).toBe(expected);
  });

  it('declines every exception as its table says, whatever the sex given', () => {
    for (const [name, vocative] of Object.entries(VOCATIVE_EXCEPTIONS)) {
      const capitalised = name.charAt(0).toUpperCase() + name.slice(1);
      expect(firstNameVocative(capitalised)).toBe(vocative);
      expect(firstNameVocative(capitalised, 1)).toBe(vocative);
      expect(firstNameVocative(capitalised, 2)).toBe(vocative);
    }
  });

  it('declines each word of a double name and keeps the case of a name in capitals', () => {
    expect(firstNameVocative('Jan Pavel', 1)).toBe('Jane Pavle');
    expect(firstNameVocative('Anna-Marie', 2)).toBe('Anno-Marie');
    expect(firstNameVocative('  Jana   Marie ', 2)).toBe('Jano Marie');
    expect(firstNameVocative('ŠTĚPÁN', 1)).toBe('ŠTĚPÁNE');
    expect(firstNameVocative('JANA')).toBe('JANO');
  });

  it('leaves empty names and what is not a name as they are', () => {
    expect(firstNameVocative('')).toBe('');
    expect(firstNameVocative('   ')).toBe('');
    expect(firstNameVocative(null)).toBe('');
    expect(firstNameVocative('J.')).toBe('J.');
    expect(firstNameVocative('X Æ A-12')).toBe('X Æ A-12');
  });

  it('greets with the vocative, or plainly without a name', () => {
    expect(czechGreeting(firstNameVocative('Jana', 2))).toBe('Dobrý den, Jano');
    expect(czechGreeting('')).toBe('Dobrý den');
  });
});
