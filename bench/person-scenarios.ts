// The persons register's list (issue 29 §1): GET /api/admin-zone/persons with each filter alone
// (name without diacritics, registration number, birth number, club, role type and level, age
// category, sex, region, district, valid on a day, approval state) and unfiltered, and
// GET /api/club-zone/persons as the manager of a big club, each against its raw SQL: the
// statements `personListSql` builds for the same query, run without HTTP. The text filters go as
// the web's list sends them (valuesLike), the others as its selects do (valuesEqual); the values
// come from the generated data (`PersonFixtures`), so every filter matches persons.
import type { FieldFilter } from '@fedra/contract/common/list-query';
import { personListSql } from '../apps/server/src/features/persons/persons.list';
import type { Fixtures, PersonFixtures } from './fixtures';
import { type Caller, listQuery, parsedQuery, type Scenario } from './scenarios';

/** The targets: each filter's p50 under 50 ms alone, and at 50 connections ≥ 80 % of its raw SQL's rate. */
export const PERSON_TARGETS = { p50Ms: 50, minRawRatio: 0.8 };
const ADMIN_LIST = '/api/admin-zone/persons';
const CLUB_LIST = '/api/club-zone/persons';
const PAGE = 20;
/** The admin zone's scope (the bench calls as the super admin). */
const ADMIN = { zone: 'admin', fedUnitIds: null } as const;

type Fields = (p: PersonFixtures, f: Fixtures) => Record<string, FieldFilter>;

const like = (v: string): FieldFilter => ({ o: 'valuesLike', v });
const equal = (v: string | number): FieldFilter => ({ o: 'valuesEqual', v: String(v) });

/**
 * The filters that match a large share of the roles (a region: a quarter of the clubs; valid on a
 * day: most roles): counting their persons reads that share of person_roles, which a scan does
 * more cheaply than an index. The other filters' scans fail the scenario: an index should serve.
 */
const BROAD_ROLES = "the count reads a large share of person_roles (a region's clubs, or the roles valid on a day)";

/** One call of the persons list: the first page in the default sort (full name) with these filters. */
function personScenario(
  id: string,
  title: string,
  fields: Fields,
  o: { caller?: Caller; seqScanExpected?: string } = {},
): Scenario {
  const caller = o.caller ?? 'admin';
  const club = caller !== 'admin';
  const query = (f: Fixtures) => listQuery({ limit: PAGE, fields: fields(f.persons, f) });
  return {
    id,
    title,
    caller,
    targets: PERSON_TARGETS,
    ...(o.seqScanExpected ? { seqScanExpected: o.seqScanExpected } : {}),
    call: (f) => ({ method: 'GET', path: `${club ? CLUB_LIST : ADMIN_LIST}?${query(f)}`, status: 200 }),
    sql: (f) => personListSql(club ? { zone: 'club', clubId: f.persons.clubId } : ADMIN, parsedQuery(query(f))),
  };
}

export const PERSON_SCENARIOS: Scenario[] = [
  personScenario('persons-first', 'persons: first page, no filter', () => ({})),
  personScenario('persons-name', 'persons: fullName, a surname without diacritics', (p) => ({
    fullName: like(p.surname),
  })),
  personScenario('persons-registration', 'persons: registrationNumber', (p) => ({
    registrationNumber: like(p.registrationNumber),
  })),
  personScenario('persons-birth-number', 'persons: birthNumber', (p) => ({ birthNumber: like(p.birthNumber) })),
  personScenario('persons-club', 'persons: clubId (a big club)', (_, f) => ({ clubId: equal(f.clubId) })),
  personScenario('persons-role-type', 'persons: roleTypeId (coach)', (p) => ({ roleTypeId: equal(p.roleTypeId) })),
  personScenario('persons-role-level', 'persons: roleLevelId (commonest coach level)', (p) => ({
    roleLevelId: equal(p.roleLevelId),
  })),
  personScenario('persons-age', 'persons: ageCategoryId (U15)', (p) => ({ ageCategoryId: equal(p.ageCategoryId) })),
  personScenario('persons-sex', 'persons: sexId (women)', (p) => ({ sexId: equal(p.sexId) })),
  personScenario('persons-region', "persons: regionId (the big club's)", (p) => ({ regionId: equal(p.regionId) }), {
    seqScanExpected: BROAD_ROLES,
  }),
  personScenario('persons-district', "persons: districtId (the big club's)", (p) => ({
    districtId: equal(p.districtId),
  })),
  personScenario('persons-valid-at', 'persons: validAt (a year ago)', (p) => ({ validAt: equal(p.validAt) }), {
    seqScanExpected: BROAD_ROLES,
  }),
  personScenario('persons-approval', 'persons: approvalStateId (waiting)', (p) => ({
    approvalStateId: equal(p.approvalStateId),
  })),
  personScenario('club-zone-persons', 'club zone: persons of a big club, first page', () => ({}), {
    caller: 'clubOfPersons',
  }),
];
