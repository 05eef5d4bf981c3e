// `npm run bench -- [options]`: sizes, load shape and which scenarios to run.
import { parseArgs } from 'node:util';
import { type BenchSizes, DEFAULT_SIZES, QUICK_SIZES } from './generate';

export interface BenchOptions {
  quick: boolean;
  sizes: BenchSizes;
  connections: number;
  durationMs: number;
  warmupMs: number;
  /** The server's DB_POOL_SIZE, and the raw baseline's pool size. */
  poolSize: number;
  only: string[] | null;
  regenerate: boolean;
  build: boolean;
}

export const USAGE = `npm run bench -- [--quick] [--persons N] [--clubs N] [--roles N] [--seasons N]
    [--boards N] [--users N] [--connections N] [--duration SECONDS] [--warmup SECONDS]
    [--pool N] [--only id,id] [--regenerate] [--no-build]`;

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
      connections: { type: 'string' },
      duration: { type: 'string' },
      warmup: { type: 'string' },
      pool: { type: 'string' },
      only: { type: 'string' },
      regenerate: { type: 'boolean', default: false },
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
  };
  return {
    quick,
    sizes,
    connections: int(values.connections, 'connections') ?? 50,
    durationMs: (num(values.duration, 'duration') ?? (quick ? 2 : 20)) * 1000,
    warmupMs: (num(values.warmup, 'warmup') ?? (quick ? 0.5 : 3)) * 1000,
    poolSize: int(values.pool, 'pool') ?? 20,
    only: values.only ? values.only.split(',').map((s) => s.trim()) : null,
    regenerate: values.regenerate ?? false,
    build: !values['no-build'],
  };
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
