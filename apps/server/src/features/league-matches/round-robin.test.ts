import { describe, expect, it } from 'vitest';
import { roundRobin } from './round-robin';

const teamsOf = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('roundRobin', () => {
  for (let n = 2; n <= 20; n++) {
    for (const cycles of [1, 2] as const) {
      it(`${n} teams, ${cycles === 1 ? 'single' : 'double'}: every pair meets ${cycles}×, nobody twice in a round, home and away balanced`, () => {
        const teams = teamsOf(n);
        const rounds = roundRobin(teams, cycles);
        const roundsPerCycle = n % 2 ? n : n - 1;
        expect(rounds).toHaveLength(roundsPerCycle * cycles);

        const meetings = new Map<string, number>();
        const home = new Map<number, number>();
        const away = new Map<number, number>();
        for (const round of rounds) {
          const playing = round.flatMap((m) => [m.home, m.away]);
          expect(new Set(playing).size).toBe(playing.length);
          // Everybody plays but the one resting team of an odd count.
          expect(playing).toHaveLength(n - (n % 2));
          for (const m of round) {
            expect(m.home).not.toBe(m.away);
            const key = [m.home, m.away].sort((a, b) => a - b).join('-');
            meetings.set(key, (meetings.get(key) ?? 0) + 1);
            home.set(m.home, (home.get(m.home) ?? 0) + 1);
            away.set(m.away, (away.get(m.away) ?? 0) + 1);
          }
        }
        expect(meetings.size).toBe((n * (n - 1)) / 2);
        for (const count of meetings.values()) expect(count).toBe(cycles);
        for (const team of teams) {
          const difference = Math.abs((home.get(team) ?? 0) - (away.get(team) ?? 0));
          expect(difference).toBeLessThanOrEqual(cycles === 1 ? 1 : 0);
        }
        if (cycles === 2) {
          // Each pair meets once at each team's home.
          const directed = new Set(rounds.flat().map((m) => `${m.home}>${m.away}`));
          expect(directed.size).toBe(n * (n - 1));
        }
      });
    }
  }

  it('gives no rounds for fewer than two teams', () => {
    expect(roundRobin([])).toEqual([]);
    expect(roundRobin([1])).toEqual([]);
  });

  it('gives every team of an odd count exactly one bye per cycle', () => {
    const rounds = roundRobin(teamsOf(5));
    for (const team of teamsOf(5)) {
      expect(rounds.filter((r) => !r.some((m) => m.home === team || m.away === team))).toHaveLength(1);
    }
  });
});
