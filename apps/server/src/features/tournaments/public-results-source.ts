// The standings and rosters the public tournament detail shows. They are the results feature's
// (features/tournament-results), which depends on the tournaments: the tournaments cannot import
// it back without an import circle. So the results feature hands its two readers over when it is
// loaded (its index.ts), and the public detail asks for them here.
import type { CompetitionResults, Roster } from '@fedra/contract';
import type { ZoneScope } from '../../platform/access/user-access';
import type { Db } from '../../platform/db/pool';

export interface PublicResultsSource {
  /** The disciplines' standings of a tournament the scope sees (404 otherwise). */
  results(db: Db, scope: ZoneScope, tournamentId: number): Promise<CompetitionResults[]>;
  /** The pairs and teams of every discipline of a tournament the scope sees, in one read. */
  rosters(db: Db, scope: ZoneScope, tournamentId: number): Promise<Omit<Roster, 'links'>[]>;
}

let source: PublicResultsSource | null = null;

/** Called once by features/tournament-results when it is loaded. */
export function providePublicResults(provided: PublicResultsSource): void {
  source = provided;
}

export function publicResults(): PublicResultsSource {
  if (!source) throw new Error('the tournament results feature has not provided the public results');
  return source;
}
