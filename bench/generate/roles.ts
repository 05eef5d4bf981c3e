// Person roles as COPY lines, season by season (as a real federation registers them, so ids and
// creation dates rise with time): club memberships (one per club stint, open-ended while
// active), this and next season's players, coaches, referees, officials and volunteers, past
// seasons' players and coaches, and board seats. Exactly `total` rows: each tier is sampled
// evenly down to what the size leaves for it.
import { APPROVAL_STATE, PERSON_ROLE_TYPE, SECTION } from '../../apps/server/src/db/reference-ids';
import { CLUB_OFFICIALS, SEATS } from '../../apps/server/src/demo/data';
import { stream } from '../../apps/server/src/demo/prng';
import type { BoardSet, SeatPlan } from './boards';
import type { ClubSet } from './clubs';
import { NULL, numberField, textField } from './copy';
import { isoOf, timestampOf } from './dates';
import { FLAG, MAX_STINTS, NO_END, type Population, pastSeasonRange, SALT } from './population';
import { ExactSelection, hash01 } from './random';
import type { Reference } from './reference';
import { type SeasonFrame, seasonIndexOf } from './seasons';

export const ROLE_COLUMNS = [
  'id',
  'person_id',
  'type_id',
  'club_id',
  'level_id',
  'approval_state_id',
  'season_id',
  'section_id',
  'valid_from',
  'valid_till',
  'participation_competitions',
  'note',
  'board_id',
  'title',
  'created_date',
] as const;

export interface RoleInput {
  seed: number;
  total: number;
  firstId: number;
  ref: Reference;
  frame: SeasonFrame;
  clubs: ClubSet;
  people: Population;
  boards: BoardSet;
}

export interface RoleStats {
  rows: number;
  memberships: number;
  seasonRoles: number;
  pastRoles: number;
  seats: number;
}

type Tier = 'memberships' | 'seasonRoles' | 'pastRoles';

function levelIds(ref: Reference, typeId: number): number[] {
  return (ref.levels.get(typeId) ?? []).map((l) => l.id);
}

function levelIdByCode(ref: Reference, typeId: number, code: string): number | null {
  return ref.levels.get(typeId)?.find((l) => l.code === code)?.id ?? null;
}

/** One person_roles line in ROLE_COLUMNS order (days as day numbers, NO_END: no end). */
function roleLine(
  id: number,
  personId: number,
  typeId: number,
  clubId: number | null,
  levelId: number | null,
  stateId: number,
  seasonId: number | null,
  sectionId: number,
  from: number,
  till: number,
  competes: boolean,
  note: string | null,
  boardId: number | null,
  title: string | null,
  created: string,
): string {
  return `${id}\t${personId}\t${typeId}\t${numberField(clubId)}\t${numberField(levelId)}\t${stateId}\t${numberField(seasonId)}\t${sectionId}\t${isoOf(from)}\t${till === NO_END ? NULL : isoOf(till)}\t${competes ? 't' : 'f'}\t${textField(note)}\t${numberField(boardId)}\t${textField(title)}\t${created}\n`;
}

