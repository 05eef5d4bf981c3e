// The boards feature's door: its module manifest (routes and access rows), listed in
// features/modules.ts.
import type { ModuleManifest } from '../../platform/modules/manifest';
import { staticPublicPage } from '../../platform/web/public-meta';
import { boardsAccess } from './boards.access';
import { registerBoardRoutes } from './boards.routes';

export const boardsModule: ModuleManifest = {
  name: 'boards',
  routes: [registerBoardRoutes],
  access: boardsAccess,
  // Their titles and descriptions for search engines and link previews (issue 36 §7).
  publicPages: [
    staticPublicPage('board/public-board-overview', {
      cs: { title: 'Orgány federace', description: 'Kdo vede svaz: výbory, komise a jejich členové.' },
      en: {
        title: "The federation's boards",
        description: 'Who runs the federation: its boards, committees and their members.',
      },
    }),
  ],
};
