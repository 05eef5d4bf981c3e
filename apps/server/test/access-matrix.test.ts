// The access matrix: every route the server registers, called as each demo role and as an
// anonymous visitor, against the expected allow or deny. A route without a row here fails.
import { defineEndpoint } from '@fedra/contract';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../src/app';
import { registerEndpoint, registeredEndpoints } from '../src/platform/http/endpoint';
import { type DemoUser, useTestServer } from './test-server';

const server = useTestServer();

type Caller = DemoUser | 'anonymous';
const CALLERS: Caller[] = ['anonymous', 'admin', 'expert', 'unit', 'club', 'clubro', 'member'];

const EVERYONE = CALLERS;
const SIGNED_IN: Caller[] = ['admin', 'expert', 'unit', 'club', 'clubro', 'member'];
const ADMIN_READ: Caller[] = ['admin', 'expert', 'unit'];
const ADMIN_WRITE: Caller[] = ['admin', 'expert', 'unit'];
/** Federation-wide records the office manages (boards): unit managers only read them. */
const OFFICE_WRITE: Caller[] = ['admin', 'expert'];
const CLUB_READ: Caller[] = ['club', 'clubro'];
const PERSONAL: Caller[] = ['member'];

/** Who may pass each route's access rule. */
const MATRIX: Record<string, Caller[]> = {
  'GET /api/health': EVERYONE,
  'GET /api/ready': EVERYONE,
  'GET /api/global-zone/config': EVERYONE,
  'GET /api/global-zone/codebook': EVERYONE,
  'POST /api/account/login': EVERYONE,
  'POST /api/account/refresh': EVERYONE,
  'POST /api/account/logout': EVERYONE,
  'GET /api/account/me/new': SIGNED_IN,
  'POST /api/account/password': SIGNED_IN,
  // Any signed-in user may ask; only a manager of that club gets it (the club of club@).
  'POST /api/account/current-club/:clubId': ['club'],
  // Single sign-on: anyone may start it (404 here: not configured in this test).
  'GET /api/account/sso/start': EVERYONE,
  'GET /api/account/sso/callback': EVERYONE,
  'POST /api/account/sso/exchange': EVERYONE,
  // Web push: every signed-in user keeps the subscriptions of the user's own browsers.
  'PUT /api/account/push-subscriptions': SIGNED_IN,
  'DELETE /api/account/push-subscriptions': SIGNED_IN,
  'GET /api/admin-zone/seasons': ADMIN_READ,
  'GET /api/club-zone/seasons': CLUB_READ,
  'GET /api/personal-zone/seasons': PERSONAL,
  'GET /api/admin-zone/people/simple': ADMIN_READ,
  'GET /api/admin-zone/people/count/all': ADMIN_READ,
  'GET /api/admin-zone/people/count/date/:date': ADMIN_READ,
  'GET /api/admin-zone/clubs/simple': ADMIN_READ,
  'GET /api/admin-zone/clubs/count/all': ADMIN_READ,
  'GET /api/admin-zone/clubs/count/date/:date': ADMIN_READ,
  'GET /api/club-zone/clubs/simple': CLUB_READ,
  'POST /api/admin-zone/person-roles': ADMIN_WRITE,
  'PUT /api/admin-zone/person-roles/:id': ADMIN_WRITE,
  'DELETE /api/admin-zone/person-roles/:id': ADMIN_WRITE,
  'GET /api/public-zone/boards': EVERYONE,
  'GET /api/admin-zone/boards': ADMIN_READ,
  'GET /api/admin-zone/boards/:id': ADMIN_READ,
  'GET /api/admin-zone/boards/:id/members': ADMIN_READ,
  'POST /api/admin-zone/boards': OFFICE_WRITE,
  'PUT /api/admin-zone/boards/:id': OFFICE_WRITE,
  'DELETE /api/admin-zone/boards/:id': OFFICE_WRITE,
  'GET /api/admin-zone/card-contents': ADMIN_READ,
  'POST /api/admin-zone/card-contents': ADMIN_WRITE,
  'PUT /api/admin-zone/card-contents/:id': ADMIN_WRITE,
  'POST /api/admin-zone/card-contents/preview': ADMIN_WRITE,
  'GET /api/admin-zone/club-credits': ADMIN_READ,
  // The club zone's own ledger and summary: the current club's managers, the read-only one too.
  'GET /api/club-zone/club-credits': CLUB_READ,
  'GET /api/club-zone/club-credits/summary': CLUB_READ,
  // Every role of the zone that may write there; the call that uses the file checks its own action.
  'POST /api/admin-zone/files/upload-url': ADMIN_WRITE,
  'POST /api/club-zone/files/upload-url': ['club'],
  'POST /api/personal-zone/files/upload-url': PERSONAL,
  // Local storage's transfer routes: the signed URL is the permission (a bad one is a 400).
  'PUT /api/files/upload/:id': EVERYONE,
  'GET /api/files/download/:id': EVERYONE,
  // Imports: the office imports, unit managers do not; a club manager into the current club.
  'POST /api/admin-zone/imports': OFFICE_WRITE,
  'GET /api/admin-zone/imports': OFFICE_WRITE,
  'GET /api/admin-zone/imports/:id': OFFICE_WRITE,
  'DELETE /api/admin-zone/imports/:id': OFFICE_WRITE,
  'GET /api/admin-zone/imports/:importId/records': OFFICE_WRITE,
  'GET /api/admin-zone/imports/:id/failed-rows': OFFICE_WRITE,
  'GET /api/admin-zone/imports/:id/file': OFFICE_WRITE,
  'GET /api/admin-zone/imports/sample/person': OFFICE_WRITE,
  'GET /api/admin-zone/imports/sample/club': OFFICE_WRITE,
  'GET /api/admin-zone/imports/filled': OFFICE_WRITE,
  'POST /api/club-zone/imports': ['club'],
  'GET /api/club-zone/imports': CLUB_READ,
  'GET /api/club-zone/imports/:id': CLUB_READ,
  'DELETE /api/club-zone/imports/:id': ['club'],
  'GET /api/club-zone/imports/:importId/records': CLUB_READ,
  'GET /api/club-zone/imports/:id/failed-rows': CLUB_READ,
  'GET /api/club-zone/imports/:id/file': CLUB_READ,
  'GET /api/club-zone/imports/sample/person': CLUB_READ,
  'GET /api/club-zone/imports/filled': CLUB_READ,
  // Contracts: the office keeps them, every admin role reads (a unit manager its units'); a club
  // manager reads the current club's and adds documents, the read-only one reads.
  'GET /api/admin-zone/contracts': ADMIN_READ,
  'GET /api/admin-zone/contracts/:id': ADMIN_READ,
  'GET /api/admin-zone/contracts/:contractId/document': ADMIN_READ,
  'POST /api/admin-zone/contracts/count/date/:date': ADMIN_READ,
  'POST /api/admin-zone/contracts/count/all': ADMIN_READ,
  'POST /api/admin-zone/contracts': OFFICE_WRITE,
  'PUT /api/admin-zone/contracts/:id': OFFICE_WRITE,
  'DELETE /api/admin-zone/contracts/:id': OFFICE_WRITE,
  'POST /api/admin-zone/contracts/document': OFFICE_WRITE,
  'PUT /api/admin-zone/contracts/document/:id': OFFICE_WRITE,
  'DELETE /api/admin-zone/contracts/document/:id': OFFICE_WRITE,
  'GET /api/club-zone/contracts': CLUB_READ,
  'GET /api/club-zone/contracts/:id': CLUB_READ,
  'GET /api/club-zone/contracts/:contractId/document': CLUB_READ,
  'POST /api/club-zone/contracts/document': ['club'],
  // Federation articles: the office writes them; every role reads what its zone publishes.
  'GET /api/admin-zone/federation-articles': OFFICE_WRITE,
  'GET /api/admin-zone/federation-articles/:id': OFFICE_WRITE,
  'POST /api/admin-zone/federation-articles': OFFICE_WRITE,
  'PUT /api/admin-zone/federation-articles/:id': OFFICE_WRITE,
  'DELETE /api/admin-zone/federation-articles/:id': OFFICE_WRITE,
  'GET /api/admin-zone/federation-articles/published': ADMIN_READ,
  'GET /api/admin-zone/federation-articles/published/:id': ADMIN_READ,
  'GET /api/admin-zone/federation-articles/tags': ADMIN_READ,
  'GET /api/club-zone/federation-articles/published': CLUB_READ,
  'GET /api/club-zone/federation-articles/published/:id': CLUB_READ,
  'GET /api/club-zone/federation-articles/tags': CLUB_READ,
  'GET /api/personal-zone/federation-articles/published': PERSONAL,
  'GET /api/personal-zone/federation-articles/published/:id': PERSONAL,
  'GET /api/personal-zone/federation-articles/tags': PERSONAL,
  // Report lists (report/list/*): action club.stats.count, module stats; unit managers see their units.
  'GET /api/admin-zone/reports/persons': ADMIN_READ,
  'GET /api/admin-zone/reports/club-members': ADMIN_READ,
  'GET /api/admin-zone/reports/federation-units': ADMIN_READ,
  'GET /api/admin-zone/reports/regions': ADMIN_READ,
  'GET /api/admin-zone/reports/districts': ADMIN_READ,
  'GET /api/admin-zone/reports/age-categories': ADMIN_READ,
  'GET /api/admin-zone/reports/age-categories/defined': ADMIN_READ,
  'GET /api/admin-zone/reports/person-roles': ADMIN_READ,
  // Reports and statistics (issue 11): every admin role reads them, unit managers in their units.
  'GET /api/admin-zone/club/report/:date': ADMIN_READ,
  'GET /api/admin-zone/club/stats/:date': ADMIN_READ,
  'GET /api/admin-zone/club/stats/districts/:date': ADMIN_READ,
  'GET /api/admin-zone/club/stats/federationunits/:date': ADMIN_READ,
  'GET /api/admin-zone/club/stats/regions/:date': ADMIN_READ,
  'GET /api/admin-zone/club/stats/sections/:date': ADMIN_READ,
  'GET /api/admin-zone/people/count-by-sex/date/:date/section/:sectionId/role/:role': ADMIN_READ,
  'GET /api/admin-zone/sport-fields/count': ADMIN_READ,
  'GET /api/admin-zone/sport-fields/count/date/:date/all': ADMIN_READ,
  // Economy settings (module economy): the office and the union read the token's state (the demo
  // has no read-only or union account); only the Administrator replaces the token.
  'GET /api/admin-zone/economy/settings': OFFICE_WRITE,
  'PUT /api/admin-zone/economy/settings/token': ['admin'],
  // Person contributions (issue 12): unit managers read and pay their units'; the office generates
  // and keeps the price list; a club manager pays the current club's, the read-only one reads.
  'GET /api/admin-zone/person-contributions': ADMIN_READ,
  'GET /api/admin-zone/person-contributions/summary': ADMIN_READ,
  'POST /api/admin-zone/person-contributions/pay': ADMIN_WRITE,
  'POST /api/admin-zone/person-contributions/generate': OFFICE_WRITE,
  'GET /api/admin-zone/person-contributions/generate/:jobId': OFFICE_WRITE,
  'GET /api/admin-zone/person-contribution-prices': ADMIN_READ,
  'POST /api/admin-zone/person-contribution-prices': OFFICE_WRITE,
  'PUT /api/admin-zone/person-contribution-prices/:id': OFFICE_WRITE,
  'DELETE /api/admin-zone/person-contribution-prices/:id': OFFICE_WRITE,
  'GET /api/club-zone/person-contributions': CLUB_READ,
  'GET /api/club-zone/person-contributions/summary': CLUB_READ,
  'POST /api/club-zone/person-contributions/pay': ['club'],
  // Documents: every admin role browses, the office manages; club managers (read-only too) and
  // members browse; public and unlisted files are sent to anyone (a wrong id or link is a 404).
  'GET /api/admin-zone/documents/folders/by-path': ADMIN_READ,
  'GET /api/admin-zone/documents/files': ADMIN_READ,
  'GET /api/admin-zone/documents/files/:id/download-url': ADMIN_READ,
  'POST /api/admin-zone/documents/folders': OFFICE_WRITE,
  'PUT /api/admin-zone/documents/folders/:id': OFFICE_WRITE,
  'DELETE /api/admin-zone/documents/folders/:id': OFFICE_WRITE,
  'POST /api/admin-zone/documents/files': OFFICE_WRITE,
  'PUT /api/admin-zone/documents/files/:id': OFFICE_WRITE,
  'DELETE /api/admin-zone/documents/files/:id': OFFICE_WRITE,
  'GET /api/club-zone/documents/folders/by-path': CLUB_READ,
  'GET /api/club-zone/documents/files': CLUB_READ,
  'GET /api/club-zone/documents/files/:id/download-url': CLUB_READ,
  'GET /api/personal-zone/documents/folders/by-path': PERSONAL,
  'GET /api/personal-zone/documents/files': PERSONAL,
  'GET /api/personal-zone/documents/files/:id/download-url': PERSONAL,
  'GET /api/public-zone/documents/:id/download': EVERYONE,
  'GET /api/public-zone/documents/shared/:token': EVERYONE,
  // E-mail campaigns (issue 13, module emailing): the office only (its read-only role reads; no
  // demo account has it, emailing.test.ts covers it); unit managers and clubs are refused.
  'GET /api/admin-zone/emailing/campaigns': OFFICE_WRITE,
  'POST /api/admin-zone/emailing/campaigns': OFFICE_WRITE,
  'GET /api/admin-zone/emailing/campaigns/:id': OFFICE_WRITE,
  'PUT /api/admin-zone/emailing/campaigns/:id': OFFICE_WRITE,
  'DELETE /api/admin-zone/emailing/campaigns/:id': OFFICE_WRITE,
  'POST /api/admin-zone/emailing/campaigns/:id/send': OFFICE_WRITE,
  'POST /api/admin-zone/emailing/campaigns/:id/schedule': OFFICE_WRITE,
  'POST /api/admin-zone/emailing/campaigns/:id/stop': OFFICE_WRITE,
  'POST /api/admin-zone/emailing/campaigns/:id/test': OFFICE_WRITE,
  'GET /api/admin-zone/emailing/campaigns/:id/preview': OFFICE_WRITE,
  'GET /api/admin-zone/emailing/campaigns/:id/deliveries': OFFICE_WRITE,
  'GET /api/admin-zone/emailing/recipients/count': OFFICE_WRITE,
  'GET /api/admin-zone/emailing/lists': OFFICE_WRITE,
  'POST /api/admin-zone/emailing/lists': OFFICE_WRITE,
  'DELETE /api/admin-zone/emailing/lists/:id': OFFICE_WRITE,
  'GET /api/admin-zone/emailing/senders': OFFICE_WRITE,
  'POST /api/admin-zone/emailing/senders': OFFICE_WRITE,
  'PUT /api/admin-zone/emailing/senders/:id': OFFICE_WRITE,
  'GET /api/admin-zone/emailing/templates': OFFICE_WRITE,
  // Tournaments (module tournamentDynamic): every admin-zone role reads, the
  // office writes and moves the workflow, only the union commission approves (no demo account:
  // the Administrator, super admin, passes); clubs and members read their zone's.
  'GET /api/admin-zone/tournaments': ADMIN_READ,
  'POST /api/admin-zone/tournaments': OFFICE_WRITE,
  'GET /api/admin-zone/tournaments/:id': ADMIN_READ,
  'PUT /api/admin-zone/tournaments/:id': OFFICE_WRITE,
  'DELETE /api/admin-zone/tournaments/:id': OFFICE_WRITE,
  'POST /api/admin-zone/tournaments/:id/publish': OFFICE_WRITE,
  'POST /api/admin-zone/tournaments/:id/send': OFFICE_WRITE,
  'POST /api/admin-zone/tournaments/:id/approve': ['admin'],
  'POST /api/admin-zone/tournaments/:id/cancel': OFFICE_WRITE,
  'POST /api/admin-zone/tournaments/:id/archive': OFFICE_WRITE,
  'GET /api/admin-zone/tournaments/:tournamentId/attachments': ADMIN_READ,
  'POST /api/admin-zone/tournaments/:tournamentId/attachments': OFFICE_WRITE,
  'PUT /api/admin-zone/tournaments/attachments/:id': OFFICE_WRITE,
  'DELETE /api/admin-zone/tournaments/attachments/:id': OFFICE_WRITE,
  'GET /api/club-zone/tournaments': CLUB_READ,
  'GET /api/club-zone/tournaments/:id': CLUB_READ,
  'GET /api/club-zone/tournaments/:tournamentId/attachments': CLUB_READ,
  'GET /api/personal-zone/tournaments': PERSONAL,
  'GET /api/personal-zone/tournaments/:id': PERSONAL,
  'GET /api/personal-zone/tournaments/:tournamentId/attachments': PERSONAL,
  // Rankings: every admin role, club managers and members read; the office generates and marks.
  'GET /api/admin-zone/tournaments/rankings': ADMIN_READ,
  'GET /api/admin-zone/tournaments/rankings/:id/entries': ADMIN_READ,
  'GET /api/club-zone/tournaments/rankings': CLUB_READ,
  'GET /api/club-zone/tournaments/rankings/:id/entries': CLUB_READ,
  'GET /api/personal-zone/tournaments/rankings': PERSONAL,
  'GET /api/personal-zone/tournaments/rankings/:id/entries': PERSONAL,
  'GET /api/admin-zone/tournaments/rankings/excluded': ADMIN_READ,
  'POST /api/admin-zone/tournaments/rankings/excluded': OFFICE_WRITE,
  'DELETE /api/admin-zone/tournaments/rankings/excluded/:id': OFFICE_WRITE,
  'GET /api/admin-zone/tournaments/rankings/included': ADMIN_READ,
  'POST /api/admin-zone/tournaments/rankings/included': OFFICE_WRITE,
  'DELETE /api/admin-zone/tournaments/rankings/included/:id': OFFICE_WRITE,
  'POST /api/admin-zone/tournaments/rankings/generate': OFFICE_WRITE,
  'GET /api/admin-zone/tournaments/rankings/generate/:jobId': OFFICE_WRITE,
  // Tournament disciplines and applications: every admin role reads, the office
  // writes; club managers read (the read-only one too) and apply; members read.
  'POST /api/admin-zone/tournaments/:tournamentId/competitions': OFFICE_WRITE,
  'GET /api/admin-zone/tournaments/:id/competitions': ADMIN_READ,
  'GET /api/admin-zone/tournaments/competitions/:id': ADMIN_READ,
  'PUT /api/admin-zone/tournaments/competitions/:id': OFFICE_WRITE,
  'DELETE /api/admin-zone/tournaments/competitions/:id': OFFICE_WRITE,
  'PUT /api/admin-zone/tournaments/competitions/:id/state/:stateId': OFFICE_WRITE,
  'PUT /api/admin-zone/tournaments/competitions/:id/counts': OFFICE_WRITE,
  'GET /api/club-zone/tournaments/competitions/:id': CLUB_READ,
  'GET /api/club-zone/tournaments/:id/competitions': CLUB_READ,
  'GET /api/personal-zone/tournaments/:id/competitions': PERSONAL,
  'POST /api/admin-zone/tournaments/competitions/:id/participants': OFFICE_WRITE,
  'GET /api/admin-zone/tournaments/competitions/:competitionId/participants': ADMIN_READ,
  'PUT /api/admin-zone/tournaments/competitions/participants/:id': OFFICE_WRITE,
  'DELETE /api/admin-zone/tournaments/competitions/participants/:id': OFFICE_WRITE,
  'GET /api/admin-zone/tournaments/:tournamentId/participants': ADMIN_READ,
  'POST /api/admin-zone/tournaments/:tournamentId/participants/approve': OFFICE_WRITE,
  'POST /api/admin-zone/tournaments/participants/bulk': OFFICE_WRITE,
  'GET /api/admin-zone/tournaments/participants/applicants': OFFICE_WRITE,
  'GET /api/club-zone/tournaments/:tournamentId/participants': CLUB_READ,
  // Season pairing: the cross-tournament discipline list reads like the dynamic module; the office pairs.
  'GET /api/admin-zone/tournaments/competitions': ADMIN_READ,
  'GET /api/club-zone/tournaments/competitions': CLUB_READ,
  'PUT /api/admin-zone/tournaments/competitions/:id/previous': OFFICE_WRITE,
  'POST /api/admin-zone/tournaments/competitions/pair-season': OFFICE_WRITE,
  'GET /api/club-zone/tournaments/competitions/:competitionId/participants': CLUB_READ,
  'POST /api/club-zone/tournaments/competitions/:id/participants': ['club'],
  'DELETE /api/club-zone/tournaments/competitions/participants/:id': ['club'],
  'POST /api/club-zone/tournaments/participants/bulk': ['club'],
  'GET /api/club-zone/tournaments/participants/applicants': ['club'],
  'GET /api/personal-zone/tournaments/:tournamentId/participants': PERSONAL,
  // Result imports and pairing by hand (the commission only); the unpaired rows read like results.
  'POST /api/fisaf/admin-zone/tournaments/competitions/:competitionId/import/participants/csv': OFFICE_WRITE,
  'POST /api/admin-zone/tournaments/:tournamentId/import/results': OFFICE_WRITE,
  'GET /api/admin-zone/tournaments/:tournamentId/unpaired-results': ADMIN_READ,
  'POST /api/admin-zone/tournaments/competitions/participants/pair': OFFICE_WRITE,
  'DELETE /api/admin-zone/tournaments/unpaired-results/:id': OFFICE_WRITE,
  // Results, team rosters and scoring tables (docs/access.md "Results, team rosters and scoring tables").
  'GET /api/admin-zone/tournaments/competitions/:competitionId/results': ADMIN_READ,
  'GET /api/club-zone/tournaments/competitions/:competitionId/results': CLUB_READ,
  'GET /api/personal-zone/tournaments/competitions/:competitionId/results': PERSONAL,
  'PUT /api/admin-zone/tournaments/competitions/:competitionId/results': OFFICE_WRITE,
  'GET /api/admin-zone/tournaments/:tournamentId/results': ADMIN_READ,
  'GET /api/club-zone/tournaments/:tournamentId/results': CLUB_READ,
  'GET /api/personal-zone/tournaments/:tournamentId/results': PERSONAL,
  'POST /api/admin-zone/tournaments/:tournamentId/calculate-points': OFFICE_WRITE,
  'GET /api/admin-zone/tournaments/competitions/:competitionId/rosters': ADMIN_READ,
  'GET /api/club-zone/tournaments/competitions/:competitionId/rosters': CLUB_READ,
  'GET /api/personal-zone/tournaments/competitions/:competitionId/rosters': PERSONAL,
  'POST /api/admin-zone/tournaments/competitions/:competitionId/rosters': OFFICE_WRITE,
  'POST /api/club-zone/tournaments/competitions/:competitionId/rosters': ['club'],
  'PUT /api/admin-zone/tournaments/rosters/:id': OFFICE_WRITE,
  'DELETE /api/admin-zone/tournaments/rosters/:id': OFFICE_WRITE,
  'DELETE /api/club-zone/tournaments/rosters/:id': ['club'],
  'GET /api/admin-zone/tournaments/scoring': ADMIN_READ,
  'PUT /api/admin-zone/tournaments/scoring/:typeId': OFFICE_WRITE,
  // Public tournament pages and calendar feeds: anyone; the subscription addresses in
  // each zone to the roles that read tournaments there (a secret feed token: the member only).
  'GET /api/public-zone/tournaments': EVERYONE,
  'GET /api/public-zone/tournaments/:id': EVERYONE,
  'GET /api/public-zone/tournaments/:id/participants': EVERYONE,
  'GET /api/public-zone/tournaments/:id/files/:fileId': EVERYONE,
  'GET /api/public-zone/tournaments/calendar.ics': EVERYONE,
  'GET /api/public-zone/tournaments/calendar': EVERYONE,
  'GET /api/public-zone/tournaments/calendar/:token.ics': EVERYONE,
  'GET /api/personal-zone/tournaments/calendar': PERSONAL,
  'POST /api/personal-zone/tournaments/calendar/reset': PERSONAL,
  'GET /api/admin-zone/tournaments/calendar': ADMIN_READ,
  'GET /api/club-zone/tournaments/calendar': CLUB_READ,
  // Issue 17: the public registration-number check, request statements and their result.
  'POST /api/public-zone/registration-numbers/validations': EVERYONE,
  'POST /api/admin-zone/requests/:id/statement-link': OFFICE_WRITE,
  'GET /api/public-zone/requests/statements': EVERYONE,
  'POST /api/public-zone/requests/statements': EVERYONE,
  'GET /api/public-zone/requests/results': EVERYONE,
  // leagues: A (leagues, competitions, attachments; module league): every admin role, club
  // managers (read-only too) and members read their zone's; the office writes.
  'GET /api/admin-zone/leagues': ADMIN_READ,
  'GET /api/admin-zone/leagues/:id': ADMIN_READ,
  'GET /api/admin-zone/leagues/:leagueId/competitions': ADMIN_READ,
  'GET /api/admin-zone/leagues/competitions/:id': ADMIN_READ,
  'GET /api/admin-zone/leagues/:leagueId/attachments': ADMIN_READ,
  'GET /api/club-zone/leagues': CLUB_READ,
  'GET /api/club-zone/leagues/:id': CLUB_READ,
  'GET /api/club-zone/leagues/:leagueId/competitions': CLUB_READ,
  'GET /api/club-zone/leagues/competitions/:id': CLUB_READ,
  'GET /api/club-zone/leagues/:leagueId/attachments': CLUB_READ,
  'GET /api/personal-zone/leagues': PERSONAL,
  'GET /api/personal-zone/leagues/:id': PERSONAL,
  'GET /api/personal-zone/leagues/:leagueId/competitions': PERSONAL,
  'GET /api/personal-zone/leagues/competitions/:id': PERSONAL,
  'GET /api/personal-zone/leagues/:leagueId/attachments': PERSONAL,
  'POST /api/admin-zone/leagues': OFFICE_WRITE,
  'PUT /api/admin-zone/leagues/:id': OFFICE_WRITE,
  'DELETE /api/admin-zone/leagues/:id': OFFICE_WRITE,
  'POST /api/admin-zone/leagues/:id/competitions': OFFICE_WRITE,
  'PUT /api/admin-zone/leagues/competitions/:id': OFFICE_WRITE,
  'DELETE /api/admin-zone/leagues/competitions/:id': OFFICE_WRITE,
  'POST /api/admin-zone/leagues/:id/attachments': OFFICE_WRITE,
  'DELETE /api/admin-zone/leagues/attachments/:id': OFFICE_WRITE,
  // leagues: teams and rosters (docs/access.md "Leagues"): every zone that sees leagues reads them;
  // the office writes teams and membership; rosters the office and the club manager (own teams).
  'GET /api/admin-zone/leagues/:leagueId/teams': ADMIN_READ,
  'GET /api/club-zone/leagues/:leagueId/teams': CLUB_READ,
  'GET /api/personal-zone/leagues/:leagueId/teams': PERSONAL,
  'GET /api/admin-zone/leagues/teams/:id': ADMIN_READ,
  'GET /api/club-zone/leagues/teams/:id': CLUB_READ,
  'GET /api/personal-zone/leagues/teams/:id': PERSONAL,
  'POST /api/admin-zone/leagues/:leagueId/teams': OFFICE_WRITE,
  'PUT /api/admin-zone/leagues/teams/:id': OFFICE_WRITE,
  'DELETE /api/admin-zone/leagues/teams/:id': OFFICE_WRITE,
  'GET /api/admin-zone/leagues/competitions/:competitionId/teams': ADMIN_READ,
  'GET /api/club-zone/leagues/competitions/:competitionId/teams': CLUB_READ,
  'GET /api/personal-zone/leagues/competitions/:competitionId/teams': PERSONAL,
  'POST /api/admin-zone/leagues/competitions/:competitionId/teams': OFFICE_WRITE,
  'DELETE /api/admin-zone/leagues/competitions/:competitionId/teams/:teamId': OFFICE_WRITE,
  'GET /api/admin-zone/leagues/competitions/:competitionId/teams/:teamId/roster': ADMIN_READ,
  'GET /api/club-zone/leagues/competitions/:competitionId/teams/:teamId/roster': CLUB_READ,
  'GET /api/personal-zone/leagues/competitions/:competitionId/teams/:teamId/roster': PERSONAL,
  'PUT /api/admin-zone/leagues/competitions/:competitionId/teams/:teamId/roster': OFFICE_WRITE,
  'PUT /api/club-zone/leagues/competitions/:competitionId/teams/:teamId/roster': ['club'],
  'GET /api/club-zone/leagues/competitions/:competitionId/teams/:teamId/roster/candidates': ['club'],
  // leagues: rounds, draw and matches (every zone that sees leagues reads; the office writes; the
  // club manager scores, starts and ends its home matches)
  'GET /api/admin-zone/leagues/competitions/:competitionId/rounds': ADMIN_READ,
  'GET /api/club-zone/leagues/competitions/:competitionId/rounds': CLUB_READ,
  'GET /api/personal-zone/leagues/competitions/:competitionId/rounds': PERSONAL,
  'POST /api/admin-zone/leagues/competitions/:competitionId/draw': OFFICE_WRITE,
  'POST /api/admin-zone/leagues/competitions/:competitionId/rounds': OFFICE_WRITE,
  'PUT /api/admin-zone/leagues/rounds/:id': OFFICE_WRITE,
  'DELETE /api/admin-zone/leagues/rounds/:id': OFFICE_WRITE,
  'GET /api/admin-zone/leagues/matches/:id': ADMIN_READ,
  'GET /api/club-zone/leagues/matches/:id': CLUB_READ,
  'GET /api/personal-zone/leagues/matches/:id': PERSONAL,
  'POST /api/admin-zone/leagues/competitions/:competitionId/matches': OFFICE_WRITE,
  'PUT /api/admin-zone/leagues/matches/:id': OFFICE_WRITE,
  'PUT /api/club-zone/leagues/matches/:id': ['club'],
  'DELETE /api/admin-zone/leagues/matches/:id': OFFICE_WRITE,
  'POST /api/admin-zone/leagues/matches/:id/start': OFFICE_WRITE,
  'POST /api/club-zone/leagues/matches/:id/start': ['club'],
  'POST /api/admin-zone/leagues/matches/:id/end': OFFICE_WRITE,
  'POST /api/club-zone/leagues/matches/:id/end': ['club'],
  'POST /api/admin-zone/leagues/matches/:id/approve': OFFICE_WRITE,
  'POST /api/admin-zone/leagues/matches/:id/publish': OFFICE_WRITE,
  // leagues: standings and statistics (docs/access.md "Leagues", "Standings and statistics").
  'GET /api/admin-zone/leagues/competitions/:competitionId/standings': ADMIN_READ,
  'GET /api/club-zone/leagues/competitions/:competitionId/standings': CLUB_READ,
  'GET /api/personal-zone/leagues/competitions/:competitionId/standings': PERSONAL,
  'GET /api/admin-zone/leagues/:leagueId/standings': ADMIN_READ,
  'GET /api/club-zone/leagues/:leagueId/standings': CLUB_READ,
  'GET /api/personal-zone/leagues/:leagueId/standings': PERSONAL,
  'GET /api/admin-zone/leagues/competitions/:competitionId/statistics': ADMIN_READ,
  'GET /api/club-zone/leagues/competitions/:competitionId/statistics': CLUB_READ,
  'GET /api/personal-zone/leagues/competitions/:competitionId/statistics': PERSONAL,
  'GET /api/admin-zone/leagues/:leagueId/statistics': ADMIN_READ,
  'GET /api/club-zone/leagues/:leagueId/statistics': CLUB_READ,
  'GET /api/personal-zone/leagues/:leagueId/statistics': PERSONAL,
  // referee journal (module refereeJournal): the office and unit managers read, the office writes;
  // a member keeps their own journal
  'GET /api/admin-zone/referee-journals': ADMIN_READ,
  'GET /api/admin-zone/referee-journals/:personId': ADMIN_READ,
  'GET /api/admin-zone/referee-journals/:personId/entries': ADMIN_READ,
  'GET /api/admin-zone/referee-journals/events': ADMIN_READ,
  'POST /api/admin-zone/referee-journals/:personId/entries': OFFICE_WRITE,
  'PUT /api/admin-zone/referee-journals/entries/:id': OFFICE_WRITE,
  'DELETE /api/admin-zone/referee-journals/entries/:id': OFFICE_WRITE,
  'GET /api/personal-zone/referee-journals': PERSONAL,
  'GET /api/personal-zone/referee-journals/entries': PERSONAL,
  'GET /api/personal-zone/referee-journals/events': PERSONAL,
  'POST /api/personal-zone/referee-journals/entries': PERSONAL,
  'PUT /api/personal-zone/referee-journals/entries/:id': PERSONAL,
  'DELETE /api/personal-zone/referee-journals/entries/:id': PERSONAL,
};

