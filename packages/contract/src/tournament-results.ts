// Results of the dynamic tournaments (issue 15; spec 001 §2 standings, team rosters, scoring; §3
// Result, Standing row, Team roster, Scoring row): a discipline's standings (placing, result text,
// points), its pairs and teams, the scoring tables per tournament type and the points calculation.
// Rules: docs/decisions.md "Results and standings", "Team rosters", "Scoring tables".
import { z } from 'zod';
import { defineEndpoint } from './common/endpoint';
import { itemEnvelope, LinkSchema, listEnvelope } from './common/envelope';
import { ListQueryStringSchema } from './common/list-query-schema';
import { bodyId, IdParamsSchema } from './common/schemas';
import { text } from './common/text';
import { TournamentIdParamsSchema } from './tournaments';

/** Codebook tournamentCompetitionRankStates. */
export const RANK_STATE = { notCalculated: 1, calculated: 2, included: 3, excluded: 4 } as const;
/** Codebook tournamentTeamStates of a roster (1 and 2 are active). */
export const ROSTER_STATE = { registered: 1, confirmed: 2, rejected: 3, withdrawn: 4, excluded: 5 } as const;
export const ACTIVE_ROSTER_STATES = [1, 2] as const;

/** The highest place a placing or a scoring row may name. */
export const MAX_PLACE = 10_000;
/** The most result rows one save takes (a discipline's applications). */
export const MAX_RESULT_ROWS = 2_000;
/** The most rows of one scoring table. */
export const MAX_SCORING_ROWS = 500;

const place = z
  .number({ error: 'validation.number' })
  .int('validation.integer')
  .min(1, 'validation.min')
  .max(MAX_PLACE, 'validation.max');
const points = z.number({ error: 'validation.number' }).min(0, 'validation.min').max(99_999_999.99, 'validation.max');

// --- Results -------------------------------------------------------------------------------

export const ResultInputSchema = z
  .strictObject({
    participantId: bodyId(),
    rankFrom: place.nullish(),
    rankTo: place.nullish(),
    standingShared: z.boolean({ error: 'validation.boolean' }).default(false),
    result: text({ max: 200 }).nullish(),
    points: points.nullish(),
  })
  .superRefine((v, ctx) => {
    const from = v.rankFrom ?? null;
    const to = v.rankTo ?? null;
    if ((from === null) !== (to === null)) {
      ctx.addIssue({ code: 'custom', path: [from === null ? 'rankFrom' : 'rankTo'], message: 'results.placingHalf' });
    } else if (from !== null && to !== null) {
      if (from > to) ctx.addIssue({ code: 'custom', path: ['rankTo'], message: 'results.fromOverTo' });
      else if (!v.standingShared && from !== to) {
        ctx.addIssue({ code: 'custom', path: ['standingShared'], message: 'results.rangeNotShared' });
      }
    }
  });
export type ResultInput = z.input<typeof ResultInputSchema>;

export const ResultsUpdateSchema = z
  .strictObject({
    results: z.array(ResultInputSchema, { error: 'validation.required' }).max(MAX_RESULT_ROWS, 'validation.maxItems'),
  })
  .meta({ id: 'TournamentResultsUpdate' });
export type ResultsUpdate = z.input<typeof ResultsUpdateSchema>;

export const ResultRowSchema = z
  .object({
    participantId: z.number().int(),
    personId: z.number().int(),
    name: z.string(),
    clubId: z.number().int().nullable(),
    club: z.string().nullable(),
    /** Codebook tournamentTeamStates of the application. */
    stateId: z.number().int(),
    rankFrom: z.number().int().nullable(),
    rankTo: z.number().int().nullable(),
    standingShared: z.boolean(),
    result: z.string().nullable(),
    points: z.number().nullable(),
    pointsCp: z.number().nullable(),
    pointsMcr: z.number().nullable(),
    /** The person's partner in an active roster of the discipline (a pair shares its placing). */
    partnerName: z.string().nullable(),
  })
  .meta({ id: 'TournamentResultRow' });
export type ResultRow = z.infer<typeof ResultRowSchema>;

