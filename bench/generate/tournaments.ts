// Tournaments of the benchmark federation (issue 14's bench: 10,000 tournaments, 100,000
// disciplines, 2M applications): spread over the generated seasons, organized by clubs picked by
// size, their disciplines' applicant counts skewed (most a dozen or two, one in a hundred large),
// the applicants distinct persons within a tournament. Deterministic: (seed, index) decides every
// row. The counters (discipline counts, tournament signed athletes/referees) are written as the
// participants service keeps them, so the lists read what they would read in production.
import type pg from 'pg';
import type { ClubSet } from './clubs';
import { copyInto, NULL, numberField, textField } from './copy';
import { isoOf, timestampOf } from './dates';
import type { Population } from './population';
import { Draws, hash01, mix32 } from './random';
import type { Reference } from './reference';
import { type SeasonFrame, seasonIndexOf } from './seasons';

export interface TournamentSizes {
  tournaments: number;
  disciplines: number;
  participants: number;
}

export interface TournamentStats {
  tournaments: number;
  disciplines: number;
  participants: number;
  largestDiscipline: number;
}

const SALT = { tournament: 11, discipline: 12, participant: 13 } as const;
/** Roles: mostly athletes (1); one in twelve a referee (2-6). */
const REFEREE_SHARE = 1 / 12;
/** Application states: registered 1, confirmed 2 (active); rejected 3, withdrawn 4 now and then. */
const INACTIVE_SHARE = 0.05;
const DISCIPLINE_NAMES = ['Dvouhra', 'Čtyřhra', 'Smíšená čtyřhra', 'Družstva'];
const AGE_NAMES = ['muži', 'ženy', 'U19', 'U17', 'U15', 'U13', 'U11', 'senioři 35+', 'senioři 45+'];

const TOURNAMENT_COLUMNS = [
  'id',
  'name',
  'date_from',
  'date_till',
  'time_from',
  'registration_start_date',
  'registration_close_date',
  'season_id',
  'organizer_id',
  'type_id',
  'level_id',
  'state_id',
  'is_cancelled',
  'city',
  'region_id',
  'sport_discipline_ids',
  'ranking_generate',
  'signed_athletes',
  'signed_referees',
  'created_date',
];
const COMPETITION_COLUMNS = [
  'id',
  'tournament_id',
  'name',
  'sport_discipline_id',
  'age_category_group_id',
  'state_id',
  'date_from',
  'athletes_count',
  'referees_count',
  'participants_count',
  'created_date',
];
const PARTICIPANT_COLUMNS = [
  'id',
  'tournament_competition_id',
  'tournament_id',
  'person_id',
  'role_id',
  'club_id',
  'state_id',
  'registered',
  'created_date',
  'rank_from',
  'rank_to',
  'points',
  'points_cp',
];

/** The tables this part fills; their indexes are rebuilt after the load, their sequences moved on by the caller. */
export const TOURNAMENT_TABLES = ['tournaments', 'tournament_competitions', 'tournament_participants'] as const;

interface Codes {
  types: number[];
  levels: number[];
  disciplines: number[];
  groups: number[];
}

/**
 * Results of the past tournaments (issue 15: the rankings' input): every active athlete
 * application of a finished, not cancelled tournament holds a placing (its order among the
 * discipline's active athletes, unshared) and points from it; `points_cp` equals `points` (no
 * coefficient). Nine tournaments in ten count toward the rankings (`ranking_generate`).
 */
const RANKING_SHARE = 0.9;
const pointsOf = (rank: number) => Math.max(1, 100 - (rank - 1) * 3);

interface Plan {
  sizes: TournamentSizes;
  seed: number;
  firstTournament: number;
  firstCompetition: number;
  firstParticipant: number;
  /** Per discipline (in id order): its tournament index and its applicants. */
  competitionTournament: Int32Array;
  applicants: Int32Array;
  /** Per tournament: its first discipline index, and its first application slot in the person cycle. */
  firstCompetitionOf: Int32Array;
  personBase: Int32Array;
  /** Per tournament: its day, length and season id. */
  day: Int32Array;
  days: Uint8Array;
  seasonId: Int32Array;
}

