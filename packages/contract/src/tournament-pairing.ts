// Season pairing (spec 001 §2 "Older tournament module", issue 15): every discipline may name the
// discipline of an earlier season it continues (`previousCompetitionId`), so that the rankings
// follow a discipline across seasons. A cross-tournament discipline list (the older module's
// `tournament/competition/list` and the pairing page), the office's pairing of one discipline, and
// the season management call that pairs a whole season at once (with a preview). Rules:
// docs/decisions.md "Season pairing and the older tournament module".
import { z } from 'zod';
import { defineEndpoint } from './common/endpoint';
import { itemEnvelope, LinkSchema, listEnvelope } from './common/envelope';
import { ListQueryStringSchema } from './common/list-query-schema';
import { bodyId, IdParamsSchema } from './common/schemas';

const id = bodyId();

/** The discipline a discipline continues, as the lists show it. */
export const PreviousCompetitionSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    tournamentName: z.string(),
    seasonName: z.string().nullable(),
  })
  .meta({ id: 'PreviousCompetition' });
export type PreviousCompetition = z.infer<typeof PreviousCompetitionSchema>;

/** A discipline in the cross-tournament list: with its tournament, season and the discipline it continues. */
export const PairingCompetitionSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    tournamentId: z.number().int(),
    tournamentName: z.string(),
    tournamentStateId: z.number().int(),
    tournamentDateFrom: z.string(),
    tournamentDateTill: z.string(),
    dateFrom: z.string().nullable(),
    dateTill: z.string().nullable(),
    stateId: z.number().int(),
    seasonId: z.number().int(),
    seasonName: z.string(),
    sportDisciplineId: z.number().int().nullable(),
    ageCategoryGroupId: z.number().int().nullable(),
    athletesCount: z.number().int(),
    refereesCount: z.number().int(),
    participantsCount: z.number().int(),
    previousCompetitionId: z.number().int().nullable(),
    previousCompetition: PreviousCompetitionSchema.nullable(),
  })
  .meta({ id: 'PairingCompetition' });
export type PairingCompetition = z.infer<typeof PairingCompetitionSchema>;

export const PairingCompetitionRowSchema = PairingCompetitionSchema.extend({ links: z.array(LinkSchema) }).meta({
  id: 'PairingCompetitionRow',
});
export type PairingCompetitionRow = z.infer<typeof PairingCompetitionRowSchema>;

/** Pair a discipline with an earlier season's one, or unpair it (null). */
export const CompetitionPreviousSchema = z
  .strictObject({
    previousCompetitionId: id.nullable().describe('A discipline of an earlier season; null unpairs'),
  })
  .meta({ id: 'CompetitionPrevious' });
export type CompetitionPrevious = z.infer<typeof CompetitionPreviousSchema>;

/** Pair the unpaired disciplines of a season with those of an earlier one. */
export const SeasonPairingSchema = z
  .strictObject({
    seasonId: id,
    previousSeasonId: id
      .nullish()
      .describe('An earlier season; by default the latest season whose validity ends before this one starts'),
    preview: z
      .boolean({ error: 'validation.boolean' })
      .optional()
      .describe('Answer the proposed pairs, change nothing'),
  })
  .meta({ id: 'SeasonPairing' });
export type SeasonPairing = z.infer<typeof SeasonPairingSchema>;

/** One proposed (preview) or made pair. */
export const SeasonPairSchema = z
  .object({
    competitionId: z.number().int(),
    competitionName: z.string(),
    tournamentName: z.string(),
    previousCompetitionId: z.number().int(),
    previousCompetitionName: z.string(),
    previousTournamentName: z.string(),
  })
  .meta({ id: 'SeasonPair' });
export type SeasonPair = z.infer<typeof SeasonPairSchema>;

export const SeasonPairingResultSchema = z
  .object({
    preview: z.boolean(),
    seasonId: z.number().int(),
    previousSeasonId: z.number().int(),
    /** Pairs made (or proposed by a preview). */
    paired: z.number().int(),
    /** The season's disciplines left without a previous one afterwards. */
    unpaired: z.number().int(),
    pairs: z.array(SeasonPairSchema),
  })
  .meta({ id: 'SeasonPairingResult' });
export type SeasonPairingResult = z.infer<typeof SeasonPairingResultSchema>;

const PAIRING_LIST =
  'filters seasonId, tournamentId, sportDisciplineId, ageCategoryGroupId, name (accent-insensitive), tournament, paired (yes/no), stateId, dateFrom; sorts name, tournament, dateFrom, stateId; ?format=csv|xlsx';

const TAGS = ['tournaments'];

function pairingList(zone: 'admin' | 'club') {
  return defineEndpoint({
    method: 'GET',
    path: `/api/${zone}-zone/tournaments/competitions`,
    operationId: `${zone === 'admin' ? '' : `${zone}.`}tournament.competition.listAll`,
    summary: `The disciplines of every tournament visible in the zone, with their tournament, season and previous discipline; ${PAIRING_LIST}`,
    tags: TAGS,
    access: { kind: 'zone', zone, action: 'tournament.dynamic.list', module: 'tournamentDynamic' },
    query: ListQueryStringSchema,
    status: 200,
    response: listEnvelope(PairingCompetitionRowSchema),
  });
}

export const tournamentPairingEndpoints = {
  list: pairingList('admin'),
  clubList: pairingList('club'),
  previous: defineEndpoint({
    method: 'PUT',
    path: '/api/admin-zone/tournaments/competitions/:id/previous',
    operationId: 'tournament.competition.previous',
    summary:
      'Pair a discipline with a discipline of an earlier season (null unpairs); a discipline without an age category group or sport discipline takes them from the previous one',
    tags: TAGS,
    access: { kind: 'zone', zone: 'admin', action: 'tournament.dynamic.competition.pair', module: 'tournamentDynamic' },
    params: IdParamsSchema,
    body: CompetitionPreviousSchema,
    status: 202,
    response: itemEnvelope(PairingCompetitionSchema),
  }),
  pairSeason: defineEndpoint({
    method: 'POST',
    path: '/api/admin-zone/tournaments/competitions/pair-season',
    operationId: 'tournament.competition.pairSeason',
    summary:
      "Pair the season's unpaired disciplines with an earlier season's (same tournament lineage or name, same sport discipline and age category group, the name when several); preview: true answers the pairs without saving",
    tags: TAGS,
    access: { kind: 'zone', zone: 'admin', action: 'tournament.dynamic.competition.pair', module: 'tournamentDynamic' },
    body: SeasonPairingSchema,
    status: 200,
    response: itemEnvelope(SeasonPairingResultSchema),
  }),
};
