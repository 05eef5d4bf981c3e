// The demo federation as plain data, built from a fixed seed: no database, no clock. Rows refer
// to each other by index into the plan's lists; seed.ts resolves them to database ids. Only the
// seasons (and the dates that hang on them) depend on `today`.

import {
  APPROVAL_STATE,
  CLUB_TYPE,
  FEDERATION_UNIT,
  PERSON_ROLE_TYPE,
  SEASON_STATE,
  SEX,
  USER_ROLE_TYPE,
} from '../db/reference-ids';
import {
  ACADEMIC_TITLE_WEIGHTS,
  ACADEMIC_TITLES,
  BOARD_TEMPLATES,
  CLUB_OFFICIALS,
  CLUB_PATTERNS,
  CZECH_FEMALE_NAMES,
  CZECH_MALE_NAMES,
  CZECH_SURNAMES,
  EMAIL_DOMAIN_WEIGHTS,
  EMAIL_DOMAINS,
  type FirstNames,
  FOREIGN_NAMES,
  MOBILE_PREFIXES,
  type Place,
  SEATS,
  STREETS,
  type Surname,
  UNIT_PLACES,
} from './data';
import { type Rng, stream } from './prng';

/** The fixed seed of the demo federation. Changing it changes every generated row. */
export const DEMO_SEED = 0x0fed2a26;
export const PERSON_COUNT = 4000;
const CZE = 203;
/** Born in or before this year: an adult (fixed, so that the persons never depend on today). */
const ADULT_BORN_BY = 2007;

// ---------------------------------------------------------------------------------------------
// Small helpers

const DAY_MS = 86_400_000;

function dayNumber(iso: string): number {
  return Math.floor(Date.parse(`${iso}T00:00:00Z`) / DAY_MS);
}

function isoFromDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

