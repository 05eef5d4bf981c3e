// `npm run bench -- [options]`: sizes, load shape and which scenarios to run.
import { parseArgs } from 'node:util';
import { type BenchSizes, DEFAULT_SIZES, QUICK_SIZES } from './generate';

/** One load level: every scenario runs with this many concurrent connections for this long. */
export interface LoadLevel {
  connections: number;
  durationMs: number;
}

export interface BenchOptions {
  quick: boolean;
  sizes: BenchSizes;
  /** Ascending by connections; every scenario (and its raw baseline) runs at each. */
  levels: LoadLevel[];
  warmupMs: number;
  /** The server's DB_POOL_SIZE, and the raw baseline's pool size. */
  poolSize: number;
  only: string[] | null;
  regenerate: boolean;
  build: boolean;
  /** Persons in the import bench's CSV (0: no import and export measurement). */
  importRows: number;
  /** Recipients of the e-mail campaign bench (0: no campaign). */
  emailRecipients: number;
}

/**
 * 1 connection: the cost of one request, nothing waiting. 4: two requests per core, the first
 * contention. 50: saturation, where throughput is the figure and latency is mostly queueing.
 */
export const DEFAULT_LEVELS = [1, 4, 50];

export const USAGE = `npm run bench -- [--quick] [--persons N] [--clubs N] [--roles N] [--seasons N]
    [--boards N] [--users N] [--contribution-seasons N] [--tournaments N] [--disciplines N] [--participants N] [--levels N,N,...] [--duration SECONDS[,SECONDS,...]]
    [--warmup SECONDS] [--pool N] [--only id,id] [--regenerate] [--no-build] [--import-rows N]
    [--email-recipients N]`;

export function parseOptions(argv: string[]): BenchOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      quick: { type: 'boolean', default: false },
      persons: { type: 'string' },
      clubs: { type: 'string' },
      roles: { type: 'string' },
      seasons: { type: 'string' },
      boards: { type: 'string' },
      users: { type: 'string' },
      'contribution-seasons': { type: 'string' },
      tournaments: { type: 'string' },
      disciplines: { type: 'string' },
      participants: { type: 'string' },
      levels: { type: 'string' },
      duration: { type: 'string' },
      warmup: { type: 'string' },
      pool: { type: 'string' },
      only: { type: 'string' },
      regenerate: { type: 'boolean', default: false },
      'import-rows': { type: 'string' },
      'email-recipients': { type: 'string' },
      'no-build': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const quick = values.quick ?? false;
  const base = quick ? QUICK_SIZES : DEFAULT_SIZES;
  const sizes: BenchSizes = {
    persons: int(values.persons, 'persons') ?? base.persons,
    clubs: int(values.clubs, 'clubs') ?? base.clubs,
    roles: int(values.roles, 'roles') ?? base.roles,
    seasons: int(values.seasons, 'seasons') ?? base.seasons,
    boards: int(values.boards, 'boards') ?? base.boards,
    users: int(values.users, 'users') ?? base.users,
    contributionSeasons: int(values['contribution-seasons'], 'contribution-seasons') ?? base.contributionSeasons,
    tournaments: int(values.tournaments, 'tournaments') ?? base.tournaments,
    disciplines: int(values.disciplines, 'disciplines') ?? base.disciplines,
    participants: int(values.participants, 'participants') ?? base.participants,
  };
  return {
    quick,
    sizes,
    levels: parseLevels(values.levels, values.duration, quick),
    warmupMs: (num(values.warmup, 'warmup') ?? (quick ? 0.2 : 2)) * 1000,
    poolSize: int(values.pool, 'pool') ?? 20,
    only: values.only ? values.only.split(',').map((s) => s.trim()) : null,
    regenerate: values.regenerate ?? false,
    build: !values['no-build'],
    importRows: int(values['import-rows'], 'import-rows') ?? (quick ? 5_000 : 100_000),
    emailRecipients: int(values['email-recipients'], 'email-recipients') ?? (quick ? 2_000 : 100_000),
  };
}

/**
 * `--levels 1,4,50` with `--duration 10` (every level) or `--duration 10,10,20` (one per level).
 * By default a full run gives 10 s to each level and 20 s to the highest: a latency at low
 * concurrency is the cost of independent requests and settles within thousands of samples,
 * while the saturated level's p99 rides on bursts (GC, autovacuum, a neighbour's build) that
 * need a longer window; and the whole run has to stay within about twenty minutes.
 */
export function parseLevels(levels: string | undefined, duration: string | undefined, quick: boolean): LoadLevel[] {
  const connections = levels === undefined ? DEFAULT_LEVELS : list(levels, 'levels').map((v) => int(v, 'levels') ?? 0);
  if (connections.some((c) => c < 1)) throw new Error(`--levels must be whole numbers of at least 1, got "${levels}"`);
  if (connections.some((c, i) => i > 0 && c <= (connections[i - 1] ?? 0)))
    throw new Error(`--levels must be in ascending order without repeats, got "${levels}"`);
  let seconds: number[];
  if (duration === undefined) {
    seconds = connections.map((_, i) => (quick ? 1 : i === connections.length - 1 ? 20 : 10));
  } else {
    const given = list(duration, 'duration').map((v) => num(v, 'duration') ?? 0);
    if (given.length !== 1 && given.length !== connections.length)
      throw new Error(
        `--duration takes one value or one per level (${connections.length}), got "${duration}"\n${USAGE}`,
      );
    if (given.some((s) => s <= 0)) throw new Error(`--duration must be positive, got "${duration}"`);
    seconds = connections.map((_, i) => given[given.length === 1 ? 0 : i] ?? 0);
  }
  return connections.map((c, i) => ({ connections: c, durationMs: (seconds[i] ?? 0) * 1000 }));
}

function list(value: string, name: string): string[] {
  const parts = value.split(',').map((s) => s.trim());
  if (parts.some((p) => p === '')) throw new Error(`--${name} is a comma-separated list, got "${value}"\n${USAGE}`);
  return parts;
}

function num(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0)
    throw new Error(`--${name} must be a non-negative number, got "${value}"\n${USAGE}`);
  return n;
}

function int(value: string | undefined, name: string): number | undefined {
  const n = num(value, name);
  if (n !== undefined && !Number.isInteger(n)) throw new Error(`--${name} must be a whole number, got "${value}"`);
  return n;
}
