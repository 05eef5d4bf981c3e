// Merging a duplicate person into another (issue 29 §4): a preview of what moves (roles,
// memberships, applications, results, contributions, journal entries, board seats, the user link)
// and what is dropped as already held by the kept person, then the merge in one transaction. The
// removed id's old links lead to the kept person; audited on both.
import { z } from 'zod';
import { defineEndpoint } from './common/endpoint';
import { itemEnvelope } from './common/envelope';
import { bodyId, pathId } from './common/schemas';

export const PersonMergeSchema = z
  .strictObject({ keepId: bodyId(), removeId: bodyId() })
  .refine((v) => v.keepId !== v.removeId, { path: ['removeId'], message: 'persons.mergeSame' })
  .meta({ id: 'PersonMerge' });
export type PersonMerge = z.infer<typeof PersonMergeSchema>;

export const PersonMergeQuerySchema = z
  .strictObject({ keepId: pathId(), removeId: pathId() })
  .refine((v) => v.keepId !== v.removeId, { path: ['removeId'], message: 'persons.mergeSame' });

/** What a merge moves or drops, by kind of record. */
export const PERSON_MERGE_PARTS = [
  'roles',
  'contributions',
  'tournamentApplications',
  'tournamentRosters',
  'leagueRosters',
  'leagueGames',
  'rankingEntries',
  'refereeJournal',
  'refereeAssignments',
  'requests',
  'importRows',
  'userLinks',
  'eventRegistrations',
  'representationNominations',
  'representationEvents',
  'disciplinaryCases',
] as const;
export type PersonMergePart = (typeof PERSON_MERGE_PARTS)[number];

const side = z.object({
  id: z.number().int(),
  fullName: z.string(),
  registrationNumber: z.string(),
  birthDate: z.string().nullable(),
  birthNumber: z.string().nullable(),
  email: z.string().nullable(),
});

export const PersonMergePreviewSchema = z
  .object({
    keep: side,
    remove: side,
    /** Records of the removed person that move to the kept one, by kind. */
    moves: z.record(z.enum(PERSON_MERGE_PARTS), z.number().int()),
    /** Records of the removed person dropped: the kept person holds the same (an application to the same discipline). */
    drops: z.record(z.enum(PERSON_MERGE_PARTS), z.number().int()),
    /** Fields the kept person lacks, taken from the removed one. */
    fills: z.array(z.string()),
    /** Why the merge cannot be done (two different birth numbers): empty when it can. */
    blockers: z.array(z.string()),
  })
  .meta({ id: 'PersonMergePreview' });
export type PersonMergePreview = z.infer<typeof PersonMergePreviewSchema>;

const TAGS = ['persons'];
const access = { kind: 'zone' as const, zone: 'admin' as const, action: 'person.merge' };

export const personMergeEndpoints = {
  preview: defineEndpoint({
    method: 'GET',
    path: '/api/admin-zone/persons/merge/preview',
    operationId: 'person.merge.preview',
    summary: 'What merging removeId into keepId would move, drop and fill in, and what blocks it',
    tags: TAGS,
    access,
    query: PersonMergeQuerySchema,
    status: 200,
    response: itemEnvelope(PersonMergePreviewSchema),
  }),
  merge: defineEndpoint({
    method: 'POST',
    path: '/api/admin-zone/persons/merge',
    operationId: 'person.merge',
    summary: 'Merge removeId into keepId in one transaction; the removed id then leads to the kept person',
    tags: TAGS,
    access,
    body: PersonMergeSchema,
    status: 200,
    response: itemEnvelope(PersonMergePreviewSchema),
  }),
};
