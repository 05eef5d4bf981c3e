// What search engines and link previews read of the public home (platform/web/public-meta.ts).
import type { PublicPageDeclaration } from '../../platform/web/public-meta';

const DESCRIPTION = {
  cs: (site: string) => `${site}: výsledky, turnaje, ligy, žebříčky a kluby. Aktuality svazu na jednom místě.`,
  en: (site: string) =>
    `${site}: results, tournaments, leagues, rankings and clubs. The federation's news in one place.`,
};

export const publicSitePages: PublicPageDeclaration[] = [
  {
    path: 'home',
    meta: async ({ language, siteName = 'Fedra' }) => ({
      title: siteName,
      description: DESCRIPTION[language](siteName),
    }),
  },
];
