// The registration-check feature's door: its module manifest (routes and access rows), listed in
// features/modules.ts.
import type { ModuleManifest } from '../../platform/modules/manifest';
import { staticPublicPage } from '../../platform/web/public-meta';
import { registrationCheckAccess } from './registration-check.access';
import { registerRegistrationCheckRoutes } from './registration-check.routes';

export const registrationCheckModule: ModuleManifest = {
  name: 'registration-check',
  routes: [registerRegistrationCheckRoutes],
  access: registrationCheckAccess,
  // Their titles and descriptions for search engines and link previews (issue 36 §7).
  publicPages: [
    staticPublicPage('person/registration-numbers-validation', {
      cs: { title: 'Kontrola registračních čísel', description: 'Ověřte, zda jsou registrační čísla hráčů platná.' },
      en: { title: 'Registration number check', description: "Check whether players' registration numbers are valid." },
    }),
  ],
};