export const CompetitionResultsSchema = z
  .object({
    competitionId: z.number().int(),
    tournamentId: z.number().int(),
    name: z.string(),
    /** Codebook tournamentCompetitionRankStates. */
    rankStateId: z.number().int(),
    /** N: the places a placing may name (1..N). */
    placeCount: z.number().int(),
    /** The active athlete applications in placing order (unplaced last, by name). */
    rows: z.array(ResultRowSchema),
  })
  .meta({ id: 'TournamentCompetitionResults' });
export type CompetitionResults = z.infer<typeof CompetitionResultsSchema>;

export const CalculatePointsResultSchema = z
  .object({ competitions: z.number().int(), results: z.number().int() })
  .meta({ id: 'TournamentCalculatePoints' });
export type CalculatePointsResult = z.infer<typeof CalculatePointsResultSchema>;

// --- Team rosters --------------------------------------------------------------------------

export const RosterCreateSchema = z
  .strictObject({
    firstPersonId: bodyId(),
    secondPersonId: bodyId().nullish(),
    note: text({ max: 500 }).nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.secondPersonId != null && v.secondPersonId === v.firstPersonId) {
      ctx.addIssue({ code: 'custom', path: ['secondPersonId'], message: 'rosters.samePerson' });
    }
  })
  .meta({ id: 'TournamentRosterCreate' });
export type RosterCreate = z.input<typeof RosterCreateSchema>;

export const RosterUpdateSchema = z
  .strictObject({
    firstPersonId: bodyId().optional(),
    secondPersonId: bodyId().nullish(),
    /** Codebook tournamentTeamStates (approve: 2, reject: 3). */
    stateId: bodyId().optional(),
    note: text({ max: 500 }).nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.secondPersonId != null && v.secondPersonId === v.firstPersonId) {
      ctx.addIssue({ code: 'custom', path: ['secondPersonId'], message: 'rosters.samePerson' });
    }
  })
  .meta({ id: 'TournamentRosterUpdate' });
export type RosterUpdate = z.input<typeof RosterUpdateSchema>;

export const RosterSchema = z
  .object({
    id: z.number().int(),
    tournamentCompetitionId: z.number().int(),
    tournamentId: z.number().int(),
    firstPersonId: z.number().int(),
    firstName: z.string(),
    firstClubId: z.number().int().nullable(),
    firstClub: z.string().nullable(),
    firstStateId: z.number().int(),
    secondPersonId: z.number().int().nullable(),
    secondName: z.string().nullable(),
    secondClubId: z.number().int().nullable(),
    secondClub: z.string().nullable(),
    secondStateId: z.number().int(),
    /** Codebook tournamentTeamStates of the roster. */
    stateId: z.number().int(),
    note: z.string().nullable(),
    links: z.array(LinkSchema),
  })
  .meta({ id: 'TournamentRoster' });
export type Roster = z.infer<typeof RosterSchema>;

// --- Scoring tables ------------------------------------------------------------------------

export const ScoringRowInputSchema = z.strictObject({
  rankFrom: place,
  rankTo: place,
  rankShared: z.boolean({ error: 'validation.boolean' }).default(false),
  points,
});
export type ScoringRowInput = z.input<typeof ScoringRowInputSchema>;

/**
 * A scoring table's rows: from ≤ to; the non-shared rows never overlap; a shared (from, to) once.
 * Each offending row is named (rows.{i}.rankFrom).
 */
export function checkScoringRows(
  rows: readonly { rankFrom: number; rankTo: number; rankShared?: boolean | undefined }[],
): { index: number; field: 'rankFrom' | 'rankTo'; message: string }[] {
  const issues: { index: number; field: 'rankFrom' | 'rankTo'; message: string }[] = [];
  rows.forEach((r, i) => {
    if (r.rankFrom > r.rankTo) issues.push({ index: i, field: 'rankTo', message: 'scoring.fromOverTo' });
  });
  const valid = rows.map((r, i) => ({ ...r, i })).filter((r) => r.rankFrom <= r.rankTo);
  const plain = valid.filter((r) => !r.rankShared);
  const flagged = new Set<number>();
  for (const a of plain) {
    for (const b of plain) {
      if (a.i < b.i && a.rankFrom <= b.rankTo && b.rankFrom <= a.rankTo) {
        flagged.add(a.i);
        flagged.add(b.i);
      }
    }
  }
  for (const i of [...flagged].sort((x, y) => x - y)) {
    issues.push({ index: i, field: 'rankFrom', message: 'scoring.overlap' });
  }
  const seen = new Map<string, number>();
  for (const r of valid.filter((x) => x.rankShared)) {
    const key = `${r.rankFrom}-${r.rankTo}`;
    if (seen.has(key)) issues.push({ index: r.i, field: 'rankFrom', message: 'scoring.sharedTwice' });
    else seen.set(key, r.i);
  }
  return issues;
}

