// Feature modules switched on and off by configuration (spec 000 §1).
export const MODULES = [
  'board',
  'economy',
  'import',
  'league',
  'personContribution',
  'tournament',
  'tournamentDynamic',
  'emailing',
  'stats',
  'memberCard',
  'document',
  'requests',
  'refereeJournal',
  'competitions',
  'disciplinary',
  'events',
  'sportfields',
  'contracts',
  'users',
  'seasons',
] as const;

export type ModuleName = (typeof MODULES)[number];