function randomDate(rng: Rng, from: string, till: string): string {
  return isoFromDay(rng.int(dayNumber(from), dayNumber(till)));
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** Lower-case ASCII: "Štěpánková" -> "stepankova". */
export function ascii(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .toLowerCase();
}

function slug(text: string): string {
  return ascii(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function phone(rng: Rng): string {
  return `+420 ${rng.pick(MOBILE_PREFIXES)} ${pad(rng.int(0, 999), 3)} ${pad(rng.int(0, 999), 3)}`;
}

/** An 8-digit IČO with a valid mod-11 check digit. */
function identificationNumber(rng: Rng): string {
  const digits = [rng.int(0, 9), ...Array.from({ length: 6 }, () => rng.int(0, 9))];
  if (digits[0] === 0 && digits[1] === 0) digits[1] = rng.int(1, 9);
  const sum = digits.reduce((s, d, i) => s + d * (8 - i), 0);
  return digits.join('') + String((11 - (sum % 11)) % 10);
}

/** Rodné číslo: YYMMDD/SSSC (women +50 on the month); nine digits for births before 1954. */
function birthNumber(rng: Rng, birthDate: string, sexId: number): string {
  const [y, m, d] = birthDate.split('-').map(Number) as [number, number, number];
  const head = `${pad(y % 100, 2)}${pad(m + (sexId === SEX.female ? 50 : 0), 2)}${pad(d, 2)}`;
  const drawn = rng.int(0, 999);
  if (y < 1954) return `${head}/${pad(drawn, 3)}`;
  // A remainder of 10 (written with a final 0) is valid only for births before 1986: the next
  // serial instead, whose remainder is 9, so that every seeded person can be edited as it is.
  const serial = Number(`${head}${pad(drawn, 3)}`) % 11 === 10 && y >= 1986 ? (drawn + 1) % 1000 : drawn;
  const check = Number(`${head}${pad(serial, 3)}`) % 11;
  return `${head}/${pad(serial, 3)}${check === 10 ? 0 : check}`;
}

// ---------------------------------------------------------------------------------------------
// Seasons

export interface SeasonPlan {
  name: string;
  validFrom: string;
  validTill: string;
  stateId: number;
}

/** Previous, current and next season around `today` (a season runs 1 July - 30 June). */
export function seasonsAround(today: string): SeasonPlan[] {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(today);
  if (!match) throw new Error(`today must be an ISO date (YYYY-MM-DD), got "${today}"`);
  const year = Number(match[1]);
  const start = Number(match[2]) >= 7 ? year : year - 1;
  const states = [SEASON_STATE.closed, SEASON_STATE.active, SEASON_STATE.prepared];
  return [start - 1, start, start + 1].map((s, i) => ({
    name: `${s}/${s + 1}`,
    validFrom: `${s}-07-01`,
    validTill: `${s + 1}-06-30`,
    stateId: states[i] as number,
  }));
}

// ---------------------------------------------------------------------------------------------
// Clubs

export interface ClubPlan {
  registrationNumber: string;
  name: string;
  officialName: string;
  identificationNumber: string;
  taxIdentificationNumber: string | null;
  federationUnitId: number;
  clubTypeId: number;
  email: string;
  phone: string;
  web: string | null;
  contactPerson: string | null;
  street: string;
  landRegistryNumber: string;
  houseNumber: string | null;
  cityPart: string | null;
  city: string;
  zip: string;
  /** District name, matched against the districts table at seed time. */
  district: string;
  /** Members in the current season, roughly. */
  size: number;
  /** Seasons (0 previous, 1 current, 2 next) the club is registered for. */
  seasons: number[];
  place: Place;
}

function clubPlaceLabel(rng: Rng, place: Place): string {
  if (!place.part) return place.short ?? place.town;
  if (place.town === 'Praha') return rng.chance(0.45) ? place.part : `Praha-${place.part}`;
  return `${place.town}-${place.part}`;
}

/** The ~80 clubs. Pure: the same list on every call. */
export function buildClubs(): ClubPlan[] {
  const rng = stream(DEMO_SEED, 'clubs');
  const names = new Set<string>();
  const icos = new Set<string>();
  const clubs: Omit<ClubPlan, 'registrationNumber' | 'size' | 'seasons'>[] = [];

  for (const unit of UNIT_PLACES) {
    const [first, ...rest] = unit.places;
    if (!first) continue;
    const generated = unit.clubCount - unit.specials.length;
    const chosen = [first, ...rng.shuffle([...rest]).slice(0, generated - 1)];
    const entries: { name: string; officialName: string; clubTypeId: number; place: Place }[] = unit.specials.map(
      (s) => ({ ...s }),
    );
    for (const s of unit.specials) names.add(s.name);
    for (const place of chosen) {
      for (let attempt = 0; ; attempt++) {
        const pattern = rng.weighted(
          CLUB_PATTERNS,
          CLUB_PATTERNS.map((p) => p.weight),
        );
        const tj = rng.pick(unit.tjNames);
        const label = clubPlaceLabel(rng, place);
        const name = pattern.name.replace('{tj}', tj).replace('{p}', label);
        if (names.has(name) && attempt < 20) continue;
        const officialLabel = place.part ? label : place.town;
        names.add(name);
        entries.push({
          name,
          officialName: pattern.official.replace('{tj}', tj).replace('{p}', officialLabel),
          clubTypeId: pattern.clubTypeId,
          place,
        });
        break;
      }
    }
    for (const entry of entries) {
      let ico = identificationNumber(rng);
      while (icos.has(ico)) ico = identificationNumber(rng);
      icos.add(ico);
      const s = slug(entry.name);
      const ownDomain = rng.chance(0.55);
      clubs.push({
        name: entry.name,
        officialName: entry.officialName,
        identificationNumber: ico,
        taxIdentificationNumber: entry.clubTypeId === CLUB_TYPE.company || rng.chance(0.3) ? `CZ${ico}` : null,
        federationUnitId: unit.unitId,
        clubTypeId: entry.clubTypeId,
        email: ownDomain ? `${rng.pick(['info', 'info', 'kontakt', 'badminton'])}@${s}.cz` : `${s}@seznam.cz`,
        phone: phone(rng),
        web: ownDomain ? `https://www.${s}.cz` : rng.chance(0.2) ? `https://${s}.webnode.cz` : null,
        contactPerson: null,
        street: rng.pick(STREETS),
        landRegistryNumber: String(rng.int(1, 3200)),
        houseNumber: rng.chance(0.5) ? String(rng.int(1, 60)) : null,
        cityPart: entry.place.part ?? null,
        city: entry.place.town,
        zip: entry.place.zip,
        district: entry.place.district,
        place: entry.place,
      });
    }
  }

  // Uneven sizes (log-normal), scaled to PERSON_COUNT in total, at least 10 members each.
  const weights = clubs.map(() => Math.exp(0.8 * rng.normal()));
  const total = weights.reduce((s, w) => s + w, 0);
  const minimum = 10;
  const spare = PERSON_COUNT - minimum * clubs.length;
  const exact = weights.map((w) => (w / total) * spare);
  const sizes = exact.map((x) => minimum + Math.floor(x));
  let missing = PERSON_COUNT - sizes.reduce((s, n) => s + n, 0);
  const byRemainder = exact.map((x, i) => [x - Math.floor(x), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of byRemainder) {
    if (missing-- <= 0) break;
    sizes[i] = (sizes[i] ?? 0) + 1;
  }

  // Registration numbers in a mixed order, as clubs joined over the years.
  const order = rng.shuffle(clubs.map((_, i) => i));
  const notRenewed = new Set(rng.sample(order.slice(10), 6));
  return order.map((i, n) => ({
    ...(clubs[i] as (typeof clubs)[number]),
    registrationNumber: `CB-${pad(n + 1, 4)}`,
    size: sizes[i] ?? minimum,
    seasons: notRenewed.has(i) ? [0, 1] : [0, 1, 2],
  }));
}

/** The clubs of the demo accounts: club@ manages two, clubro@ reads one. */
export function demoClubChoice(clubs: readonly ClubPlan[]): { managed: [number, number]; readOnly: number } {
  const bySize = (unitId: number) =>
    clubs
      .map((c, i) => ({ c, i }))
      .filter(({ c }) => c.federationUnitId === unitId && c.seasons.length === 3)
      .sort((a, b) => b.c.size - a.c.size || a.i - b.i)
      .map(({ i }) => i);
  const praha = bySize(FEDERATION_UNIT.praha);
  const jm = bySize(FEDERATION_UNIT.jihomoravsky);
  return { managed: [praha[0] ?? 0, praha[1] ?? 1], readOnly: jm[0] ?? 2 };
}

// ---------------------------------------------------------------------------------------------
// Persons

export interface PersonPlan {
  registrationNumber: string;
  firstName: string;
  lastName: string;
  title: string | null;
  birthDate: string;
  birthNumber: string | null;
  sexId: number;
  nationalityId: number;
  federationUnitId: number;
  email: string | null;
  phone: string | null;
  isContactPublic: boolean;
  gdprConsentDate: string | null;
  street: string | null;
  city: string | null;
  zip: string | null;
  legalRepresentativeFirstName: string | null;
  legalRepresentativeLastName: string | null;
  legalRepresentativeEmail: string | null;
  legalRepresentativePhone: string | null;
  hasRefereeJournal: boolean;
}

/** Planning facts about a person that are not columns. */
interface PersonFacts {
  homeClub: number;
  birthYear: number;
  isAdult: boolean;
  isCzech: boolean;
  /** Club index per season (previous, current, next), null = no membership. */
  clubs: (number | null)[];
  states: number[];
  athlete: boolean;
  coachLevel: number | null;
  refereeLevel: number | null;
  official: boolean;
  /** A foreign player registered as a hosting foreigner. */
  hostingForeigner: boolean;
}

function firstName(rng: Rng, names: FirstNames, birthYear: number): string {
  if (birthYear < 1985 && rng.chance(0.55)) return rng.pick(names.classic);
  if (birthYear > 1995 && rng.chance(0.55)) return rng.pick(names.modern);
  return rng.pick(names.common);
}

function birthYear(rng: Rng): number {
  // Skewed young: over half are juniors born 2004-2018 (peak around 2011), the adults thin out
  // towards 1950.
  if (rng.chance(0.56)) return 2004 + Math.round(((rng.next() + rng.next()) / 2) * 14);
  return 2003 - Math.floor(54 * rng.next() ** 1.7);
}

function personEmail(rng: Rng, first: string, last: string, used: Set<string>): string {
  const domain = rng.weighted(EMAIL_DOMAINS, EMAIL_DOMAIN_WEIGHTS);
  const base = rng.chance(0.7) ? `${ascii(first)}.${ascii(last)}` : `${ascii(last)}.${ascii(first)}`;
  let email = `${base.replace(/[^a-z.]/g, '')}@${domain}`;
  while (used.has(email)) email = `${base.replace(/[^a-z.]/g, '')}${rng.int(1, 99)}@${domain}`;
  used.add(email);
  return email;
}

function personStreet(rng: Rng): string {
  const n = rng.int(1, 2800);
  return `${rng.pick(STREETS)} ${rng.chance(0.5) ? `${n}/${rng.int(1, 80)}` : n}`;
}

function makePerson(
  rng: Rng,
  club: ClubPlan,
  unitTowns: readonly Place[],
  usedEmails: Set<string>,
): { person: Omit<PersonPlan, 'registrationNumber'>; facts: PersonFacts; alpha3: string; surname: Surname } {
  const sexId = rng.chance(0.56) ? SEX.male : SEX.female;
  const isMale = sexId === SEX.male;
  const foreign = rng.chance(0.015) ? rng.weighted(FOREIGN_NAMES, [4, 3, 3]) : null;
  const year = birthYear(rng);
  const month = rng.int(1, 12);
  const day = rng.int(1, new Date(Date.UTC(year, month, 0)).getUTCDate());
  const birthDate = `${year}-${pad(month, 2)}-${pad(day, 2)}`;
  const isAdult = year <= ADULT_BORN_BY;

  const surname = foreign ? rng.pick(foreign.surnames) : rng.pick(CZECH_SURNAMES);
  const first = foreign
    ? rng.pick(isMale ? foreign.male : foreign.female)
    : firstName(rng, isMale ? CZECH_MALE_NAMES : CZECH_FEMALE_NAMES, year);
  const last = isMale ? surname[0] : surname[1];

  const home = rng.chance(0.85) ? club.place : rng.pick(unitTowns);
  const hasAddress = rng.chance(0.75);
  const consentFrom = birthDate > '2018-05-25' ? birthDate : '2018-05-25';
  const hasRepresentative = !isAdult && rng.chance(0.7);
  const parentMale = rng.chance(0.4);
  const parentFirst = firstName(rng, parentMale ? CZECH_MALE_NAMES : CZECH_FEMALE_NAMES, 1980);

  const person: Omit<PersonPlan, 'registrationNumber'> = {
    firstName: first,
    lastName: last,
    title: isAdult && year <= 1998 && rng.chance(0.08) ? rng.weighted(ACADEMIC_TITLES, ACADEMIC_TITLE_WEIGHTS) : null,
    birthDate,
    birthNumber: !foreign && rng.chance(0.8) ? birthNumber(rng, birthDate, sexId) : null,
    sexId,
    nationalityId: foreign ? foreign.countryId : CZE,
    federationUnitId: club.federationUnitId,
    email: isAdult && rng.chance(0.92) ? personEmail(rng, first, last, usedEmails) : null,
    phone: isAdult && rng.chance(0.85) ? phone(rng) : null,
    isContactPublic: false,
    gdprConsentDate: rng.chance(0.88) ? randomDate(rng, consentFrom, '2025-06-30') : null,
    street: hasAddress ? personStreet(rng) : null,
    city: hasAddress ? home.town : null,
    zip: hasAddress ? home.zip : null,
    legalRepresentativeFirstName: hasRepresentative ? parentFirst : null,
    legalRepresentativeLastName: hasRepresentative ? (parentMale ? surname[0] : surname[1]) : null,
    legalRepresentativeEmail: hasRepresentative
      ? personEmail(rng, parentFirst, parentMale ? surname[0] : surname[1], usedEmails)
      : null,
    legalRepresentativePhone: hasRepresentative ? phone(rng) : null,
    hasRefereeJournal: false,
  };
  const facts: PersonFacts = {
    homeClub: -1,
    birthYear: year,
    isAdult,
    isCzech: !foreign,
    clubs: [],
    states: [],
    athlete: false,
    coachLevel: null,
    refereeLevel: null,
    official: false,
    hostingForeigner: false,
  };
  return { person, facts, alpha3: foreign?.alpha3 ?? 'CZE', surname };
}

// ---------------------------------------------------------------------------------------------
// Roles, boards, users

export interface RolePlan {
  person: number;
  typeId: number;
  club: number | null;
  /** A number in [0, 1) that picks the level among those of the role type (seed.ts). */
  levelPick: number | null;
  /** Or the level's code (club officials, board seats). */
  levelCode: string | null;
  approvalStateId: number;
  /** 0 previous, 1 current, 2 next; null for board seats. */
  season: number | null;
  board: number | null;
  title: string | null;
  note: string | null;
  participationCompetitions: boolean;
  /** Board seats only (season roles take the season's bounds). */
  validFrom: string | null;
  validTill: string | null;
}

export interface BoardPlan {
  name: string;
  priority: number;
  isExecutive: boolean;
  validFrom: string;
  validTill: string | null;
}

export interface UserRolePlan {
  typeId: number;
  claims: ({ claimType: 'club'; club: number } | { claimType: 'federationUnit'; unitId: number })[];
}

export interface UserPlan {
  userName: string;
  firstName: string;
  lastName: string;
  isActive: boolean;
  currentClub: number | null;
  assignPerson: number | null;
  roles: UserRolePlan[];
}

export interface DemoPlan {
  seasons: SeasonPlan[];
  clubs: ClubPlan[];
  persons: PersonPlan[];
  roles: RolePlan[];
  boards: BoardPlan[];
  users: UserPlan[];
}

function role(person: number, typeId: number, rest: Partial<RolePlan>): RolePlan {
  return {
    person,
    typeId,
    club: null,
    levelPick: null,
    levelCode: null,
    approvalStateId: APPROVAL_STATE.approved,
    season: null,
    board: null,
    title: null,
    note: null,
    participationCompetitions: false,
    validFrom: null,
    validTill: null,
    ...rest,
  };
}

/** The whole demo federation. Everything but the seasons and board dates is independent of `today`. */
export function buildPlan(today: string): DemoPlan {
  const seasons = seasonsAround(today);
  const clubs = buildClubs();

  // Persons, club by club, then in a mixed order with random registration numbers.
  const prng = stream(DEMO_SEED, 'persons');
  const usedEmails = new Set<string>();
  const made: ReturnType<typeof makePerson>[] = [];
  clubs.forEach((club, c) => {
    const towns = UNIT_PLACES.find((u) => u.unitId === club.federationUnitId)?.places ?? [club.place];
    for (let k = 0; k < club.size; k++) {
      const m = makePerson(prng, club, towns, usedEmails);
      m.facts.homeClub = c;
      made.push(m);
    }
  });
  prng.shuffle(made);
  const usedNumbers = new Set<number>();
  const persons: PersonPlan[] = made.map((m) => {
    let n = prng.int(100_000, 999_999);
    while (usedNumbers.has(n)) n = prng.int(100_000, 999_999);
    usedNumbers.add(n);
    const registrationNumber = `${m.alpha3} ${String(n).slice(0, 3)}-${String(n).slice(3)}`;
    return { registrationNumber, ...m.person };
  });
  const facts = made.map((m) => m.facts);

  // Memberships per season, with joins, leavers and a few transfers.
  const rng = stream(DEMO_SEED, 'memberships');
  const clubsOfUnit = (unitId: number) =>
    clubs.map((c, i) => (c.federationUnitId === unitId ? i : -1)).filter((i) => i >= 0);
  const otherClub = (from: number, season: number): number => {
    const unit = clubs[from]?.federationUnitId ?? FEDERATION_UNIT.praha;
    const options = (rng.chance(0.75) ? clubsOfUnit(unit) : clubs.map((_, i) => i)).filter(
      (i) => i !== from && clubs[i]?.seasons.includes(season),
    );
    return options.length ? rng.pick(options) : from;
  };
  for (const f of facts) {
    const home = f.homeClub;
    const r = rng.next();
    const joinChance = f.birthYear >= 2013 ? 0.18 : 0.07;
    let pattern: [boolean, boolean, boolean];
    if (r < joinChance) pattern = [false, true, true];
    else if (r < joinChance + 0.02) pattern = [false, false, true];
    else if (r < joinChance + 0.06) pattern = [true, false, false];
    else if (r < joinChance + 0.15) pattern = [true, true, false];
    else pattern = [true, true, true];
    const homeHasNext = clubs[home]?.seasons.includes(2) ?? false;
    // A newcomer to a club that has not renewed joins in the current season instead.
    if (!homeHasNext && !pattern[0] && !pattern[1]) pattern = [false, true, false];
    const prev = pattern[0] ? (pattern[1] && rng.chance(0.03) ? otherClub(home, 0) : home) : null;
    let next: number | null = pattern[2] ? home : null;
    let transferNext = false;
    if (next !== null && (!homeHasNext || rng.chance(0.02))) {
      next = homeHasNext || rng.chance(0.5) ? otherClub(home, 2) : null;
      transferNext = next !== null;
    }
    f.clubs = [prev, pattern[1] ? home : null, next];
    const nextState = transferNext
      ? APPROVAL_STATE.waiting
      : !pattern[1]
        ? rng.pick([APPROVAL_STATE.waiting, APPROVAL_STATE.draft])
        : rng.weighted([APPROVAL_STATE.approved, APPROVAL_STATE.waiting, APPROVAL_STATE.draft], [62, 26, 12]);
    f.states = [
      APPROVAL_STATE.approved,
      rng.chance(0.015) ? APPROVAL_STATE.waiting : APPROVAL_STATE.approved,
      nextState,
    ];
    f.athlete = rng.chance(f.birthYear >= 2004 ? 0.92 : f.birthYear >= 1985 ? 0.65 : 0.3);
    f.hostingForeigner = !f.isCzech && f.athlete && rng.chance(0.5);
    if (f.isAdult && f.birthYear <= 2004 && rng.chance(0.07)) f.coachLevel = rng.next();
    if (f.isAdult && f.birthYear <= 2005 && f.birthYear >= 1955 && rng.chance(0.045)) f.refereeLevel = rng.next();
  }
  facts.forEach((f, p) => {
    const person = persons[p];
    if (person && f.refereeLevel !== null) person.hasRefereeJournal = rng.chance(0.6);
  });

  // Club officials: 1-3 adults of the club in the current season.
  const officials: { person: number; club: number; note: string; levelCode: string }[] = [];
  const adultsByClub = clubs.map((): number[] => []);
  facts.forEach((f, p) => {
    const club = f.clubs[1];
    if (f.isAdult && f.birthYear <= 1998 && club !== null && club !== undefined) adultsByClub[club]?.push(p);
  });
  clubs.forEach((club, c) => {
    const candidates = adultsByClub[c] ?? [];
    const count = Math.min(candidates.length, club.size >= 60 ? 3 : club.size >= 25 ? 2 : 1);
    rng.sample(candidates, count).forEach((p, k) => {
      const person = persons[p] as PersonPlan;
      const office = CLUB_OFFICIALS[k] ?? CLUB_OFFICIALS[CLUB_OFFICIALS.length - 1];
      if (!office) return;
      const note = office.titles[person.sexId === SEX.male ? 0 : 1];
      officials.push({ person: p, club: c, note, levelCode: office.code });
      (facts[p] as PersonFacts).official = true;
      if (k === 0) club.contactPerson = `${person.firstName} ${person.lastName}`;
    });
    if (!club.contactPerson) {
      const surname = rng.pick(CZECH_SURNAMES);
      club.contactPerson = `${rng.pick(CZECH_MALE_NAMES.common)} ${surname[0]}`;
    }
  });

  // Season roles, season by season.
  const roles: RolePlan[] = [];
  for (let s = 0; s < 3; s++) {
    facts.forEach((f, p) => {
      const club = f.clubs[s];
      if (club === null || club === undefined) return;
      const approvalStateId = f.states[s] ?? APPROVAL_STATE.approved;
      const base = { club, season: s, approvalStateId };
      roles.push(role(p, PERSON_ROLE_TYPE.CLUB_MEMBER, base));
      if (f.athlete) roles.push(role(p, PERSON_ROLE_TYPE.ATHLETE, { ...base, participationCompetitions: true }));
      if (f.hostingForeigner) roles.push(role(p, PERSON_ROLE_TYPE.HOSTING_FOREIGNER, base));
      if (f.coachLevel !== null) roles.push(role(p, PERSON_ROLE_TYPE.COACH, { ...base, levelPick: f.coachLevel }));
      if (f.refereeLevel !== null)
        roles.push(role(p, PERSON_ROLE_TYPE.REFEREE, { ...base, levelPick: f.refereeLevel }));
    });
    for (const o of officials) {
      const f = facts[o.person] as PersonFacts;
      if (f.clubs[s] !== o.club) continue;
      roles.push(
        role(o.person, PERSON_ROLE_TYPE.CLUB_OFFICIAL, {
          club: o.club,
          season: s,
          approvalStateId: f.states[s] ?? APPROVAL_STATE.approved,
          note: o.note,
          levelCode: o.levelCode,
        }),
      );
    }
    if (s === 1) {
      facts.forEach((f, p) => {
        if (f.isAdult && f.clubs[1] !== null && rng.chance(0.02))
          roles.push(role(p, PERSON_ROLE_TYPE.VOLUNTEER, { club: f.clubs[1], season: 1 }));
      });
    }
  }

  // Boards of the federation and their seats.
  const brng = stream(DEMO_SEED, 'boards');
  const p0 = Number(seasons[0]?.validFrom.slice(0, 4));
  const boards: BoardPlan[] = BOARD_TEMPLATES.map((t) => ({
    name: t.name,
    priority: t.priority,
    isExecutive: t.isExecutive,
    validFrom: t.from(p0),
    validTill: t.till(p0),
  }));
  const seated = new Set<number>();
  const eligible = (p: number) => {
    const f = facts[p] as PersonFacts;
    const person = persons[p] as PersonPlan;
    return f.isAdult && f.isCzech && f.birthYear <= 1995 && person.email !== null && person.phone !== null;
  };
  const everyone = persons.map((_, p) => p).filter(eligible);
  BOARD_TEMPLATES.forEach((t, b) => {
    const preferred = everyone.filter((p) => {
      const f = facts[p] as PersonFacts;
      if (t.kind === 'officials') return f.official;
      if (t.kind === 'referees') return f.refereeLevel !== null;
      if (t.kind === 'coaches') return f.coachLevel !== null;
      return true;
    });
    const pool = brng.shuffle(preferred.filter((p) => !seated.has(p)));
    const fallback = brng.shuffle(everyone.filter((p) => !seated.has(p)));
    const board = boards[b] as BoardPlan;
    t.seats.forEach((seat) => {
      const p = pool.find((q) => !seated.has(q)) ?? fallback.find((q) => !seated.has(q));
      if (p === undefined) return;
      seated.add(p);
      const person = persons[p] as PersonPlan;
      const title = SEATS[seat].titles[person.sexId === SEX.male ? 0 : 1];
      if (board.validTill === null || board.validTill >= (seasons[1]?.validFrom ?? '')) {
        if (seat !== 'member' || brng.chance(0.3)) person.isContactPublic = true;
      }
      roles.push(
        role(p, PERSON_ROLE_TYPE.BOARD_MEMBER, {
          board: b,
          title,
          levelCode: SEATS[seat].code,
          validFrom: board.validFrom,
          validTill: board.validTill,
        }),
      );
    });
  });

  // Users: the six demo accounts and a few more so that lists are not trivial.
  const urng = stream(DEMO_SEED, 'users');
  const { managed, readOnly } = demoClubChoice(clubs);
  const memberPerson = facts.findIndex(
    (f, p) =>
      f.isAdult &&
      f.isCzech &&
      f.birthYear >= 1975 &&
      f.birthYear <= 2000 &&
      f.athlete &&
      f.clubs.every((c) => c === managed[0]) &&
      f.states.every((s) => s === APPROVAL_STATE.approved) &&
      !seated.has(p) &&
      persons[p]?.email !== null,
  );
  const member = persons[memberPerson];
  const users: UserPlan[] = [
    demoUser('admin', 'Tomáš', 'Malý', [{ typeId: USER_ROLE_TYPE.Administrator, claims: [] }]),
    demoUser('expert', 'Jana', 'Horáková', [{ typeId: USER_ROLE_TYPE.AdminExpertCommission, claims: [] }]),
    demoUser('unit', 'Martin', 'Kolář', [
      {
        typeId: USER_ROLE_TYPE.FedUnitManager,
        claims: [{ claimType: 'federationUnit', unitId: FEDERATION_UNIT.praha }],
      },
    ]),
    {
      ...demoUser(
        'club',
        'Lucie',
        'Benešová',
        managed.map((club) => ({
          typeId: USER_ROLE_TYPE.ClubManager,
          claims: [{ claimType: 'club' as const, club }],
        })),
      ),
      currentClub: managed[0],
    },
    {
      ...demoUser('clubro', 'Pavel', 'Urban', [
        { typeId: USER_ROLE_TYPE.ClubManagerReadOnly, claims: [{ claimType: 'club', club: readOnly }] },
      ]),
      currentClub: readOnly,
    },
    {
      ...demoUser('member', member?.firstName ?? 'Karel', member?.lastName ?? 'Novotný', [
        { typeId: USER_ROLE_TYPE.PersonalMember, claims: [] },
      ]),
      assignPerson: memberPerson >= 0 ? memberPerson : null,
    },
  ];
  const taken = new Set(users.map((u) => u.userName));
  const extraUser = (roles: UserRolePlan[], currentClub: number | null, isActive = true) => {
    const male = urng.chance(0.5);
    const surname = urng.pick(CZECH_SURNAMES);
    const first = urng.pick((male ? CZECH_MALE_NAMES : CZECH_FEMALE_NAMES).common);
    const last = male ? surname[0] : surname[1];
    let userName = `${ascii(first)}.${ascii(last)}@fedra.test`;
    while (taken.has(userName)) userName = `${ascii(first)}.${ascii(last)}${urng.int(2, 9)}@fedra.test`;
    taken.add(userName);
    users.push({ userName, firstName: first, lastName: last, isActive, currentClub, assignPerson: null, roles });
  };
  for (const unitId of [FEDERATION_UNIT.stredocesky, FEDERATION_UNIT.jihomoravsky, FEDERATION_UNIT.moravskoslezsky]) {
    extraUser([{ typeId: USER_ROLE_TYPE.FedUnitManager, claims: [{ claimType: 'federationUnit', unitId }] }], null);
  }
  extraUser([{ typeId: USER_ROLE_TYPE.AdminExpertCommissionReadOnly, claims: [] }], null);
  const used = new Set<number>([...managed, readOnly]);
  const others = clubs
    .map((c, i) => ({ c, i }))
    .filter(({ i }) => !used.has(i))
    .sort((a, b) => b.c.size - a.c.size || a.i - b.i)
    .slice(0, 6);
  others.forEach(({ i }, k) => {
    extraUser([{ typeId: USER_ROLE_TYPE.ClubManager, claims: [{ claimType: 'club', club: i }] }], i, k !== 5);
  });

  return { seasons, clubs, persons, roles, boards, users };
}

function demoUser(name: string, firstName: string, lastName: string, roles: UserRolePlan[]): UserPlan {
  return {
    userName: `${name}@fedra.test`,
    firstName,
    lastName,
    isActive: true,
    currentClub: null,
    assignPerson: null,
    roles,
  };
}
