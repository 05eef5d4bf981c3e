// The API contract shared by the server and the web application.
export * from './account';
export * from './account-routes';
export * from './articles';
export * from './articles-routes';
export * from './audit';
export * from './bank-statements';
export * from './boards';
export * from './card-contents';
export * from './club-credits';
export * from './club-register';
export * from './clubs';
export * from './codebook';
export * from './codebook-routes';
export * from './common/endpoint';
export * from './common/envelope';
export * from './common/list-query';
export * from './common/list-query-schema';
export * from './common/modules';
export * from './common/problem';
export * from './common/schemas';
export * from './common/text';
export * from './common/zone-schemas';
export * from './common/zones';
export * from './config';
export * from './contracts';
export * from './contributions';
export * from './disciplinary';
export * from './documents';
export * from './economy';
export * from './economy-codes';
export * from './economy-overview';
export * from './emailing';
export * from './events';
export * from './files';
export * from './imports';
export * from './invoices';
export * from './league-matches';
export * from './league-public';
export * from './league-standings';
export * from './league-teams';
export * from './leagues';
export * from './my-profile';
export * from './order-generation';
export * from './orders';
export * from './passkeys';
export * from './people';
export * from './person-approvals';
export * from './person-gdpr';
export * from './person-merge';
export * from './person-roles';
export * from './persons';
export * from './price-list';
export * from './public-site';
export * from './push';
export * from './rankings';
export * from './referee-journal';
export * from './registration-check';
export * from './reporting';
export * from './reports';
export * from './representation';
export * from './requests';
export * from './result-imports';
export * from './seasons';
export * from './seasons-routes';
export * from './sport-fields';
export * from './statistics';
export * from './synchronizations';
export * from './tournament-competitions';
export * from './tournament-pairing';
export * from './tournament-public';
export * from './tournament-results';
export * from './tournaments';
export * from './two-factor';
export * from './users';
export * from './webhooks';

import { accountEndpoints } from './account';
import { articleEndpoints } from './articles';
import { auditEndpoints } from './audit';
import { bankStatementEndpoints } from './bank-statements';
import { boardEndpoints } from './boards';
import { cardContentEndpoints } from './card-contents';
import { creditEndpoints } from './club-credits';
import { clubRegisterEndpoints } from './club-register';
import { clubEndpoints } from './clubs';
import { codebookEndpoints } from './codebook';
import type { EndpointDef } from './common/endpoint';
import { systemEndpoints } from './config';
import { contractEndpoints } from './contracts';
import { contributionEndpoints } from './contributions';
import { disciplinaryEndpoints } from './disciplinary';
import { documentEndpoints } from './documents';
import { economyEndpoints } from './economy';
import { economyOverviewEndpoints } from './economy-overview';
import { emailingEndpoints } from './emailing';
import { eventEndpoints } from './events';
import { fileEndpoints } from './files';
import { importEndpoints } from './imports';
import { clubInvoiceEndpoints, invoiceEndpoints } from './invoices';
import { leagueMatchEndpoints } from './league-matches';
import { leaguePublicEndpoints } from './league-public';
import { leagueStandingEndpoints } from './league-standings';
import { leagueTeamEndpoints } from './league-teams';
import { leagueEndpoints } from './leagues';
import { myProfileEndpoints } from './my-profile';
import { orderGenerationEndpoints } from './order-generation';
import { clubOrderEndpoints, orderEndpoints } from './orders';
import { passkeyEndpoints } from './passkeys';
import { peopleEndpoints } from './people';
import { personApprovalEndpoints } from './person-approvals';
import { personGdprEndpoints } from './person-gdpr';
import { personMergeEndpoints } from './person-merge';
import { personRoleEndpoints } from './person-roles';
import { clubPersonEndpoints, personEndpoints } from './persons';
import { clubPriceListEndpoints, priceListEndpoints } from './price-list';
import { publicSiteEndpoints } from './public-site';
import { pushEndpoints } from './push';
import { rankingEndpoints } from './rankings';
import { refereeJournalEndpoints } from './referee-journal';
import { registrationCheckEndpoints } from './registration-check';
import { reportingEndpoints } from './reporting';
import { reportEndpoints } from './reports';
import { representationEndpoints } from './representation';
import { requestEndpoints } from './requests';
import { resultImportEndpoints } from './result-imports';
import { seasonEndpoints } from './seasons';
import { clubSportFieldEndpoints, sportFieldEndpoints } from './sport-fields';
import { statisticsEndpoints } from './statistics';
import { synchronizationEndpoints } from './synchronizations';
import { tournamentCompetitionEndpoints } from './tournament-competitions';
import { tournamentPairingEndpoints } from './tournament-pairing';
import { tournamentPublicEndpoints } from './tournament-public';
import { tournamentResultEndpoints } from './tournament-results';
import { tournamentEndpoints } from './tournaments';
import { twoFactorEndpoints } from './two-factor';
import { accountLinkEndpoints, userEndpoints } from './users';
import { webhookEndpoints } from './webhooks';