/** Whether application k (within its tournament) is active and an athlete: the counters need it. */
function application(seed: number, tournament: number, k: number) {
  const u = hash01(seed ^ SALT.participant, tournament, k);
  const referee = u < REFEREE_SHARE;
  const inactive = hash01(seed ^ SALT.participant, tournament, k + 0x40000000) < INACTIVE_SHARE;
  return { referee, inactive, roleId: referee ? 2 + Math.floor((u / REFEREE_SHARE) * 5) : 1 };
}

function plan(
  sizes: TournamentSizes,
  seed: number,
  persons: number,
  frame: SeasonFrame,
  maxIds: Reference['maxIds'],
): Plan {
  const { tournaments: T, disciplines: D, participants: P } = sizes;
  const first = frame.list[0]!.from;
  const span = Math.max(1, frame.list[frame.list.length - 1]!.till - first);
  const day = new Int32Array(T);
  const days = new Uint8Array(T);
  const seasonId = new Int32Array(T);
  const draws = new Draws(seed);
  for (let i = 0; i < T; i++) {
    draws.reset(i, SALT.tournament);
    day[i] = first + Math.floor(draws.next() * span);
    days[i] = draws.int(1, 3);
    const s = seasonIndexOf(frame, day[i]!);
    seasonId[i] = frame.list[Math.max(0, s)]!.id;
  }
  // Disciplines: as even as they divide; applicants by weight, scaled to P.
  const competitionTournament = new Int32Array(D);
  const firstCompetitionOf = new Int32Array(T + 1);
  for (let i = 0, d = 0; i < T; i++) {
    firstCompetitionOf[i] = d;
    const n = Math.floor(D / T) + (i < D % T ? 1 : 0);
    for (let k = 0; k < n; k++) competitionTournament[d++] = i;
  }
  firstCompetitionOf[T] = D;
  const weight = new Float64Array(D);
  let sum = 0;
  for (let d = 0; d < D; d++) {
    // Exponential around the mean (most disciplines a dozen or two), one in a hundred 25 times that.
    const w = 0.2 - Math.log(1 - hash01(seed ^ SALT.discipline, d, 1));
    weight[d] = hash01(seed ^ SALT.discipline, d, 2) < 0.01 ? 25 * w : w;
    sum += weight[d]!;
  }
  const applicants = new Int32Array(D);
  let given = 0;
  for (let d = 0; d < D; d++) {
    applicants[d] = Math.floor((P * weight[d]!) / sum);
    given += applicants[d]!;
  }
  // What rounding left over goes one by one to the disciplines in turn.
  for (let d = 0; given < P && D > 0; d = (d + 1) % D, given++) applicants[d]! += 1;
  // Each tournament walks the person cycle from its own start: its applicants are distinct persons
  // as long as a tournament has fewer applications than there are persons.
  const personBase = new Int32Array(T);
  for (let i = 0; i < T; i++) personBase[i] = mix32(seed ^ Math.imul(i + 1, 7919)) % Math.max(1, persons);
  return {
    sizes,
    seed,
    firstTournament: maxIds.tournaments + 1,
    firstCompetition: maxIds.tournament_competitions + 1,
    firstParticipant: maxIds.tournament_participants + 1,
    competitionTournament,
    applicants,
    firstCompetitionOf,
    personBase,
    day,
    days,
    seasonId,
  };
}

/** Person of application slot `slot` of tournament `i`: a stride through the generated persons. */
function personIndex(p: Plan, people: Population, i: number, slot: number): number {
  // An odd stride that is coprime with most counts; collisions within one tournament need more
  // applications than persons.
  const stride = 104_729;
  return (p.personBase[i]! + slot * stride) % people.count;
}

