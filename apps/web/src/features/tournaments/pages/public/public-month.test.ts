// The month view's calendar arithmetic: the month of the address, its weeks from Monday and the
// tournaments on its days.
import { describe, expect, it } from 'vitest';
import { firstDays, monthRange, monthWeeks, parseMonth, shiftMonth, tournamentsByDay } from './public-month';

describe('the month view arithmetic', () => {
  it('takes the month of the address, else the current one, and turns it across years', () => {
    expect(parseMonth('2026-02', '2026-11-29')).toBe('2026-02');
    for (const bad of [null, '', '2026-13', '2026-1', 'x', '0001-01'])
      expect(parseMonth(bad, '2026-11-29')).toBe('2026-11');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(monthRange('2028-02')).toEqual({ first: '2028-02-01', last: '2028-02-29' });
  });

  it('lays the month out in weeks from Monday', () => {
    // 1 November 2026 is a Sunday: six empty days lead.
    const weeks = monthWeeks('2026-11');
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(weeks.at(-1)).toEqual(['2026-11-30', null, null, null, null, null, null]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(30);
  });

  it('puts a tournament on each of its days within the month, and in the agenda once', () => {
    const across = { id: 1, dateFrom: '2026-10-30', dateTill: '2026-11-02' };
    const inside = { id: 2, dateFrom: '2026-11-15', dateTill: '2026-11-15' };
    const after = { id: 3, dateFrom: '2026-12-01', dateTill: '2026-12-01' };
    const days = tournamentsByDay([across, inside, after], '2026-11');
    expect([...days.keys()]).toEqual(['2026-11-01', '2026-11-02', '2026-11-15']);
    expect(firstDays([inside, across, after], '2026-11')).toEqual(
      new Map([
        ['2026-11-01', [across]],
        ['2026-11-15', [inside]],
      ]),
    );
  });
});
