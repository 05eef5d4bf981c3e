// Person rows as COPY lines, from the population plan and each person's own draws: names,
// contact details, address near the home club, legal representatives of minors.
import { SEX } from '../../apps/server/src/db/reference-ids';
import {
  ACADEMIC_TITLE_WEIGHTS,
  ACADEMIC_TITLES,
  EMAIL_DOMAIN_WEIGHTS,
  EMAIL_DOMAINS,
  FOREIGN_NAMES,
  STREETS,
  UNIT_PLACES,
} from '../../apps/server/src/demo/data';
import type { ClubSet } from './clubs';
import { phoneNumber } from './clubs';
import { NULL, textField } from './copy';
import { dayOf, isoOf, timestampOf, yearOf } from './dates';
import { asciiName, czechFirstName, type PersonName, personName } from './names';
import { FLAG, MAX_STINTS, type Population, SALT } from './population';
import { Draws, mix32, Weighted } from './random';

const CZE = 203;
const GDPR_FROM = dayOf('2018-05-25');
/** Registration numbers "CZE 123-4567": a permutation of the index, so unique without a lookup. */
const NUMBER_SPACE = 9_000_000;
const TITLE_PICK = new Weighted(ACADEMIC_TITLE_WEIGHTS);
const DOMAIN_PICK = new Weighted(EMAIL_DOMAIN_WEIGHTS);

/** A bijection of [0, 2^24): four Feistel rounds on 12-bit halves. */
function feistel24(x: number): number {
  let left = x >>> 12;
  let right = x & 0xfff;
  for (let round = 0; round < 4; round++) {
    const next = left ^ (mix32(right * 4 + round) & 0xfff);
    left = right;
    right = next;
  }
  return (left << 12) | right;
}

export function registrationNumber(index: number, alpha3: string): string {
  if (index >= NUMBER_SPACE) throw new Error('too many persons for 7-digit registration numbers');
  // Cycle-walking keeps the permutation inside [0, NUMBER_SPACE).
  let n = feistel24(index);
  while (n >= NUMBER_SPACE) n = feistel24(n);
  const digits = String(1_000_000 + n);
  return `${alpha3} ${digits.slice(0, 3)}-${digits.slice(3)}`;
}

/** The person's name (the same draws every time it is asked for). */
export function nameOf(p: Population, i: number, d: Draws): PersonName {
  d.reset(i, SALT.name);
  return personName(d, ((p.flags[i] as number) & FLAG.male) !== 0, p.birthYear[i] as number, p.foreign[i] as number);
}

