// The codebook: global reference data fetched once by the client, each list indexed by id.
import { z } from 'zod';
import { codebookRoutes } from './codebook-routes';
import { defineEndpoint } from './common/endpoint';
import { LocalizedTextSchema } from './common/envelope';

/** Lists stored with a uniform shape; their extra fields (flags, colours) sit beside the name. */
export const CODEBOOK_GENERIC_LISTS = [
  'ageCategories',
  'ageCategoryGroups',
  'sportDisciplines',
  'economyCategories',
  'eventTypes',
  'eventAttendanceStates',
  'orderStatuses',
  'paymentStatuses',
  'disciplinaryStates',
  'disciplinaryTypes',
  'sportFieldTypes',
  'requestStates',
  'requestSteps',
  'requestTypes',
  'contractStates',
  'contractTypes',
  'tournamentLevels',
  'tournamentRoles',
  'tournamentStates',
  'tournamentTypes',
  'tournamentSystems',
  'tournamentResultTypes',
  'tournamentMatchStates',
  'tournamentCompetitionStates',
  'tournamentCompetitionRankStates',
  'tournamentTeamStates',
  'tournamentTeamTypes',
  'tournamentCategories',
  'importStates',
  'importTypes',
  'importErrors',
  'invoiceTypes',
  'emailingCampaignStatuses',
  'statisticsCodebooks',
  'paymentSources',
  'nsaSports',
  'refereeJournalTypes',
  'teamPersonTypes',
  'clubRoleTypes',
  'seasonStates',
] as const;

/** Lists with tables of their own (foreign keys point at them). */
export const CODEBOOK_TABLE_LISTS = [
  'country',
  'region',
  'district',
  'sex',
  'paidStates',
  'approvalStates',
  'sections',
  'clubTypes',
  'personRoleCategories',
  'personRoleType',
  'personRoleLevel',
  'userRoleTypes',
  'federationUnits',
] as const;

export const CODEBOOK_LISTS = [...CODEBOOK_TABLE_LISTS, ...CODEBOOK_GENERIC_LISTS] as const;
export type CodebookListName = (typeof CODEBOOK_LISTS)[number];

export const CodebookItemSchema = z
  .looseObject({ id: z.number().int(), code: z.string(), name: LocalizedTextSchema })
  .meta({ id: 'CodebookItem' });
export type CodebookItem = z.infer<typeof CodebookItemSchema> & Record<string, unknown>;

export interface MenuItem {
  key: string;
  title: { cs: string; en: string };
  description: { cs: string; en: string } | null;
  icon: string | null;
  externalLink: string | null;
  isDisabled: boolean;
  isHidden: boolean;
  params: Record<string, unknown> | null;
  items: MenuItem[];
}

export const MenuItemSchema: z.ZodType<MenuItem> = z
  .object({
    key: z.string(),
    title: LocalizedTextSchema,
    description: LocalizedTextSchema.nullable(),
    icon: z.string().nullable(),
    externalLink: z.string().nullable(),
    isDisabled: z.boolean(),
    isHidden: z.boolean(),
    params: z.record(z.string(), z.unknown()).nullable(),
    get items() {
      return z.array(MenuItemSchema);
    },
  })
  .meta({ id: 'MenuItem' });

export const MenuSchema = z.object({
  versions: z.array(
    z.object({
      version: z.number().int(),
      zones: z.record(z.string(), z.array(MenuItemSchema)),
    }),
  ),
});

export const AssociationSchema = z.object({
  name: z.string(),
  address: z.object({
    street: z.string().nullable(),
    city: z.string().nullable(),
    zip: z.string().nullable(),
    countryId: z.number().int().nullable(),
  }),
  vat: z.string().nullable(),
  tax: z.string().nullable(),
  contacts: z.object({ email: z.string().nullable(), phone: z.string().nullable(), web: z.string().nullable() }),
  logo: z.string().nullable(),
  bank: z.string().nullable(),
  bankAccount: z.string().nullable(),
  iban: z.string().nullable(),
  swift: z.string().nullable(),
});

const list = z.record(z.string(), CodebookItemSchema);
const listShape = Object.fromEntries(CODEBOOK_LISTS.map((name) => [name, list])) as Record<
  CodebookListName,
  typeof list
>;

export const CodebookSchema = z
  .object({
    ...listShape,
    /** Feature switches per zone: zone -> feature id -> {id, isActive}. */
    features: z.record(z.string(), z.record(z.string(), z.object({ id: z.string(), isActive: z.boolean() }))),
    menu: MenuSchema,
    association: AssociationSchema.nullable(),
  })
  .meta({ id: 'Codebook' });
export type Codebook = z.infer<typeof CodebookSchema>;

export const codebookEndpoints = {
  get: defineEndpoint({
    ...codebookRoutes.get,
    summary: 'All reference lists, the menu and the association data (ETag; 304 on If-None-Match)',
    tags: ['codebook'],
    status: 200,
    response: CodebookSchema,
  }),
};
