// THE list of the server's feature modules: app.ts registers their routes and jobs, the demo seed
// runs their demo steps, and the access-matrix test checks their rows, each by looping over it.
// A new module is its folder (with an index.ts exporting its manifest) plus its entry here (and
// the entry's import).
//
// The order matters twice: routes register in it (the order of the OpenAPI document), and demo
// steps run in it, each after the rows it builds on (the results after the tournaments, the
// rankings after the results, the referee journal after the tournaments and leagues; the leagues
// after the tournaments, as both take their ids from the tournaments table; the sport fields after
// the tournaments and leagues, whose demo events they become the venues of).
import type { ModuleManifest } from '../platform/modules/manifest';
import { accountModule } from './account';
import { articlesModule } from './articles';
import { auditModule } from './audit';
import { bankStatementsModule } from './bank-statements';
import { boardsModule } from './boards';
import { cardContentsModule } from './card-contents';
import { clubCreditsModule } from './club-credits';
import { clubsModule } from './clubs';
import { codebookModule } from './codebook';
import { contractsModule } from './contracts';
import { contributionsModule } from './contributions';
import { disciplinaryModule } from './disciplinary';
import { documentsModule } from './documents';
import { economyModule } from './economy';
import { emailingModule } from './emailing';
import { eventsModule } from './events';
import { filesModule } from './files';
import { importsModule } from './imports';
import { invoicesModule } from './invoices';
import { leagueMatchesModule } from './league-matches';
import { leaguePublicModule } from './league-public';
import { leagueStandingsModule } from './league-standings';
import { leagueTeamsModule } from './league-teams';
import { leaguesModule } from './leagues';
import { ordersModule } from './orders';
import { peopleModule } from './people';
import { personRolesModule } from './person-roles';
import { personsModule } from './persons';
import { priceListModule } from './price-list';
import { publicSiteModule } from './public-site';
import { pushModule } from './push';
import { rankingsModule } from './rankings';
import { refereeJournalModule } from './referee-journal';
import { registrationCheckModule } from './registration-check';
import { reportingModule } from './reporting';
import { reportsModule } from './reports';
import { representationModule } from './representation';
import { requestsModule } from './requests';
import { resultImportsModule } from './result-imports';
import { seasonsModule } from './seasons';
import { sportFieldsModule } from './sport-fields';
import { statisticsModule } from './statistics';
import { suspensionsModule } from './suspensions';
import { synchronizationsModule } from './synchronizations';
import { systemModule } from './system';
import { tournamentPairingModule } from './tournament-pairing';
import { tournamentResultsModule } from './tournament-results';
import { tournamentsModule } from './tournaments';
import { usersModule } from './users';
import { webhooksModule } from './webhooks';

export const MODULE_MANIFESTS: readonly ModuleManifest[] = [
  systemModule,
  accountModule,
  usersModule,
  auditModule,
  codebookModule,
  seasonsModule,
  peopleModule,
  personsModule,
  clubsModule,
  personRolesModule,
  boardsModule,
  cardContentsModule,
  clubCreditsModule,
  filesModule,
  importsModule,
  contractsModule,
  reportsModule,
  statisticsModule,
  economyModule,
  contributionsModule,
  documentsModule,
  articlesModule,
  emailingModule,
  tournamentsModule,
  tournamentPairingModule,
  resultImportsModule,
  tournamentResultsModule,
  rankingsModule,
  leaguesModule,
  leagueTeamsModule,
  leagueMatchesModule,
  leagueStandingsModule,
  sportFieldsModule,
  registrationCheckModule,
  requestsModule,
  refereeJournalModule,
  priceListModule,
  ordersModule,
  invoicesModule,
  bankStatementsModule,
  suspensionsModule,
  disciplinaryModule,
  eventsModule,
  representationModule,
  reportingModule,
  synchronizationsModule,
  webhooksModule,
  leaguePublicModule,
  publicSiteModule,
  pushModule,
];