export function emailOf(d: Draws, first: string, last: string): string {
  const local = d.chance(0.7) ? `${asciiName(first)}.${asciiName(last)}` : `${asciiName(last)}.${asciiName(first)}`;
  const suffix = d.chance(0.45) ? String(d.int(1, 99)) : '';
  return `${local}${suffix}@${EMAIL_DOMAINS[DOMAIN_PICK.index(d.next())]}`;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** Rodné číslo: YYMMDD/SSSC (women +50 on the month), nine digits for births before 1954. */
function birthNumber(d: Draws, birthIso: string, female: boolean): string {
  const y = Number(birthIso.slice(0, 4));
  const month = Number(birthIso.slice(5, 7)) + (female ? 50 : 0);
  const head = `${birthIso.slice(2, 4)}${pad2(month)}${birthIso.slice(8, 10)}`;
  const drawn = d.int(0, 999);
  if (y < 1954) return `${head}/${String(drawn).padStart(3, '0')}`;
  // A remainder of 10 (a final 0) is valid only before 1986: the next serial then (remainder 9).
  const tenAt = (s: number) => Number(`${head}${String(s).padStart(3, '0')}`) % 11 === 10;
  const serial = String(tenAt(drawn) && y >= 1986 ? (drawn + 1) % 1000 : drawn).padStart(3, '0');
  const check = Number(`${head}${serial}`) % 11;
  return `${head}/${serial}${check === 10 ? 0 : check}`;
}

export const PERSON_COLUMNS = [
  'id',
  'registration_number',
  'first_name',
  'last_name',
  'title',
  'birth_date',
  'birth_number',
  'sex_id',
  'nationality_id',
  'federation_unit_id',
  'email',
  'phone',
  'gdpr_consent_date',
  'street',
  'city',
  'zip',
  'legal_representative_first_name',
  'legal_representative_last_name',
  'legal_representative_email',
  'legal_representative_phone',
  'has_referee_journal',
  'created_date',
] as const;

export function* personLines(p: Population, clubs: ClubSet, seed: number, today: number): Generator<string> {
  const d = new Draws(seed);
  const adultBornBy = yearOf(today) - 18;
  const unitTowns = new Map(UNIT_PLACES.map((u) => [u.unitId, u.places]));
  for (let i = 0; i < p.count; i++) {
    const flags = p.flags[i] as number;
    const male = (flags & FLAG.male) !== 0;
    const year = p.birthYear[i] as number;
    const birth = p.birthDay[i] as number;
    const foreign = FOREIGN_NAMES[p.foreign[i] as number];
    const club = clubs.list[p.homeClub[i] as number] as ClubSet['list'][number];
    const adult = year <= adultBornBy;
    const name = nameOf(p, i, d);

    d.reset(i, SALT.details);
    const home = d.chance(0.85) ? club.place : d.pick(unitTowns.get(club.unitId) ?? [club.place]);
    const hasAddress = d.chance(0.75);
    const consentFrom = Math.max(birth, GDPR_FROM);
    const representative = !adult && d.chance(0.7);
    const parentMale = d.chance(0.4);
    const parentFirst = representative ? czechFirstName(d, parentMale, 1980) : '';
    const parentLast = parentMale ? name.surname[0] : name.surname[1];
    const joined = p.stintFrom[i * MAX_STINTS] as number;
    const birthIso = isoOf(birth);
    const title =
      adult && year <= 1998 && d.chance(0.08) ? (ACADEMIC_TITLES[TITLE_PICK.index(d.next())] ?? null) : null;
    const number = !foreign && d.chance(0.8) ? birthNumber(d, birthIso, !male) : null;
    const email = adult && d.chance(0.92) ? emailOf(d, name.first, name.last) : null;
    const phone = adult && d.chance(0.85) ? phoneNumber(d) : null;
    const consent =
      d.chance(0.88) && consentFrom < today ? isoOf(consentFrom + Math.floor((today - consentFrom) * d.next())) : null;
    const street = hasAddress ? `${d.pick(STREETS)} ${d.int(1, 2800)}${d.chance(0.5) ? `/${d.int(1, 80)}` : ''}` : null;
    const created = timestampOf(Math.min(joined, today) - d.int(0, 14), 420 + d.int(0, 780));
    // Joined by hand (this runs a million times): numbers and dates need no escaping, text does.
    const fields = [
      String(p.firstId + i),
      registrationNumber(i, foreign?.alpha3 ?? 'CZE'),
      textField(name.first),
      textField(name.last),
      textField(title),
      birthIso,
      textField(number),
      String(male ? SEX.male : SEX.female),
      String(foreign?.countryId ?? CZE),
      String(club.unitId),
      textField(email),
      textField(phone),
      consent ?? NULL,
      textField(street),
      textField(hasAddress ? home.town : null),
      textField(hasAddress ? home.zip : null),
      textField(representative ? parentFirst : null),
      textField(representative ? parentLast : null),
      textField(representative ? emailOf(d, parentFirst, parentLast) : null),
      textField(representative ? phoneNumber(d) : null),
      flags & FLAG.refereeJournal ? 't' : 'f',
      created,
    ];
    yield `${fields.join('\t')}\n`;
  }
}
