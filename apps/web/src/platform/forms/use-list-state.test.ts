import { listQueryToSearchParams } from '@fedra/contract/common/list-query';
import { describe, expect, it } from 'vitest';
import {
  type ListFilter,
  listStateFromSearchParams,
  listStateToSearchParams,
  nextSort,
  parseSort,
  selectOptions,
  sortToParam,
  toListQuery,
} from './use-list-state';

const filters: ListFilter[] = [
  { kind: 'text', field: 'name', label: 'Jméno' },
  { kind: 'text', field: 'code', label: 'Kód', caseSensitive: true },
  { kind: 'select', field: 'type', label: 'Typ', options: [{ value: 'A', label: 'A' }] },
  { kind: 'boolean', field: 'active', label: 'Aktivní' },
  { kind: 'dateRange', field: 'validFrom', label: 'Platí od' },
];

describe('list state helpers', () => {
  it('cycle a column through ascending, descending and unsorted', () => {
    const s1 = nextSort([], 'name');
    expect(sortToParam(s1)).toBe('name');
    const s2 = nextSort(s1, 'name');
    expect(sortToParam(s2)).toBe('-name');
    expect(nextSort(s2, 'name')).toEqual([]);
    expect(sortToParam(nextSort(s2, 'date'))).toBe('date');
    expect(sortToParam(nextSort(s2, 'date', true))).toBe('-name,date');
    expect(sortToParam(nextSort(parseSort('-name,-date'), 'name', true))).toBe('-date');
  });

  it('turn filter inputs into the list query operators', () => {
    const query = toListQuery(
      {
        offset: 0,
        limit: 25,
        sort: parseSort('-validFrom'),
        filters: {
          name: ' Nov ',
          code: 'AB',
          type: 'A',
          active: 'false',
          validFrom: { from: '2024-01-01', to: '2024-12-31' },
        },
      },
      filters,
    );
    expect(decodeURIComponent(listQueryToSearchParams(query).toString())).toBe(
      'offset=0&limit=25&sort=-validFrom' +
        '&fields[name][o]=valuesLike&fields[name][v]=Nov' +
        '&fields[code][o]=valuesLikeCS&fields[code][v]=AB' +
        '&fields[type][o]=valuesEqual&fields[type][v]=A' +
        '&fields[active][o]=valuesEqual&fields[active][v]=false' +
        '&fields[validFrom][o]=valueDateRange&fields[validFrom][v][from]=2024-01-01&fields[validFrom][v][to]=2024-12-31',
    );
    expect(toListQuery({ offset: 0, limit: 10, sort: [], filters: { name: '  ' } }, filters)).toEqual({
      offset: 0,
      limit: 10,
    });
  });

  it('round-trip through the address, writing only what differs from the defaults', () => {
    const defaults = { limit: 100, sort: parseSort('-validFrom') };
    const state = {
      offset: 50,
      limit: 25,
      sort: [],
      filters: { name: 'Eva', validFrom: { from: '2024-01-01' } },
    };
    const params = listStateToSearchParams(state, filters, defaults, 'p.');
    expect(params.get('p.sort')).toBe('');
    expect(params.get('p.offset')).toBe('50');
    expect(listStateFromSearchParams(params, filters, defaults, 'p.')).toEqual({
      ...state,
      filters: { name: 'Eva', validFrom: { from: '2024-01-01', to: undefined } },
    });
    const clean = listStateToSearchParams(
      { offset: 0, limit: 100, sort: defaults.sort, filters: {} },
      filters,
      defaults,
    );
    expect(clean.toString()).toBe('');
    expect(listStateFromSearchParams(new URLSearchParams('limit=abc&offset=-5'), filters, defaults)).toMatchObject({
      offset: 0,
      limit: 100,
      sort: defaults.sort,
    });
  });

  it("offer a select's any option first, sent and kept in the address as 'has a value'", () => {
    const states: ListFilter = {
      kind: 'select',
      field: 'state',
      label: 'Stav',
      options: [{ value: '2', label: 'Čeká' }],
      anyOption: 'Vše',
    };
    expect(selectOptions(states).map((o) => o.label)).toEqual(['Vše', 'Čeká']);
    const state = { offset: 0, limit: 25, sort: [], filters: { state: selectOptions(states)[0]!.value } };
    expect(toListQuery(state, [states]).fields).toEqual({ state: { o: 'valueNotNull' } });
    const params = listStateToSearchParams(state, [states], { limit: 25, sort: [] });
    expect(decodeURIComponent(params.toString())).toBe('fields[state][o]=valueNotNull');
    expect(listStateFromSearchParams(params, [states], { limit: 25, sort: [] })).toEqual(state);
    // Without an any option, the plain filter has no such value.
    expect(toListQuery({ ...state, filters: { type: '2' } }, filters).fields).toEqual({
      type: { o: 'valuesEqual', v: '2' },
    });
  });
});
