// The tournament form's values, the body they become, and their check with the contract's own
// schema (TournamentWriteSchema), so the form shows the server's messages before sending: both
// date-order messages, 'Zadejte čas ve formátu HH:MM.', coordinates within range, required fields.
import { type Tournament, type TournamentWrite, TournamentWriteSchema } from '@fedra/contract/tournaments';
import i18next from 'i18next';
import { type FieldLabels, zodFieldErrors } from '../../platform/forms';

export interface PairValues {
  typeId: string | null;
  levelId: string | null;
}

export interface TournamentFormValues {
  name: string;
  code: string;
  dateFrom: string;
  dateTill: string;
  timeFrom: string;
  registrationStartDate: string;
  registrationCloseDate: string;
  registrationOnline: boolean;
  seasonId: string | null;
  organizerId: string | null;
  organizerText: string;
  typeLevelPairs: PairValues[];
  federationUnitId: string | null;
  /** The venue from the sport-fields register (issue 30 §6); sportFieldText stays as the fallback. */
  sportFieldId: string | null;
  sportFieldText: string;
  refereeId: string | null;
  refereeText: string;
  director: string;
  contactName: string;
  contactPhone: string;
  contactEmail: string;
  note: string;
  ageCategoryId: string | null;
  ageCategoryGroupId: string | null;
  sexId: string | null;
  categoryId: string | null;
  teamTypeId: string | null;
  /** Further facts by name (the form's key/value rows). */
  additionalData: { key: string; value: string }[];
  sportDisciplineIds: string[];
  startingFee: number | string;
  onlineInfo: string;
  accommodation: string;
  proposition: string;
  badges: string[];
  rankingDate: string;
  rankingGenerate: boolean;
  rankingIncluded: boolean;
  rankingExcluded: boolean;
  externalId: string;
  group: string;
  address: {
    street: string;
    city: string;
    zip: string;
    districtId: string | null;
    regionId: string | null;
    latitude: number | string;
    longitude: number | string;
  };
  /** New files to upload (the page adds their file URLs to the body). */
  propositionFile: File | null;
  posterFile: File | null;
  mainImageFile: File | null;
  removePropositionFile: boolean;
  removePoster: boolean;
  removeMainImage: boolean;
}

const id = (v: number | null | undefined) => (v == null ? null : String(v));

export function tournamentFormValues(t: Tournament | null): TournamentFormValues {
  return {
    name: t?.name ?? '',
    code: t?.code ?? '',
    dateFrom: t?.dateFrom ?? '',
    dateTill: t?.dateTill ?? '',
    timeFrom: t?.timeFrom ?? '',
    registrationStartDate: t?.registrationStartDate ?? '',
    registrationCloseDate: t?.registrationCloseDate ?? '',
    registrationOnline: t?.registrationOnline ?? true,
    seasonId: id(t?.seasonId),
    organizerId: id(t?.organizerId),
    organizerText: t?.organizerText ?? '',
    typeLevelPairs: t?.typeLevelPairs.map((p) => ({ typeId: id(p.typeId), levelId: id(p.levelId) })) ?? [
      { typeId: null, levelId: null },
    ],
    federationUnitId: id(t?.federationUnitId),
    sportFieldId: id(t?.sportFieldId),
    sportFieldText: t?.sportFieldText ?? '',
    refereeId: id(t?.refereeId),
    refereeText: t?.refereeText ?? '',
    director: t?.director ?? '',
    contactName: t?.contactName ?? '',
    contactPhone: t?.contactPhone ?? '',
    contactEmail: t?.contactEmail ?? '',
    note: t?.note ?? '',
    ageCategoryId: id(t?.ageCategoryId),
    ageCategoryGroupId: id(t?.ageCategoryGroupId),
    sexId: id(t?.sexId),
    categoryId: id(t?.categoryId),
    teamTypeId: id(t?.teamTypeId),
    additionalData: t?.additionalData.map((d) => ({ ...d })) ?? [],
    sportDisciplineIds: t?.sportDisciplineIds.map(String) ?? [],
    startingFee: t?.startingFee ?? '',
    onlineInfo: t?.onlineInfo ?? '',
    accommodation: t?.accommodation ?? '',
    proposition: t?.proposition ?? '',
    badges: t?.badges ?? [],
    rankingDate: t?.rankingDate ?? '',
    rankingGenerate: t?.rankingGenerate ?? false,
    rankingIncluded: t?.rankingIncluded ?? false,
    rankingExcluded: t?.rankingExcluded ?? false,
    externalId: t?.externalId ?? '',
    group: t?.group ?? '',
    address: {
      street: t?.address.street ?? '',
      city: t?.address.city ?? '',
      zip: t?.address.zip ?? '',
      districtId: id(t?.address.districtId),
      regionId: id(t?.address.regionId),
      latitude: t?.address.latitude ?? '',
      longitude: t?.address.longitude ?? '',
    },
    propositionFile: null,
    posterFile: null,
    mainImageFile: null,
    removePropositionFile: false,
    removePoster: false,
    removeMainImage: false,
  };
}

