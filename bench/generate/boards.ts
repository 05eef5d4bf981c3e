// Generated boards: the demo's committees once more for every federation unit, then earlier
// terms of the federation's elected boards, and their seats (board-member person roles).
import { BOARD_TEMPLATES, type Seat } from '../../apps/server/src/demo/data';
import { stream } from '../../apps/server/src/demo/prng';
import type { ClubSet } from './clubs';
import { copyLine } from './copy';
import { dayOf, isoOf, timestampOf, yearOf } from './dates';
import { FLAG, type Population } from './population';
import type { Reference } from './reference';
import type { SeasonFrame } from './seasons';

export interface BoardPlan {
  id: number;
  name: string;
  priority: number;
  isExecutive: boolean;
  from: number;
  till: number | null;
}

export interface SeatPlan {
  person: number;
  board: BoardPlan;
  seat: Seat;
}

export interface BoardSet {
  boards: BoardPlan[];
  seats: SeatPlan[];
}

export function planBoards(
  count: number,
  seed: number,
  ref: Reference,
  frame: SeasonFrame,
  clubs: ClubSet,
  people: Population,
): BoardSet {
  const rng = stream(seed, 'boards');
  // The templates' dates are relative to the start year of the previous season (as in the demo).
  const p0 = yearOf((frame.list[Math.max(0, frame.current - 1)] as { from: number }).from);
  const variants: { template: (typeof BOARD_TEMPLATES)[number]; unit: number; term: number }[] = [];
  for (const template of BOARD_TEMPLATES) {
    for (let unit = 0; unit < ref.units.length; unit++) variants.push({ template, unit, term: 0 });
  }
  // Elected boards (a fixed term still running) had earlier terms, four years each.
  const elected = BOARD_TEMPLATES.filter((t) => {
    const till = t.till(p0);
    return till !== null && yearOf(dayOf(till)) >= p0;
  });
  if (!elected.length) throw new Error('no elected board among the templates');
  for (let term = 1; variants.length < count; term++) {
    for (const template of elected) variants.push({ template, unit: -1, term });
  }

  const boards = variants.slice(0, count).map(({ template: t, unit, term }, k): BoardPlan => {
    const shift = 4 * term;
    const from = dayOf(t.from(p0 - shift));
    const tillIso = t.till(p0 - shift);
    const till = tillIso === null ? null : dayOf(tillIso);
    const u = ref.units[unit];
    return {
      id: ref.maxIds.boards + k + 1,
      name: u ? `${t.name} – ${u.name}` : `${t.name} (${yearOf(from)}–${till === null ? '' : yearOf(till)})`,
      priority: t.priority + (u ? 10 * (unit + 1) : 100 + term),
      isExecutive: t.isExecutive && !u,
      from,
      till,
    };
  });

  const unitOf = (i: number) => clubs.list[people.homeClub[i] as number]?.unitId ?? -1;
  const officials = [...people.officials.values()].flat();
  const seated = new Set<number>();
  const seats: SeatPlan[] = [];
  boards.forEach((board, k) => {
    const { template, unit } = variants[k] as (typeof variants)[number];
    const unitId = ref.units[unit]?.id ?? null;
    const current = board.till === null || board.till >= ref.today;
    const pool =
      template.kind === 'officials'
        ? officials
        : template.kind === 'referees'
          ? people.referees
          : template.kind === 'coaches'
            ? people.coaches
            : [];
    const fits = (i: number) =>
      !seated.has(i) &&
      (unitId === null || unitOf(i) === unitId) &&
      (people.birthYear[i] as number) <= 1995 &&
      (!current || ((people.flags[i] as number) & FLAG.active) !== 0);
    for (const seat of template.seats) {
      let person = -1;
      for (let attempt = 0; attempt < 200 && person < 0 && pool.length; attempt++) {
        const i = rng.pick(pool);
        if (fits(i)) person = i;
      }
      for (let attempt = 0; attempt < 2000 && person < 0 && people.count; attempt++) {
        const i = rng.int(0, people.count - 1);
        if (fits(i)) person = i;
      }
      if (person < 0) continue;
      seated.add(person);
      seats.push({ person, board, seat });
    }
  });
  return { boards, seats };
}

export const BOARD_COLUMNS = [
  'id',
  'name',
  'priority',
  'is_executive',
  'valid_from',
  'valid_till',
  'created_date',
] as const;

export function* boardLines(set: BoardSet): Generator<string> {
  for (const b of set.boards) {
    yield copyLine([
      b.id,
      b.name,
      b.priority,
      b.isExecutive,
      isoOf(b.from),
      b.till === null ? null : isoOf(b.till),
      timestampOf(b.from - 10, 600),
    ]);
  }
}
