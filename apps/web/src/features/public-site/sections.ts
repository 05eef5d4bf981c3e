// The public site's sections (issue 36): the header's and footer's links and the home page's
// overview. A section shows when its page exists in this build with its module switched on (the
// router decides, app/router.tsx) and, for the tournaments, while their public pages are on.
import { createContext, useContext } from 'react';
import { isFeatureActive, useAccessContext } from '../../platform/access';

export interface PublicSection {
  key: 'tournaments' | 'leagues' | 'rankings' | 'clubs' | 'boards' | 'teams' | 'registrationCheck';
  /** The page's path in the public zone. */
  path: string;
  /** A codebook feature of the public zone that must be on as well. */
  feature?: string;
}

export const PUBLIC_SECTIONS: readonly PublicSection[] = [
  { key: 'tournaments', path: 'tournament/public-list', feature: 'public-tournament-detail' },
  { key: 'leagues', path: 'league/public-list' },
  { key: 'rankings', path: 'ranking/public-overview' },
  { key: 'clubs', path: 'club/public-finder' },
  { key: 'boards', path: 'board/public-board-overview' },
  { key: 'teams', path: 'representation/public-list' },
  { key: 'registrationCheck', path: 'person/registration-numbers-validation' },
];

export const publicHref = (path: string) => `/zone/public/${path}`;

/** The sections whose pages exist here (the router's answer), given to the frame and the home page. */
export const PublicSectionsContext = createContext<readonly PublicSection[]>([]);

/** The sections a visitor can open now. */
export function usePublicSections(): readonly PublicSection[] {
  const sections = useContext(PublicSectionsContext);
  const { features } = useAccessContext();
  return sections.filter((s) => !s.feature || isFeatureActive(features, 'public', s.feature));
}
