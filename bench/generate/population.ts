// The persons' plan in typed arrays: who they are (sex, birth, home club) and their career in
// the federation (up to three club stints, whether they are active today, which season roles
// they hold). One pass builds it; the person rows, the role rows and the users read it.

import { PERSON_ROLE_TYPE } from '../../apps/server/src/db/reference-ids';
import { FOREIGN_NAMES, LEVEL_WEIGHTS } from '../../apps/server/src/demo/data';
import type { ClubSet } from './clubs';
import { dayOf, yearStart } from './dates';
import { Draws, Weighted } from './random';
import type { Reference } from './reference';
import { type SeasonFrame, seasonIndexOf } from './seasons';

/** stintTill of a membership with no end. */
export const NO_END = 0x7fffffff;
export const MAX_STINTS = 3;

export const FLAG = {
  male: 1,
  active: 2,
  athleteNow: 4,
  athleteNext: 8,
  hosting: 16,
  volunteer: 32,
  athleteEver: 64,
  para: 128,
  refereeJournal: 256,
} as const;

/** Salts of the per-person draw sequences. */
export const SALT = { core: 1, career: 2, name: 3, details: 4, roles: 5 } as const;

const CAREER_START = dayOf('1995-09-01');
const FOREIGN_PICK = new Weighted(FOREIGN_NAMES.map((_, i) => [4, 3, 3][i] ?? 1));

export interface Population {
  count: number;
  /** Person i has id firstId + i. */
  firstId: number;
  birthDay: Int32Array;
  birthYear: Int16Array;
  flags: Uint16Array;
  /** Index into FOREIGN_NAMES, -1 for Czech. */
  foreign: Int8Array;
  /** The club of the last stint (index into ClubSet.list). */
  homeClub: Int32Array;
  stints: Uint8Array;
  /** Per person MAX_STINTS slots: club index, first and last day (NO_END: open). */
  stintClub: Int32Array;
  stintFrom: Int32Array;
  stintTill: Int32Array;
  /** 1-based index into the type's levels; 0 = not a coach / referee. */
  coachLevel: Uint8Array;
  refereeLevel: Uint8Array;
  /** Club office (index into CLUB_OFFICIALS), -1 none. */
  office: Int8Array;
  /** Approval state of the next season's player registration. */
  nextState: Uint8Array;
  /** Persons holding a club office, per club index. */
  officials: Map<number, number[]>;
  coaches: number[];
  referees: number[];
  /** Candidate rows by tier: memberships, this (and next) season's roles, past season roles. */
  tiers: { memberships: number; seasonRoles: number; pastRoles: number };
}

/** Levels of a role type weighted like the demo: most coaches and referees hold entry levels. */
export function levelPicker(ref: Reference, typeId: number): Weighted | null {
  const levels = ref.levels.get(typeId) ?? [];
  return levels.length ? new Weighted(levels.map((l) => LEVEL_WEIGHTS[l.code] ?? 1)) : null;
}

/** Days in `years` years, near enough for ages. */
const yearsOfDays = (years: number) => Math.round(years * 365.25);

function birthOf(d: Draws): { day: number; year: number } {
  // Half juniors born 2005-2020 (peak around 2012), the adults thinning out towards 1940.
  const year = d.chance(0.5)
    ? 2005 + Math.round(((d.next() + d.next()) / 2) * 15)
    : 2004 - Math.floor(65 * d.next() ** 1.6);
  const start = yearStart(year);
  return { day: start + Math.floor(d.next() * (yearStart(year + 1) - start)), year };
}

/** First day of a past season role: the season's start or the join day. */
export function pastSeasonRange(frame: SeasonFrame, p: Population, i: number) {
  const n = p.stints[i] as number;
  const first = p.stintFrom[i * MAX_STINTS] as number;
  const lastTill = p.stintTill[i * MAX_STINTS + n - 1] as number;
  const active = ((p.flags[i] as number) & FLAG.active) !== 0;
  const from = Math.max(0, seasonIndexOf(frame, first));
  const lastDay = active ? NO_END : lastTill;
  const to = Math.min(frame.current - 1, lastDay === NO_END ? frame.list.length : seasonIndexOf(frame, lastDay));
  return { from, to, first, lastDay };
}