/** Public API documentation: no access rule by design. */
const DOCUMENTATION = /^\/api\/(openapi\.json|docs(\/.*)?)$/;

function apiRoutes() {
  return server.app
    .routeList()
    .filter((r) => r.url.startsWith('/api') && r.method !== 'HEAD' && !DOCUMENTATION.test(r.url));
}

describe('access matrix', () => {
  it('has a row for every registered API route, and no row without a route', () => {
    const registered = apiRoutes().map((r) => `${r.method} ${r.url}`);
    for (const key of registered) expect(MATRIX[key], `no access rule declared for ${key}`).toBeDefined();
    for (const key of Object.keys(MATRIX)) expect(registered, `matrix row ${key} has no route`).toContain(key);
  });

  it('allows and denies each route exactly as the matrix says', async () => {
    const clubOfClubManager = (
      await server.db.pool.query(`SELECT current_club_id AS id FROM users WHERE user_name = 'club@fedra.test'`)
    ).rows[0].id as number;
    const params: Record<string, string> = {
      id: '999999',
      contractId: '999999',
      // A person who does not exist: 404 for everyone allowed (person 1 is outside unit@'s units: 403).
      personId: '999999',
      jobId: '00000000-0000-4000-8000-000000000000',
      date: '2026-11-21',
      clubId: String(clubOfClubManager),
    };
    const failures: string[] = [];
    for (const route of apiRoutes()) {
      const url = route.url.replace(/:(\w+)/g, (_, name: string) => params[name] ?? '1');
      const key = `${route.method} ${route.url}`;
      for (const caller of CALLERS) {
        const res = await server.request({
          method: route.method as 'GET',
          url,
          ...(caller === 'anonymous' ? {} : { as: caller }),
          ...(route.method === 'POST' || route.method === 'PUT' ? { payload: {} } : {}),
        });
        expect(res.statusCode, `${key} as ${caller}`).toBeLessThan(500);
        const allowed = res.statusCode !== 401 && res.statusCode !== 403;
        const expected = MATRIX[key]?.includes(caller) ?? false;
        if (allowed !== expected)
          failures.push(`${key} as ${caller}: ${res.statusCode} (expected ${expected ? 'allow' : 'deny'})`);
        if (!expected && caller === 'anonymous') expect([401, 403]).toContain(res.statusCode);
      }
    }
    expect(failures).toEqual([]);
  });

  it('lets read-only roles call only the POSTs declared as reading (the contract counts), nothing else', () => {
    // A new `readsOnly` opens a write method to read-only roles: it must be added here on purpose.
    const readsOnly = new Set(registeredEndpoints.filter((e) => e.readsOnly).map((e) => `${e.method} ${e.path}`));
    expect([...readsOnly].sort()).toEqual([
      'POST /api/admin-zone/contracts/count/all',
      'POST /api/admin-zone/contracts/count/date/:date',
    ]);
    const writing = defineEndpoint({
      method: 'DELETE',
      path: '/api/admin-zone/probe-reads-only',
      operationId: 'probe.readsOnly',
      summary: 'test probe',
      tags: ['test'],
      access: { kind: 'zone', zone: 'admin', action: 'probe' },
      readsOnly: true,
      status: 202,
      response: z.null(),
    });
    expect(() => registerEndpoint(Fastify(), writing, async () => undefined)).toThrow(/only a POST/);
  });

  it('denies with 401 when signed out and 403 when signed in without the right', async () => {
    const anonymous = await server.request({ method: 'GET', url: '/api/admin-zone/people/simple' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('unauthorized');
    const club = await server.request({
      method: 'GET',
      url: '/api/admin-zone/people/simple',
      as: 'club',
      headers: { 'accept-language': 'en' },
    });
    expect(club.statusCode).toBe(403);
    expect(club.json()).toMatchObject({ code: 'zone_denied', title: 'You may not enter the admin zone.' });
    const czech = await server.request({ method: 'GET', url: '/api/personal-zone/seasons', as: 'club' });
    expect(czech.json().title).toBe('Do osobní zóny nemáte přístup.');
    const readOnly = await server.request({
      method: 'POST',
      url: '/api/admin-zone/person-roles',
      as: 'clubro',
      payload: {},
    });
    expect(readOnly.statusCode).toBe(403);
  });
});

describe('module switches', () => {
  const boardOnly = useTestServer({ MODULES: 'board' });

  it('answers 404 for the calls of a module switched off, and serves those of a module switched on', async () => {
    // No call of this issue belongs to a module yet: probe the hook with two calls that do.
    const app = await buildApp(boardOnly.deps, { webDist: null });
    const probe = (module: 'board' | 'economy') =>
      defineEndpoint({
        method: 'GET',
        path: `/api/admin-zone/probe-${module}`,
        operationId: `probe.${module}`,
        summary: 'test probe',
        tags: ['test'],
        access: { kind: 'zone', zone: 'admin', action: 'probe', module },
        status: 200,
        response: z.object({ ok: z.boolean() }),
      });
    registerEndpoint(app, probe('board'), async () => ({ ok: true }));
    registerEndpoint(app, probe('economy'), async () => ({ ok: true }));
    const headers = { authorization: `Bearer ${await boardOnly.tokenFor('admin')}` };
    expect((await app.inject({ method: 'GET', url: '/api/admin-zone/probe-board', headers })).statusCode).toBe(200);
    const off = await app.inject({ method: 'GET', url: '/api/admin-zone/probe-economy', headers });
    expect(off.statusCode).toBe(404);
    expect(off.json().code).toBe('route_not_found');
    // Switched off even for anonymous callers: the module's existence is not revealed by a 401.
    expect((await app.inject({ method: 'GET', url: '/api/admin-zone/probe-economy' })).statusCode).toBe(404);
    const config = await boardOnly.request({ method: 'GET', url: '/api/global-zone/config' });
    expect(config.json().modules).toEqual(['board']);
    await app.close();
  });
});
