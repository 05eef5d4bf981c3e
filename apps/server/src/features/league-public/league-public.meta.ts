// What a search engine or a link preview reads of the public league pages (issue 36 §7,
// platform/web/public-meta.ts): the leagues page with the season it opens on, a competition with its
// league and season, a team with its club and league. A draft league's page or an unknown id: null
// (the page answers 404).
import type {
  MetaLanguage,
  PublicMetaContext,
  PublicPageDeclaration,
  PublicPageMeta,
} from '../../platform/web/public-meta';
import { pageId, snippet } from '../../platform/web/public-meta';
import { competitionMetaFacts, defaultSeasonName, teamMetaFacts } from './league-public.service';

const TEXTS = {
  cs: {
    listTitle: 'Ligy',
    listDescription: 'Ligové soutěže družstev: tabulky, rozpis utkání a výsledky po kolech, družstva a soupisky.',
    season: (name: string) => `Sezóna ${name}.`,
    competition: (name: string, league: string, season: string | null) =>
      `${name} – ${league}${season ? `, sezóna ${season}` : ''}: tabulka, rozpis utkání a výsledky po kolech a přihlášená družstva.`,
    team: (name: string, club: string | null, league: string) =>
      `Družstvo ${name}${club && club !== name ? ` (${club})` : ''} v soutěži ${league}: soupiska, utkání a výsledky.`,
  },
  en: {
    listTitle: 'Leagues',
    listDescription: 'Team league competitions: tables, fixtures and results by round, teams and rosters.',
    season: (name: string) => `Season ${name}.`,
    competition: (name: string, league: string, season: string | null) =>
      `${name} – ${league}${season ? `, season ${season}` : ''}: the table, fixtures and results by round, and the teams.`,
    team: (name: string, club: string | null, league: string) =>
      `Team ${name}${club && club !== name ? ` (${club})` : ''} in ${league}: roster, matches and results.`,
  },
} as const satisfies Record<MetaLanguage, unknown>;

const idOf = pageId;

export async function publicLeagueListMeta({ db, language }: PublicMetaContext): Promise<PublicPageMeta> {
  const text = TEXTS[language];
  const season = await defaultSeasonName(db);
  return {
    title: text.listTitle,
    description: snippet([text.listDescription, season ? text.season(season) : null].filter(Boolean).join(' ')),
  };
}

export async function publicCompetitionMeta({
  db,
  params,
  language,
}: PublicMetaContext): Promise<PublicPageMeta | null> {
  const id = idOf(params);
  const facts = id === null ? null : await competitionMetaFacts(db, id);
  if (!facts) return null;
  return {
    title: `${facts.name} – ${facts.leagueName}`,
    description: snippet(TEXTS[language].competition(facts.name, facts.leagueName, facts.seasonName)),
  };
}

export async function publicTeamMeta({ db, params, language }: PublicMetaContext): Promise<PublicPageMeta | null> {
  const id = idOf(params);
  const facts = id === null ? null : await teamMetaFacts(db, id);
  if (!facts) return null;
  return {
    title: facts.name,
    description: snippet(TEXTS[language].team(facts.name, facts.clubName, facts.leagueName)),
  };
}

export const leaguePublicPages: readonly PublicPageDeclaration[] = [
  { path: 'league/public-list', meta: publicLeagueListMeta },
  { path: 'league/public-detail/:id', meta: publicCompetitionMeta },
  { path: 'league/public-team/:id', meta: publicTeamMeta },
];