export async function addTournaments(
  client: pg.PoolClient,
  sizes: TournamentSizes,
  seed: number,
  ref: Reference,
  frame: SeasonFrame,
  clubs: ClubSet,
  people: Population,
): Promise<TournamentStats> {
  const stats: TournamentStats = { tournaments: 0, disciplines: 0, participants: 0, largestDiscipline: 0 };
  if (sizes.tournaments <= 0 || people.count === 0 || clubs.list.length === 0) return stats;
  const codes: Codes = {
    types: await codebookIds(client, 'tournamentTypes'),
    levels: await codebookIds(client, 'tournamentLevels'),
    disciplines: await codebookIds(client, 'sportDisciplines'),
    groups: await codebookIds(client, 'ageCategoryGroups'),
  };
  const p = plan(sizes, seed, people.count, frame, ref.maxIds);
  const draws = new Draws(seed);

  // The counters first (one pass over the applications, nothing kept per application).
  const athletes = new Int32Array(sizes.disciplines);
  const referees = new Int32Array(sizes.disciplines);
  const signedAthletes = new Int32Array(sizes.tournaments);
  const signedReferees = new Int32Array(sizes.tournaments);
  forEachApplication(p, (i, d, slot) => {
    const a = application(seed, i, slot);
    if (a.inactive) return;
    if (a.referee) {
      referees[d]! += 1;
      signedReferees[i]! += 1;
    } else {
      athletes[d]! += 1;
      signedAthletes[i]! += 1;
    }
  });

  const tournamentState = (i: number) => {
    const past = p.day[i]! + p.days[i]! - 1 < ref.today;
    const u = hash01(seed ^ SALT.tournament, i, 2);
    if (u < 0.03) return 5; // cancelled
    if (past) return u < 0.6 ? 4 : 6;
    return u < 0.1 ? 1 : u < 0.8 ? 2 : u < 0.9 ? 3 : 4;
  };

  function* tournamentLines(): Generator<string> {
    for (let i = 0; i < sizes.tournaments; i++) {
      draws.reset(i, SALT.tournament + 100);
      const club = clubs.list[clubs.bySize.index(draws.next())]!;
      const from = p.day[i]!;
      const state = tournamentState(i);
      const timed = draws.chance(0.6);
      yield `${[
        p.firstTournament + i,
        textField(`${draws.pick(['Velká cena', 'Turnaj', 'Pohár', 'Memoriál', 'Přebor'])} ${club.place.town} ${i + 1}`),
        isoOf(from),
        isoOf(from + p.days[i]! - 1),
        timed ? `${String(draws.int(8, 10)).padStart(2, '0')}:${draws.pick(['00', '30'])}` : NULL,
        isoOf(from - 45),
        isoOf(from - 5),
        p.seasonId[i],
        club.id,
        draws.pick(codes.types),
        draws.pick(codes.levels),
        state,
        state === 5 ? 't' : 'f',
        textField(club.place.town),
        numberField(club.regionId),
        `{${draws.pick(codes.disciplines)}}`,
        hash01(seed ^ SALT.tournament, i, 3) < RANKING_SHARE ? 't' : 'f',
        signedAthletes[i],
        signedReferees[i],
        timestampOf(from - 60, 600),
      ].join('\t')}\n`;
    }
  }
  stats.tournaments = await copyInto(client, 'tournaments', TOURNAMENT_COLUMNS, tournamentLines());
  // The first (only) type/level pair, as the tournament form writes it.
  await client.query(
    `INSERT INTO tournament_type_levels (tournament_id, "order", type_id, level_id)
     SELECT id, 1, type_id, level_id FROM tournaments WHERE id >= $1`,
    [p.firstTournament],
  );

  function* competitionLines(): Generator<string> {
    for (let d = 0; d < sizes.disciplines; d++) {
      const i = p.competitionTournament[d]!;
      const k = d - p.firstCompetitionOf[i]!;
      const past = p.day[i]! + p.days[i]! - 1 < ref.today;
      const name = `${DISCIPLINE_NAMES[k % DISCIPLINE_NAMES.length]} ${AGE_NAMES[Math.floor(k / DISCIPLINE_NAMES.length) % AGE_NAMES.length]}${k >= DISCIPLINE_NAMES.length * AGE_NAMES.length ? ` ${k}` : ''}`;
      yield `${[
        p.firstCompetition + d,
        p.firstTournament + i,
        name,
        codes.disciplines[k % codes.disciplines.length] ?? NULL,
        codes.groups[Math.floor(k / DISCIPLINE_NAMES.length) % codes.groups.length] ?? NULL,
        past ? 3 : 1,
        isoOf(p.day[i]!),
        athletes[d],
        referees[d],
        athletes[d]! + referees[d]!,
        timestampOf(p.day[i]! - 60, 610),
      ].join('\t')}\n`;
    }
  }
  stats.disciplines = await copyInto(client, 'tournament_competitions', COMPETITION_COLUMNS, competitionLines());

  // Finished (validated 4 or archived 6) and past: these have results.
  const finished = new Uint8Array(sizes.tournaments);
  for (let i = 0; i < sizes.tournaments; i++) {
    const state = tournamentState(i);
    finished[i] = p.day[i]! + p.days[i]! - 1 < ref.today && (state === 4 || state === 6) ? 1 : 0;
  }

  function* participantLines(): Generator<string> {
    let id = p.firstParticipant;
    // The placing of an athlete: its order among the active athletes of its discipline.
    let placedIn = -1;
    let placed = 0;
    yield* iterateApplications(p, (i, d, slot) => {
      const a = application(seed, i, slot);
      const person = personIndex(p, people, i, slot);
      const home = people.homeClub[person]!;
      const clubId = home >= 0 ? clubs.list[home]!.id : null;
      const state = a.inactive ? 3 + (slot % 2) : 1 + (slot % 2);
      const registered = timestampOf(p.day[i]! - 30 + (slot % 25), slot % 1440);
      if (placedIn !== d) {
        placedIn = d;
        placed = 0;
      }
      let result = `${NULL}\t${NULL}\t${NULL}\t${NULL}`;
      if (!a.inactive && !a.referee && finished[i]) {
        const rank = ++placed;
        const points = pointsOf(rank);
        result = `${rank}\t${rank}\t${points}\t${points}`;
      }
      return `${id++}\t${p.firstCompetition + d}\t${p.firstTournament + i}\t${people.firstId + person}\t${a.roleId}\t${numberField(clubId)}\t${state}\t${registered}\t${registered}\t${result}\n`;
    });
  }
  stats.participants = await copyInto(client, 'tournament_participants', PARTICIPANT_COLUMNS, participantLines());
  for (let d = 0; d < sizes.disciplines; d++)
    stats.largestDiscipline = Math.max(stats.largestDiscipline, p.applicants[d]!);
  return stats;
}

/** Every application as (tournament index, discipline index, slot within the tournament). */
function forEachApplication(p: Plan, visit: (i: number, d: number, slot: number) => void): void {
  for (const _ of iterateApplications(p, visit)) {
    // visiting is the work
  }
}

function* iterateApplications<R>(p: Plan, make: (i: number, d: number, slot: number) => R): Generator<R> {
  for (let i = 0; i < p.sizes.tournaments; i++) {
    let slot = 0;
    for (let d = p.firstCompetitionOf[i]!; d < p.firstCompetitionOf[i + 1]!; d++) {
      for (let k = 0; k < p.applicants[d]!; k++) yield make(i, d, slot++);
    }
  }
}

async function codebookIds(client: pg.PoolClient, list: string): Promise<number[]> {
  const { rows } = await client.query<{ id: number }>(
    'SELECT id FROM codebook_entries WHERE list = $1 ORDER BY sort_order, id',
    [list],
  );
  if (!rows.length) throw new Error(`bench: the codebook has no ${list}`);
  return rows.map((r) => r.id);
}