/** Every call of the API, by feature. */
export const endpoints = {
  account: accountEndpoints,
  system: systemEndpoints,
  codebook: codebookEndpoints,
  seasons: seasonEndpoints,
  people: peopleEndpoints,
  clubs: clubEndpoints,
  clubRegister: clubRegisterEndpoints,
  personRoles: personRoleEndpoints,
  boards: boardEndpoints,
  cardContents: cardContentEndpoints,
  clubCredits: creditEndpoints,
  files: fileEndpoints,
  imports: importEndpoints,
  contracts: contractEndpoints,
  reports: reportEndpoints,
  statistics: statisticsEndpoints,
  contributions: contributionEndpoints,
  economy: economyEndpoints,
  emailing: emailingEndpoints,
  documents: documentEndpoints,
  articles: articleEndpoints,
  tournaments: tournamentEndpoints,
  tournamentCompetitions: tournamentCompetitionEndpoints,
  tournamentPublic: tournamentPublicEndpoints,
  rankings: rankingEndpoints,
  tournamentPairing: tournamentPairingEndpoints,
  resultImports: resultImportEndpoints,
  tournamentResults: tournamentResultEndpoints,
  leagues: leagueEndpoints,
  leagueTeams: leagueTeamEndpoints,
  leagueMatches: leagueMatchEndpoints,
  leagueStandings: leagueStandingEndpoints,
  registrationCheck: registrationCheckEndpoints,
  requests: requestEndpoints,
  refereeJournal: refereeJournalEndpoints,
  push: pushEndpoints,
  users: userEndpoints,
  accountLinks: accountLinkEndpoints,
  twoFactor: twoFactorEndpoints,
  passkeys: passkeyEndpoints,
  persons: personEndpoints,
  clubPersons: clubPersonEndpoints,
  personApprovals: personApprovalEndpoints,
  personMerge: personMergeEndpoints,
  personGdpr: personGdprEndpoints,
  myProfile: myProfileEndpoints,
  audit: auditEndpoints,
  priceList: priceListEndpoints,
  clubPriceList: clubPriceListEndpoints,
  orders: orderEndpoints,
  clubOrders: clubOrderEndpoints,
  orderGeneration: orderGenerationEndpoints,
  invoices: invoiceEndpoints,
  clubInvoices: clubInvoiceEndpoints,
  bankStatements: bankStatementEndpoints,
  economyOverview: economyOverviewEndpoints,
  sportFields: sportFieldEndpoints,
  clubSportFields: clubSportFieldEndpoints,
  disciplinary: disciplinaryEndpoints,
  events: eventEndpoints,
  representation: representationEndpoints,
  reporting: reportingEndpoints,
  synchronizations: synchronizationEndpoints,
  webhooks: webhookEndpoints,
  leaguePublic: leaguePublicEndpoints,
  publicSite: publicSiteEndpoints,
} satisfies Record<string, Record<string, EndpointDef>>;
