// The bench's own arithmetic and rules, without a database: percentiles, the plan rule, and that
// the scenario queries are ones the server's list parser accepts.
import { describe, expect, it } from 'vitest';
import type { Fixtures } from './fixtures';
import { summarize } from './load';
import { inspectPlan, type PlanNode } from './plans';
import { compile } from './raw';
import { listQuery, parsedQuery, SCENARIOS } from './scenarios';

describe('summarize', () => {
  it('gives nearest-rank percentiles and throughput', () => {
    const latencies = Array.from({ length: 100 }, (_, i) => 100 - i); // 100 … 1, unsorted
    const r = summarize(latencies, 2, 'boom', 4);
    expect(r).toMatchObject({
      requests: 100,
      errors: 2,
      firstError: 'boom',
      rps: 25,
      p50: 50,
      p95: 95,
      p99: 99,
      max: 100,
    });
  });

  it('copes with no requests', () => {
    expect(summarize([], 0, null, 1)).toMatchObject({ requests: 0, rps: 0, p99: 0 });
  });
});

describe('inspectPlan', () => {
  const large = new Set(['persons', 'person_roles']);
  const seq = (table: string, filter?: string): PlanNode => ({
    'Node Type': 'Seq Scan',
    'Relation Name': table,
    ...(filter ? { Filter: filter } : {}),
  });

  it('refuses a filtered sequential scan of a large table, in the page or the count', () => {
    const plan: PlanNode = { 'Node Type': 'Limit', Plans: [{ 'Node Type': 'Sort', Plans: [seq('persons', '(x)')] }] };
    expect(inspectPlan(plan, 'page', large).seqScans).toEqual(['persons (page)']);
    expect(inspectPlan(plan, 'count', large).seqScans).toEqual(['persons (count)']);
  });

  it('refuses an unfiltered scan feeding a page (an index gives the order)', () => {
    expect(inspectPlan(seq('persons'), 'page', large).seqScans).toEqual(['persons (page)']);
  });

  it('allows counting a whole table, small tables, and index scans', () => {
    expect(inspectPlan({ 'Node Type': 'Aggregate', Plans: [seq('persons')] }, 'count', large).seqScans).toEqual([]);
    expect(inspectPlan(seq('seasons', '(x)'), 'page', large).seqScans).toEqual([]);
    const indexed: PlanNode = {
      'Node Type': 'Nested Loop',
      Plans: [
        { 'Node Type': 'Index Scan', 'Relation Name': 'persons', 'Index Name': 'persons_name_idx' },
        { 'Node Type': 'Index Only Scan', 'Relation Name': 'person_roles', 'Index Name': 'roles_person_idx' },
      ],
    };
    expect(inspectPlan(indexed, 'page', large)).toEqual({
      seqScans: [],
      indexes: ['persons_name_idx', 'roles_person_idx'],
    });
  });
});

describe('scenarios', () => {
  const fixtures: Fixtures = {
    adminUserName: 'admin@fedra.test',
    clubUserName: 'club@fedra.test',
    password: 'x',
    nameTerm: 'Dvořák',
    birthFrom: '2008-03-01',
    birthTo: '2008-03-31',
    clubId: 42,
    deepOffset: 100_000,
    codebookEtag: '"abc"',
    managerClubId: 7,
  };

  it('round-trips a list query string into the shape the server parses', () => {
    const qs = listQuery({
      offset: 40,
      limit: 20,
      sort: 'lastName',
      fields: {
        clubId: { o: 'valuesMemberOf', v: ['1', '2'] },
        birthDate: { o: 'valueDateRange', v: { from: 'a', to: 'b' } },
      },
    });
    expect(parsedQuery(qs)).toEqual({
      offset: '40',
      limit: '20',
      sort: 'lastName',
      'fields[clubId][o]': 'valuesMemberOf',
      'fields[clubId][v][]': ['1', '2'],
      'fields[birthDate][o]': 'valueDateRange',
      'fields[birthDate][v][from]': 'a',
      'fields[birthDate][v][to]': 'b',
    });
  });

  it('builds the server SQL of every data scenario, with the scenario values as parameters', () => {
    const data = SCENARIOS.filter((s) => s.sql);
    expect(data.map((s) => s.id)).toEqual([
      'seasons',
      'people-name',
      'people-dates',
      'people-club',
      'people-deep',
      'clubs',
      'boards',
      'club-zone-clubs',
    ]);
    const params = (id: string) => {
      const s = SCENARIOS.find((x) => x.id === id)?.sql?.(fixtures);
      if (!s) throw new Error(id);
      return [...compile(s.page).values, ...compile(s.count).values];
    };
    expect(params('people-name')).toContain('%Dvořák%');
    expect(params('people-dates')).toContain('2008-03-01');
    expect(params('people-club')).toContainEqual([42]);
    expect(params('people-deep')).toContain(100_000);
    expect(params('club-zone-clubs')).toContain(7);
  });
});
