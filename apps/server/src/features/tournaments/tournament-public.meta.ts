// What a search engine or a link preview reads of the public tournament pages (issue 36 §7,
// platform/web/public-meta.ts): the list's title, and a tournament's name, dates, place and
// organizer with its main image or image poster. A draft or an unknown id: null (the page is a 404).
import { AppError } from '../../platform/errors/app-error';
import { shownDate } from '../../platform/i18n/shown-date';
import type {
  MetaLanguage,
  PublicMetaContext,
  PublicPageDeclaration,
  PublicPageMeta,
} from '../../platform/web/public-meta';
import { pageId, snippet } from '../../platform/web/public-meta';
import { getPublicTournament } from './tournament-public.service';

const TEXTS = {
  cs: {
    listTitle: 'Turnaje',
    listDescription: 'Kalendář turnajů: nadcházející a proběhlé turnaje, jejich místa, přihlášení a výsledky.',
    cancelled: 'Zrušeno.',
    organizer: 'Pořadatel',
  },
  en: {
    listTitle: 'Tournaments',
    listDescription: 'The tournament calendar: upcoming and past tournaments, their places, entries and results.',
    cancelled: 'Cancelled.',
    organizer: 'Organizer',
  },
} satisfies Record<MetaLanguage, Record<string, string>>;

export async function publicTournamentMeta({
  db,
  params,
  language,
}: PublicMetaContext): Promise<PublicPageMeta | null> {
  const id = pageId(params);
  if (id === null) return null;
  const tournament = await getPublicTournament(db, id).catch((error: unknown) => {
    if (error instanceof AppError && error.status === 404) return null;
    throw error;
  });
  if (!tournament) return null;
  const text = TEXTS[language];
  const dates =
    tournament.dateFrom === tournament.dateTill
      ? shownDate(tournament.dateFrom)
      : `${shownDate(tournament.dateFrom)} – ${shownDate(tournament.dateTill)}`;
  const place = [tournament.sportFieldName, tournament.city].filter(Boolean).join(', ');
  const parts = [
    tournament.isCancelled ? text.cancelled : null,
    `${[dates, place].filter(Boolean).join(', ')}.`,
    tournament.organizerName ? `${text.organizer}: ${tournament.organizerName}.` : null,
  ];
  const image =
    tournament.mainImage ?? (tournament.poster?.contentType.startsWith('image/') ? tournament.poster : null);
  return {
    title: tournament.name,
    description: snippet(parts.filter(Boolean).join(' ')),
    image: image?.url ?? null,
  };
}

export const tournamentPublicPages: readonly PublicPageDeclaration[] = [
  {
    path: 'tournament/public-list',
    meta: async ({ language }) => ({ title: TEXTS[language].listTitle, description: TEXTS[language].listDescription }),
  },
  { path: 'tournament/public-detail/:id', meta: publicTournamentMeta },
];
