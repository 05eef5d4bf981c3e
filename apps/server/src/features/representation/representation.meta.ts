// The public team pages' titles and descriptions for search engines and link previews (issue 36 §7).
import { sql } from 'drizzle-orm';
import { type PublicPageDeclaration, pageId, staticPublicPage } from '../../platform/web/public-meta';

export const representationPublicPages: PublicPageDeclaration[] = [
  staticPublicPage('representation/public-list', {
    cs: { title: 'Reprezentační družstva', description: 'Reprezentační družstva svazu, jejich soupisky a zápasy.' },
    en: { title: 'National teams', description: "The federation's national teams, their squads and matches." },
  }),
  {
    path: 'representation/public-detail/:id',
    meta: async ({ db, params, language }) => {
      const id = pageId(params);
      if (id === null) return null;
      const { rows } = await db.execute<{ name: string; season: string }>(
        sql`SELECT t.name, s.name AS season FROM representation_teams t JOIN seasons s ON s.id = t.season_id
             WHERE t.id = ${id}`,
      );
      const team = rows[0];
      if (!team) return null;
      return language === 'cs'
        ? {
            title: team.name,
            description: `Reprezentační družstvo ${team.name}, sezóna ${team.season}: soupiska a zápasy.`,
          }
        : { title: team.name, description: `National team ${team.name}, season ${team.season}: squad and matches.` };
    },
  },
];
