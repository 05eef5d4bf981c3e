// Names with a realistic skew: the demo's frequent Czech surnames (Novák first) weighted by
// rank, a long tail of rarer surnames built from stems and endings, a few foreign names; first
// names by generation. Searching "nov" then finds a few per cent of the persons, a rare
// surname a few hundred.
import {
  CZECH_FEMALE_NAMES,
  CZECH_MALE_NAMES,
  CZECH_SURNAMES,
  type FirstNames,
  FOREIGN_NAMES,
  type Surname,
} from '../../apps/server/src/demo/data';
import { ascii } from '../../apps/server/src/demo/generate';
import { stream } from '../../apps/server/src/demo/prng';
import { type Draws, Weighted, zipfWeights } from './random';

const STEMS = `Hav Kop Brož Mař Pech Šim Vod Ryb Kos Hol Pet Pav Kub Tom Bar Hor Krat Sed Dol Zed Lis Vrb Buč Mlyn
  Kal Ves Stan Mik Laz Hrub Pol Vel Čer Bíl Šed Zel Ruž Kříž Drab Sob Vlk Lip Dub Jav Buk Klen Kam Skal Pís Rak
  Hus Kač Ryš Lan Sok Hruš Jab Sliv Trn Kut Pek Kov Tes Koř Med Maz Prch Dvor Stroj Šev Krej Mach Šust Hlad
  Hned Klep Kroup Mráz Led Křen Sem Roub Jeř Bob Zaj`
  .split(/\s+/)
  .filter(Boolean);
const ENDINGS = [
  'ák',
  'ek',
  'íček',
  'ík',
  'ička',
  'ec',
  'ský',
  'ka',
  'an',
  'ál',
  'eš',
  'ouš',
  'ina',
  'ovský',
  'ura',
  'ota',
];

/** The usual female form of a Czech male surname. */
export function femaleSurname(male: string): string {
  if (male.endsWith('ý')) return `${male.slice(0, -1)}á`;
  if (male.endsWith('ek')) return `${male.slice(0, -2)}ková`;
  if (male.endsWith('ec')) return `${male.slice(0, -2)}cová`;
  if (male.endsWith('a')) return `${male.slice(0, -1)}ová`;
  return `${male}ová`;
}

function tailSurnames(): Surname[] {
  const common = new Set(CZECH_SURNAMES.map((s) => s[0]));
  const all: Surname[] = [];
  for (const stem of STEMS) {
    for (const ending of ENDINGS) {
      const male = stem + ending;
      if (!common.has(male)) all.push([male, femaleSurname(male)]);
    }
  }
  // A fixed shuffle, so that the tail's own mild skew does not follow the alphabet.
  return stream(0x7a11, 'tail-surnames').shuffle(all);
}

const TAIL = tailSurnames();
const COMMON_PICK = new Weighted(zipfWeights(CZECH_SURNAMES.length, 0.8, 3));
const TAIL_PICK = new Weighted(zipfWeights(TAIL.length, 0.5, 10));
/** Share of the frequent surnames; the rest come from the tail. */
const COMMON_SHARE = 0.35;

function firstNamePicks(names: FirstNames) {
  const table = (list: readonly string[]) => ({ list, pick: new Weighted(zipfWeights(list.length, 0.6, 2)) });
  return { common: table(names.common), classic: table(names.classic), modern: table(names.modern) };
}
const MALE = firstNamePicks(CZECH_MALE_NAMES);
const FEMALE = firstNamePicks(CZECH_FEMALE_NAMES);

export interface PersonName {
  first: string;
  last: string;
  /** Both forms of the surname (for a parent of the other sex). */
  surname: Surname;
}

/** A Czech first name typical for people born in `birthYear`. */
export function czechFirstName(d: Draws, male: boolean, birthYear: number): string {
  const names = male ? MALE : FEMALE;
  const r = d.next();
  const table =
    birthYear < 1985 && r < 0.55 ? names.classic : birthYear > 1995 && r < 0.55 ? names.modern : names.common;
  return table.list[table.pick.index(d.next())] as string;
}

/** A name; `foreign` is an index into FOREIGN_NAMES or -1 for a Czech name. */
export function personName(d: Draws, male: boolean, birthYear: number, foreign: number): PersonName {
  const f = FOREIGN_NAMES[foreign];
  if (f) {
    const surname = d.pick(f.surnames);
    return { first: d.pick(male ? f.male : f.female), last: male ? surname[0] : surname[1], surname };
  }
  const surname =
    d.next() < COMMON_SHARE
      ? (CZECH_SURNAMES[COMMON_PICK.index(d.next())] as Surname)
      : (TAIL[TAIL_PICK.index(d.next())] as Surname);
  return { first: czechFirstName(d, male, birthYear), last: male ? surname[0] : surname[1], surname };
}

const asciiCache = new Map<string, string>();

/** A name in lower-case ASCII letters only ("Štěpánková" -> "stepankova"), cached: names repeat. */
export function asciiName(name: string): string {
  let plain = asciiCache.get(name);
  if (plain === undefined) {
    plain = ascii(name).replace(/[^a-z]/g, '');
    asciiCache.set(name, plain);
  }
  return plain;
}