export function planPopulation(
  count: number,
  seed: number,
  ref: Reference,
  clubs: ClubSet,
  frame: SeasonFrame,
): Population {
  const p: Population = {
    count,
    firstId: ref.maxIds.persons + 1,
    birthDay: new Int32Array(count),
    birthYear: new Int16Array(count),
    flags: new Uint16Array(count),
    foreign: new Int8Array(count),
    homeClub: new Int32Array(count),
    stints: new Uint8Array(count),
    stintClub: new Int32Array(count * MAX_STINTS),
    stintFrom: new Int32Array(count * MAX_STINTS),
    stintTill: new Int32Array(count * MAX_STINTS),
    coachLevel: new Uint8Array(count),
    refereeLevel: new Uint8Array(count),
    office: new Int8Array(count),
    nextState: new Uint8Array(count),
    officials: new Map(),
    coaches: [],
    referees: [],
    tiers: { memberships: 0, seasonRoles: 0, pastRoles: 0 },
  };
  const today = ref.today;
  const current = frame.list[frame.current] as { from: number; till: number };
  const hasNext = frame.current + 1 < frame.list.length;
  const coachLevels = levelPicker(ref, PERSON_ROLE_TYPE.COACH);
  const refereeLevels = levelPicker(ref, PERSON_ROLE_TYPE.REFEREE);
  // Club offices: 1-3 per club by size; the median club weighs 1.
  const officeQuota = Uint8Array.from(clubs.weights, (w) => (w > 6 ? 3 : w > 1.5 ? 2 : 1));
  const officeCount = new Uint8Array(clubs.list.length);
  const clubCount = clubs.list.length;
  const d = new Draws(seed);

  for (let i = 0; i < count; i++) {
    d.reset(i, SALT.core);
    let flags = d.chance(0.56) ? FLAG.male : 0;
    const foreign = d.chance(0.02) ? FOREIGN_PICK.index(d.next()) : -1;
    const { day: birth, year } = birthOf(d);
    const home = clubs.bySize.index(d.next());
    if (d.chance(0.01)) flags |= FLAG.para;
    p.birthDay[i] = birth;
    p.birthYear[i] = year;
    p.foreign[i] = foreign;
    p.homeClub[i] = home;

    // The career: joined on `join`, active today or left on `end`, in one to three clubs.
    d.reset(i, SALT.career);
    let earliest = Math.max(birth + yearsOfDays(6), CAREER_START);
    if (earliest > today - 30) earliest = Math.min(today - 30, Math.max(birth + yearsOfDays(4), today - 700));
    const join = today - Math.floor((today - earliest) * d.next() ** 1.4);
    const active = join >= current.from - 30 || d.chance(year >= 2004 ? 0.88 : 0.84);
    let end: number;
    if (active) end = d.chance(0.9) ? NO_END : current.till;
    else end = join + 30 + Math.floor((current.from - 1 - (join + 30)) * d.next());
    const last = active ? today : end;
    const span = last - join;
    const r = d.next();
    let n = span > 730 ? (r < 0.7 ? 1 : r < 0.93 ? 2 : 3) : span > 365 ? (r < 0.85 ? 1 : 2) : 1;
    const lo = join + 120;
    const hi = last - 30;
    const cuts: number[] = [];
    if (n > 1 && hi > lo) {
      for (let k = 1; k < n; k++) cuts.push(lo + Math.floor((hi - lo) * d.next()));
      cuts.sort((a, b) => a - b);
      if (cuts[0] === cuts[1]) cuts.length = 1;
    } else cuts.length = 0;
    n = cuts.length + 1;
    const base = i * MAX_STINTS;
    let club = home;
    for (let k = n - 1; k >= 0; k--) {
      if (k < n - 1) {
        const unit = clubs.byUnit.get(clubs.list[club]?.unitId ?? -1);
        let other = club;
        for (let attempt = 0; attempt < 3 && other === club; attempt++) {
          other =
            unit && d.chance(0.75) ? (unit.indices[unit.pick.index(d.next())] as number) : clubs.bySize.index(d.next());
        }
        club = other === club ? (club + 1) % clubCount : other;
      }
      p.stintClub[base + k] = club;
      p.stintFrom[base + k] = k === 0 ? join : (cuts[k - 1] as number);
      p.stintTill[base + k] = k === n - 1 ? end : (cuts[k] as number) - 1;
    }
    p.stints[i] = n;

    if (active) flags |= FLAG.active;
    const athleteChance = year >= 2004 ? 0.6 : year >= 1985 ? 0.32 : 0.1;
    if (active && d.chance(athleteChance)) {
      flags |= FLAG.athleteNow;
      if (hasNext && d.chance(0.12)) {
        flags |= FLAG.athleteNext;
        const s = d.next();
        p.nextState[i] = s < 0.15 ? 3 : s < 0.75 ? 2 : 1;
      }
      if (foreign >= 0 && d.chance(0.5)) flags |= FLAG.hosting;
    }
    if (coachLevels && year <= 2004 && d.chance(0.05)) p.coachLevel[i] = coachLevels.index(d.next()) + 1;
    if (refereeLevels && year >= 1955 && year <= 2005 && d.chance(0.035)) {
      p.refereeLevel[i] = refereeLevels.index(d.next()) + 1;
      if (d.chance(0.6)) flags |= FLAG.refereeJournal;
    }
    if (active && year <= 2006 && d.chance(0.02)) flags |= FLAG.volunteer;
    if (d.chance(year >= 2000 ? 0.8 : year >= 1975 ? 0.55 : 0.3)) flags |= FLAG.athleteEver;
    p.office[i] = -1;
    if (active && year <= 1998 && (officeCount[home] as number) < (officeQuota[home] as number) && d.chance(0.25)) {
      p.office[i] = officeCount[home] as number;
      officeCount[home] = (officeCount[home] as number) + 1;
      const list = p.officials.get(home);
      if (list) list.push(i);
      else p.officials.set(home, [i]);
    }
    p.flags[i] = flags;
    if (active && p.coachLevel[i]) p.coaches.push(i);
    if (active && p.refereeLevel[i]) p.referees.push(i);

    p.tiers.memberships += n;
    p.tiers.pastRoles += pastRoleCount(p, frame, i);
    p.tiers.seasonRoles += seasonRoleCount(p, i);
  }
  return p;
}

/** A person's rows in the current and next season (players, coaches, referees, officials...). */
export function seasonRoleCount(p: Population, i: number): number {
  const f = p.flags[i] as number;
  if (!(f & FLAG.active)) return 0;
  return (
    (f & FLAG.athleteNow ? 1 : 0) +
    (f & FLAG.athleteNext ? 1 : 0) +
    (f & FLAG.hosting ? 1 : 0) +
    (f & FLAG.volunteer ? 1 : 0) +
    (p.coachLevel[i] ? 1 : 0) +
    (p.refereeLevel[i] ? 1 : 0) +
    ((p.office[i] as number) >= 0 ? 1 : 0)
  );
}

/** Past seasons in which the person played or coached: one candidate row each. */
export function pastRoleCount(p: Population, frame: SeasonFrame, i: number): number {
  if (!(p.coachLevel[i] || (p.flags[i] as number) & FLAG.athleteEver)) return 0;
  const { from, to } = pastSeasonRange(frame, p, i);
  return Math.max(0, to - from + 1);
}
