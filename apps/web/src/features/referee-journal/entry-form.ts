// The entry form's values, the body they become, and their check with the contract's schema plus
// the rules the schema leaves to the server: the date bounds and a name unless an event is linked.
import {
  REFEREE_JOURNAL_MIN_DATE,
  type RefereeJournalEntry,
  type RefereeJournalEntryInput,
  RefereeJournalEntryInputSchema,
  type RefereeJournalEvent,
} from '@fedra/contract/referee-journal';
import i18next from 'i18next';
import { type FieldLabels, validationMessages, zodFieldErrors } from '../../platform/forms';
import { formatDate } from '../../platform/i18n/format';
import { todayInPrague } from '../../platform/i18n/today';

/** A linked tournament or league match as the form holds it. */
export type LinkedEvent = Pick<RefereeJournalEvent, 'kind' | 'id' | 'name'>;

export interface EntryFormValues {
  date: string;
  typeId: string | null;
  event: LinkedEvent | null;
  name: string;
  city: string;
  ageCategoryGroupId: string | null;
  levelText: string;
  gameMain: number | string;
  gameServe: number | string;
  isLineReferee: boolean;
  isChiefReferee: boolean;
  isChiefAssistReferee: boolean;
  isTraining: boolean;
  note: string;
}

export function entryFormValues(entry: RefereeJournalEntry | null): EntryFormValues {
  const event: LinkedEvent | null = entry?.leagueMatchId
    ? { kind: 'leagueMatch', id: entry.leagueMatchId, name: entry.name }
    : entry?.tournamentId
      ? { kind: 'tournament', id: entry.tournamentId, name: entry.name }
      : null;
  return {
    date: entry?.date ?? '',
    typeId: entry ? String(entry.typeId) : null,
    event,
    name: entry?.name ?? '',
    city: entry?.city ?? '',
    ageCategoryGroupId: entry?.ageCategoryGroupId ? String(entry.ageCategoryGroupId) : null,
    levelText: entry?.levelText ?? '',
    gameMain: entry?.gameMain ?? 0,
    gameServe: entry?.gameServe ?? 0,
    isLineReferee: entry?.isLineReferee ?? false,
    isChiefReferee: entry?.isChiefReferee ?? false,
    isChiefAssistReferee: entry?.isChiefAssistReferee ?? false,
    isTraining: entry?.isTraining ?? false,
    note: entry?.note ?? '',
  };
}

const id = (value: string | null) => (value ? Number(value) : null);
/** A number input's value: empty is 0 (the default), anything else as typed (the schema checks it). */
const games = (value: number | string) => (value === '' ? 0 : Number(value));

/** The create and update body; an empty optional field is sent as null. */
export function entryBody(values: EntryFormValues): RefereeJournalEntryInput {
  return {
    date: values.date || (undefined as unknown as string),
    typeId: id(values.typeId) ?? (undefined as unknown as number),
    name: values.name.trim() || null,
    tournamentId: values.event?.kind === 'tournament' ? values.event.id : null,
    leagueMatchId: values.event?.kind === 'leagueMatch' ? values.event.id : null,
    city: values.city.trim() || null,
    ageCategoryGroupId: id(values.ageCategoryGroupId),
    levelText: values.levelText.trim() || null,
    gameMain: games(values.gameMain),
    gameServe: games(values.gameServe),
    isLineReferee: values.isLineReferee,
    isChiefReferee: values.isChiefReferee,
    isChiefAssistReferee: values.isChiefAssistReferee,
    isTraining: values.isTraining,
    note: values.note.trim() || null,
  };
}

/** Field -> message, in the current language; {} when the form may be sent. */
export function entryFormErrors(
  values: EntryFormValues,
  labels: FieldLabels,
  today = todayInPrague(),
): Record<string, string> {
  const body = entryBody(values);
  const errors = zodFieldErrors(RefereeJournalEntryInputSchema, body, labels);
  if (!errors.date && body.date) {
    if (body.date < REFEREE_JOURNAL_MIN_DATE)
      errors.date = i18next.t('referee-journal:form.dateMin', { date: formatDate(REFEREE_JOURNAL_MIN_DATE) });
    else if (body.date > today) errors.date = i18next.t('referee-journal:form.dateMax', { date: formatDate(today) });
  }
  if (!errors.name && !body.name && !values.event) {
    const label = typeof labels === 'function' ? labels('name') : (labels.name ?? 'name');
    errors.name = validationMessages.required(label);
  }
  return errors;
}