const text = (v: string) => v.trim() || null;
const num = (v: string | null) => (v ? Number(v) : null);
/** An input's number; empty is null, anything else not a number stays as it is for the schema to refuse. */
const decimal = (v: number | string) => (v === '' ? null : typeof v === 'number' ? v : Number(v.replace(',', '.')));

/** The write body without the files (the page adds their URLs after the uploads). */
export function tournamentBody(v: TournamentFormValues): TournamentWrite {
  return {
    name: v.name,
    code: text(v.code),
    // Missing: the schema's "required" (an empty string would read as an invalid date).
    dateFrom: (v.dateFrom || undefined) as string,
    dateTill: (v.dateTill || undefined) as string,
    timeFrom: text(v.timeFrom),
    registrationStartDate: text(v.registrationStartDate),
    registrationCloseDate: text(v.registrationCloseDate),
    registrationOnline: v.registrationOnline,
    // Missing: the schema's "required".
    seasonId: (num(v.seasonId) ?? undefined) as number,
    organizerId: num(v.organizerId),
    organizerText: text(v.organizerText),
    typeLevelPairs: v.typeLevelPairs.map((p) => ({
      typeId: (num(p.typeId) ?? undefined) as number,
      levelId: num(p.levelId),
    })),
    federationUnitId: num(v.federationUnitId),
    sportFieldId: num(v.sportFieldId),
    sportFieldText: text(v.sportFieldText),
    refereeId: num(v.refereeId),
    refereeText: text(v.refereeText),
    director: text(v.director),
    contactName: text(v.contactName),
    contactPhone: text(v.contactPhone),
    contactEmail: text(v.contactEmail),
    note: text(v.note),
    ageCategoryId: num(v.ageCategoryId),
    ageCategoryGroupId: num(v.ageCategoryGroupId),
    sexId: num(v.sexId),
    categoryId: num(v.categoryId),
    teamTypeId: num(v.teamTypeId),
    // A row with neither name nor value is an unused row, not a fact.
    additionalData: v.additionalData
      .map((d) => ({ key: d.key.trim(), value: d.value.trim() }))
      .filter((d) => d.key || d.value),
    sportDisciplineIds: v.sportDisciplineIds.map(Number),
    startingFee: decimal(v.startingFee),
    onlineInfo: text(v.onlineInfo),
    accommodation: text(v.accommodation),
    // The editor's empty document is no proposition.
    proposition: v.proposition.replace(/<p>\s*<\/p>/g, '').trim() ? v.proposition : null,
    badges: v.badges.map((b) => b.trim()).filter(Boolean),
    rankingDate: text(v.rankingDate),
    rankingGenerate: v.rankingGenerate,
    rankingIncluded: v.rankingIncluded,
    rankingExcluded: v.rankingExcluded,
    externalId: text(v.externalId),
    group: text(v.group),
    address: {
      street: text(v.address.street),
      city: text(v.address.city),
      zip: text(v.address.zip),
      districtId: num(v.address.districtId),
      regionId: num(v.address.regionId),
      latitude: decimal(v.address.latitude),
      longitude: decimal(v.address.longitude),
    },
  };
}

/** Server problems on the file URLs belong to the file inputs. */
export const TOURNAMENT_FIELD_MAP: Record<string, string> = {
  propositionUrl: 'propositionFile',
  posterUrl: 'posterFile',
  mainImageUrl: 'mainImageFile',
  ...Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`badges.${i}`, 'badges'])),
  ...Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`sportDisciplineIds.${i}`, 'sportDisciplineIds'])),
};

/** Field -> message, in the current language; {} when the form may be sent. */
export function tournamentFormErrors(values: TournamentFormValues, labels: FieldLabels): Record<string, string> {
  const body = tournamentBody(values);
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(zodFieldErrors(TournamentWriteSchema, body, labels))) {
    errors[TOURNAMENT_FIELD_MAP[field] ?? field] ??= message;
  }
  // The feature's own rules carry keys of this feature ('tournaments.timeFormat'): its texts.
  const parsed = TournamentWriteSchema.safeParse(body);
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    if (!issue.message.startsWith('tournaments.')) continue;
    const field = issue.path.map(String).join('.');
    errors[field] = i18next.t(`tournaments:errors.${issue.message.slice('tournaments.'.length)}`);
  }
  return errors;
}