export function* roleLines(input: RoleInput, stats: RoleStats): Generator<string> {
  const { seed, ref, frame, clubs, people: p, boards } = input;
  const today = ref.today;
  const seasons = frame.list;
  const cur = frame.current;
  const next = cur + 1 < seasons.length ? cur + 1 : -1;
  const coachLevels = levelIds(ref, PERSON_ROLE_TYPE.COACH);
  const refereeLevels = levelIds(ref, PERSON_ROLE_TYPE.REFEREE);
  const officeLevels = CLUB_OFFICIALS.map((o) => levelIdByCode(ref, PERSON_ROLE_TYPE.CLUB_OFFICIAL, o.code));
  const clubId = (index: number) => (clubs.list[index] as { id: number }).id;

  // Each tier gets what the size leaves after the tiers before it; the board seats always fit.
  const pick = stream(seed, 'role-selection');
  const next01 = () => pick.next();
  let budget = Math.max(0, input.total - boards.seats.length);
  const selection = {} as Record<Tier, ExactSelection>;
  for (const tier of ['memberships', 'seasonRoles', 'pastRoles'] as const) {
    const wanted = Math.min(p.tiers[tier], budget);
    budget -= wanted;
    selection[tier] = new ExactSelection(wanted, p.tiers[tier], next01);
  }
  /** Whether the next candidate of `tier` becomes a row (counted). */
  const take = (tier: Tier) => {
    if (!selection[tier].take()) return false;
    stats[tier]++;
    stats.rows++;
    return true;
  };

  // Which season (bucket) each membership and each person's past roles fall into, and a bit
  // per bucket in which the person has any candidate (buckets past 31 share the last bit).
  const bucketOf = (day: number) => Math.max(0, seasonIndexOf(frame, day));
  const bit = (b: number) => 1 << Math.min(b, 31);
  const stintBucket = new Int8Array(p.count * MAX_STINTS);
  const pastFrom = new Int8Array(p.count);
  const pastTo = new Int8Array(p.count).fill(-1);
  const buckets = new Int32Array(p.count);
  for (let i = 0; i < p.count; i++) {
    const n = p.stints[i] as number;
    let mask = 0;
    for (let k = 0; k < n; k++) {
      const b = bucketOf(p.stintFrom[i * MAX_STINTS + k] as number);
      stintBucket[i * MAX_STINTS + k] = b;
      mask |= bit(b);
    }
    if (p.coachLevel[i] || (p.flags[i] as number) & FLAG.athleteEver) {
      const range = pastSeasonRange(frame, p, i);
      pastFrom[i] = range.from;
      pastTo[i] = range.to;
      for (let b = range.from; b <= range.to; b++) mask |= bit(b);
    }
    if ((p.flags[i] as number) & FLAG.active) mask |= bit(cur) | (next >= 0 ? bit(next) : 0);
    buckets[i] = mask;
  }
  const seatsByBucket = new Map<number, SeatPlan[]>();
  for (const seat of boards.seats) {
    const b = bucketOf(seat.board.from);
    seatsByBucket.set(b, [...(seatsByBucket.get(b) ?? []), seat]);
  }

  let id = input.firstId;
  const created = (i: number, salt: number, day: number, spread: number) => {
    const h = hash01(seed, i, SALT.roles * 1000 + salt);
    return timestampOf(Math.min(day, today) - Math.floor(h * spread), 420 + h * 780);
  };

  // This season's rows of one person differ only in type, club, level and note (one closure,
  // made once: closures made inside the loop cost a million allocations).
  const shared = { personId: 0, state: 0, section: 0, from: 0, till: 0, seasonId: 0, when: '' };
  const seasonLine = (typeId: number, club: number | null, level: number | null, note: string | null) =>
    roleLine(
      id++,
      shared.personId,
      typeId,
      club,
      level,
      shared.state,
      shared.seasonId,
      shared.section,
      shared.from,
      shared.till,
      typeId === PERSON_ROLE_TYPE.ATHLETE,
      note,
      null,
      null,
      shared.when,
    );

  for (let b = 0; b < seasons.length; b++) {
    const season = seasons[b] as { id: number; from: number; till: number };
    const bucketBit = bit(b);
    for (let i = 0; i < p.count; i++) {
      if (!((buckets[i] as number) & bucketBit)) continue;
      const personId = p.firstId + i;
      const flags = p.flags[i] as number;
      const section = flags & FLAG.para ? SECTION.parabadminton : SECTION.badminton;
      const n = p.stints[i] as number;
      const base = i * MAX_STINTS;
      const active = (flags & FLAG.active) !== 0;

      for (let k = 0; k < n; k++) {
        if (stintBucket[base + k] !== b || !take('memberships')) continue;
        const from = p.stintFrom[base + k] as number;
        const h = hash01(seed, i, SALT.roles * 1000 + k);
        const state =
          k === n - 1 && active
            ? h < 0.97
              ? APPROVAL_STATE.approved
              : h < 0.99
                ? APPROVAL_STATE.waiting
                : APPROVAL_STATE.draft
            : APPROVAL_STATE.approved;
        const club = clubId(p.stintClub[base + k] as number);
        const till = p.stintTill[base + k] as number;
        yield roleLine(
          id++,
          personId,
          PERSON_ROLE_TYPE.CLUB_MEMBER,
          club,
          null,
          state,
          null,
          section,
          from,
          till,
          false,
          null,
          null,
          null,
          created(i, 10 + k, from, 20),
        );
      }

      if (b <= (pastTo[i] as number) && b >= (pastFrom[i] as number) && b < cur && take('pastRoles')) {
        const day0 = Math.max(season.from, p.stintFrom[base] as number);
        let k = 0;
        while (k < n - 1 && (p.stintTill[base + k] as number) < day0) k++;
        const lastTill = p.stintTill[base + n - 1] as number;
        const till = active || lastTill === NO_END ? season.till : Math.max(day0, Math.min(season.till, lastTill));
        const coach = p.coachLevel[i] as number;
        const type = coach ? PERSON_ROLE_TYPE.COACH : PERSON_ROLE_TYPE.ATHLETE;
        const level = coach ? (coachLevels[coach - 1] ?? null) : null;
        const club = clubId(p.stintClub[base + k] as number);
        yield roleLine(
          id++,
          personId,
          type,
          club,
          level,
          APPROVAL_STATE.approved,
          season.id,
          section,
          day0,
          till,
          !coach,
          null,
          null,
          null,
          created(i, 20 + b, day0, 30),
        );
      }

      if (active && b === cur) {
        const from = Math.max(season.from, p.stintFrom[base + n - 1] as number);
        const h = hash01(seed, i, SALT.roles * 1000 + 50);
        const state = h < 0.97 ? APPROVAL_STATE.approved : APPROVAL_STATE.waiting;
        const home = clubId(p.homeClub[i] as number);
        const when = created(i, 51, from, 30);
        const office = p.office[i] as number;
        const coach = p.coachLevel[i] as number;
        const referee = p.refereeLevel[i] as number;
        Object.assign(shared, { personId, state, section, from, till: season.till, seasonId: season.id, when });
        if (flags & FLAG.athleteNow && take('seasonRoles'))
          yield seasonLine(PERSON_ROLE_TYPE.ATHLETE, home, null, null);
        if (flags & FLAG.hosting && take('seasonRoles'))
          yield seasonLine(PERSON_ROLE_TYPE.HOSTING_FOREIGNER, home, null, null);
        if (coach && take('seasonRoles'))
          yield seasonLine(PERSON_ROLE_TYPE.COACH, home, coachLevels[coach - 1] ?? null, null);
        if (referee && take('seasonRoles'))
          yield seasonLine(PERSON_ROLE_TYPE.REFEREE, null, refereeLevels[referee - 1] ?? null, null);
        if (office >= 0 && take('seasonRoles')) {
          const title = CLUB_OFFICIALS[office]?.titles[flags & FLAG.male ? 0 : 1] ?? null;
          yield seasonLine(PERSON_ROLE_TYPE.CLUB_OFFICIAL, home, officeLevels[office] ?? null, title);
        }
        if (flags & FLAG.volunteer && take('seasonRoles'))
          yield seasonLine(PERSON_ROLE_TYPE.VOLUNTEER, home, null, null);
      }

      if (active && b === next && flags & FLAG.athleteNext && take('seasonRoles')) {
        const club = clubId(p.homeClub[i] as number);
        const state = p.nextState[i] as number;
        yield roleLine(
          id++,
          personId,
          PERSON_ROLE_TYPE.ATHLETE,
          club,
          null,
          state,
          season.id,
          section,
          season.from,
          season.till,
          true,
          null,
          null,
          null,
          created(i, 60, today, 90),
        );
      }
    }

    for (const seat of seatsByBucket.get(b) ?? []) {
      stats.seats++;
      stats.rows++;
      const male = ((p.flags[seat.person] as number) & FLAG.male) !== 0;
      const level = levelIdByCode(ref, PERSON_ROLE_TYPE.BOARD_MEMBER, SEATS[seat.seat].code);
      const title = SEATS[seat.seat].titles[male ? 0 : 1];
      const { from, till } = seat.board;
      yield roleLine(
        id++,
        p.firstId + seat.person,
        PERSON_ROLE_TYPE.BOARD_MEMBER,
        null,
        level,
        APPROVAL_STATE.approved,
        null,
        SECTION.badminton,
        from,
        till ?? NO_END,
        false,
        null,
        seat.board.id,
        title,
        created(seat.person, 70, from, 10),
      );
    }
  }
}
