// The season dialog's values and the body they give, and the season a new one is offered as: the one
// after the newest (from the day after it ends, for a year, named by its years).
import type { Season, SeasonWrite } from '@fedra/contract/seasons';

export interface SeasonFormValues {
  name: string;
  validFrom: string;
  validTill: string;
  stateId: string | null;
  isForRole: boolean;
  isForTournament: boolean;
}

const DAY_MS = 86_400_000;
const plusDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The season after `newest`: the next day for a year (a day short of the same date a year on). */
export function nextSeason(newest: Pick<Season, 'validTill'> | null | undefined): Partial<SeasonFormValues> {
  if (!newest) return {};
  const validFrom = plusDays(newest.validTill, 1);
  const [year, month, day] = validFrom.split('-').map(Number) as [number, number, number];
  // Date.UTC carries a 29 February a year on into March.
  const validTill = new Date(Date.UTC(year + 1, month - 1, day) - DAY_MS).toISOString().slice(0, 10);
  const name = validFrom.slice(5) === '01-01' ? String(year) : `${year}/${year + 1}`;
  return { name, validFrom, validTill };
}

export function seasonFormValues(s: Season | null, suggested: Partial<SeasonFormValues> = {}): SeasonFormValues {
  return {
    name: s?.name ?? suggested.name ?? '',
    validFrom: s?.validFrom ?? suggested.validFrom ?? '',
    validTill: s?.validTill ?? suggested.validTill ?? '',
    stateId: String(s?.stateId ?? 1),
    isForRole: s?.isForRole ?? true,
    isForTournament: s?.isForTournament ?? true,
  };
}

/** The body of the create and update calls; a required field left empty is missing (the schema names it). */
export function seasonBody(v: SeasonFormValues): SeasonWrite {
  return {
    name: v.name.trim() || (undefined as unknown as string),
    validFrom: v.validFrom || (undefined as unknown as string),
    validTill: v.validTill || (undefined as unknown as string),
    stateId: v.stateId ? Number(v.stateId) : undefined,
    isForRole: v.isForRole,
    isForTournament: v.isForTournament,
  };
}