export const ScoringUpdateSchema = z
  .strictObject({
    rows: z.array(ScoringRowInputSchema, { error: 'validation.required' }).max(MAX_SCORING_ROWS, 'validation.maxItems'),
  })
  .superRefine((v, ctx) => {
    for (const issue of checkScoringRows(v.rows)) {
      ctx.addIssue({ code: 'custom', path: ['rows', issue.index, issue.field], message: issue.message });
    }
  })
  .meta({ id: 'TournamentScoringUpdate' });
export type ScoringUpdate = z.input<typeof ScoringUpdateSchema>;

export const ScoringRowSchema = z
  .object({
    id: z.number().int(),
    /** Codebook tournamentTypes. */
    typeId: z.number().int(),
    rankFrom: z.number().int(),
    rankTo: z.number().int(),
    rankShared: z.boolean(),
    points: z.number(),
  })
  .meta({ id: 'TournamentScoringRow' });
export type ScoringRow = z.infer<typeof ScoringRowSchema>;

export const ScoringTypeParamsSchema = z.object({ typeId: IdParamsSchema.shape.id });
const CompetitionIdParams = z.object({ competitionId: IdParamsSchema.shape.id });

// --- Calls ---------------------------------------------------------------------------------

type Z = 'admin' | 'club' | 'personal';
const at = (zone: Z, action: string) => ({
  kind: 'zone' as const,
  zone,
  action: `tournament.dynamic.${action}`,
  module: 'tournamentDynamic' as const,
});
const TAGS = ['tournaments'];
const prefix = (zone: Z) => (zone === 'admin' ? '' : `${zone}.`);

function resultsGet(zone: Z) {
  return defineEndpoint({
    method: 'GET',
    path: `/api/${zone}-zone/tournaments/competitions/:competitionId/results`,
    operationId: `${prefix(zone)}tournament.results.get`,
    summary:
      "A discipline's standings: its active athlete applications in placing order with placing, result and points (links: the update and the calculation when allowed)",
    tags: TAGS,
    access: at(zone, 'list'),
    params: CompetitionIdParams,
    status: 200,
    response: itemEnvelope(CompetitionResultsSchema),
  });
}

function tournamentResults(zone: Z) {
  return defineEndpoint({
    method: 'GET',
    path: `/api/${zone}-zone/tournaments/:tournamentId/results`,
    operationId: `${prefix(zone)}tournament.results.list`,
    summary:
      "Every discipline's standings of a tournament (the disciplines not cancelled, by name), only the applications with a result",
    tags: TAGS,
    access: at(zone, 'list'),
    params: TournamentIdParamsSchema,
    status: 200,
    response: itemEnvelope(z.array(CompetitionResultsSchema)),
  });
}

function rosterList(zone: Z) {
  return defineEndpoint({
    method: 'GET',
    path: `/api/${zone}-zone/tournaments/competitions/:competitionId/rosters`,
    operationId: `${prefix(zone)}tournament.roster.list`,
    summary: "A discipline's pairs and teams (links: the create when allowed; each roster its own links)",
    tags: TAGS,
    access: at(zone, 'list'),
    params: CompetitionIdParams,
    status: 200,
    response: itemEnvelope(z.array(RosterSchema)),
  });
}

function rosterCreate(zone: 'admin' | 'club') {
  return defineEndpoint({
    method: 'POST',
    path: `/api/${zone}-zone/tournaments/competitions/:competitionId/rosters`,
    operationId: `${prefix(zone)}tournament.roster.create`,
    summary:
      zone === 'admin'
        ? "Add a pair or team of the discipline's athlete applicants"
        : "Add a pair of the current club's members among the discipline's athlete applicants",
    tags: TAGS,
    access: at(zone, 'roster.create'),
    params: CompetitionIdParams,
    body: RosterCreateSchema,
    status: 201,
    response: itemEnvelope(RosterSchema),
  });
}

function rosterDelete(zone: 'admin' | 'club') {
  return defineEndpoint({
    method: 'DELETE',
    path: `/api/${zone}-zone/tournaments/rosters/:id`,
    operationId: `${prefix(zone)}tournament.roster.delete`,
    summary: zone === 'admin' ? 'Delete a roster' : "Delete a roster of the current club's members",
    tags: TAGS,
    access: at(zone, 'roster.delete'),
    params: IdParamsSchema,
    status: 202,
    response: z.null(),
  });
}

export const tournamentResultsEndpoints = {
  resultsGet: resultsGet('admin'),
  clubResultsGet: resultsGet('club'),
  personalResultsGet: resultsGet('personal'),
  tournamentResults: tournamentResults('admin'),
  clubTournamentResults: tournamentResults('club'),
  personalTournamentResults: tournamentResults('personal'),
  resultsUpdate: defineEndpoint({
    method: 'PUT',
    path: '/api/admin-zone/tournaments/competitions/:competitionId/results',
    operationId: 'tournament.results.update',
    summary:
      "Save a discipline's results at once (placing, shared, result text, points per application); the placings must form valid standings",
    tags: TAGS,
    access: at('admin', 'standings.update'),
    params: CompetitionIdParams,
    body: ResultsUpdateSchema,
    status: 202,
    response: itemEnvelope(CompetitionResultsSchema),
  }),
  calculatePoints: defineEndpoint({
    method: 'POST',
    path: '/api/admin-zone/tournaments/:tournamentId/calculate-points',
    operationId: 'tournament.points.calculate',
    summary:
      "Recompute the points of every placed result of the tournament's disciplines from the scoring table of its type",
    tags: TAGS,
    access: at('admin', 'points.calculate'),
    params: TournamentIdParamsSchema,
    status: 200,
    response: itemEnvelope(CalculatePointsResultSchema),
  }),

  rosterList: rosterList('admin'),
  clubRosterList: rosterList('club'),
  personalRosterList: rosterList('personal'),
  rosterCreate: rosterCreate('admin'),
  clubRosterCreate: rosterCreate('club'),
  rosterUpdate: defineEndpoint({
    method: 'PUT',
    path: '/api/admin-zone/tournaments/rosters/:id',
    operationId: 'tournament.roster.update',
    summary: 'Change a roster: its persons, note, or state (approve 2, reject 3)',
    tags: TAGS,
    access: at('admin', 'roster.update'),
    params: IdParamsSchema,
    body: RosterUpdateSchema,
    status: 202,
    response: itemEnvelope(RosterSchema),
  }),
  rosterDelete: rosterDelete('admin'),
  clubRosterDelete: rosterDelete('club'),

  scoringList: defineEndpoint({
    method: 'GET',
    path: '/api/admin-zone/tournaments/scoring',
    operationId: 'tournament.scoring.list',
    summary:
      'The scoring rows of every tournament type; filter typeId; sorts typeId (default), rankFrom; ?format=csv|xlsx',
    tags: TAGS,
    access: { kind: 'zone', zone: 'admin', action: 'tournament.scoring.list' },
    query: ListQueryStringSchema,
    status: 200,
    response: listEnvelope(ScoringRowSchema),
  }),
  scoringUpdate: defineEndpoint({
    method: 'PUT',
    path: '/api/admin-zone/tournaments/scoring/:typeId',
    operationId: 'tournament.scoring.update',
    summary: "Replace a tournament type's scoring table",
    tags: TAGS,
    access: { kind: 'zone', zone: 'admin', action: 'tournament.scoring.update' },
    params: ScoringTypeParamsSchema,
    body: ScoringUpdateSchema,
    status: 202,
    response: itemEnvelope(z.array(ScoringRowSchema)),
  }),
};
