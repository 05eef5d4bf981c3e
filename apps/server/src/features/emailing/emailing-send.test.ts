import { describe, expect, it } from 'vitest';
import { failureKind } from './emailing-send';
import { outagePauseSeconds } from './emailing-send-job';

const smtpError = (responseCode?: number) => Object.assign(new Error('x'), responseCode ? { responseCode } : {});

describe('send failures', () => {
  it('tells an outage (no SMTP answer, 421) from a recipient retry (4xx) and a final refusal (5xx)', () => {
    expect(failureKind(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ESOCKET' }))).toBe('outage');
    expect(failureKind(Object.assign(new Error('Greeting never received'), { code: 'ETIMEDOUT' }))).toBe('outage');
    expect(failureKind(smtpError(421))).toBe('outage');
    expect(failureKind(smtpError(451))).toBe('retry');
    expect(failureKind(smtpError(452))).toBe('retry');
    expect(failureKind(smtpError(550))).toBe('permanent');
    expect(failureKind(smtpError(554))).toBe('permanent');
    expect(failureKind('weird')).toBe('outage');
  });

  it('pauses a campaign in an outage for doubling times, at most 15 minutes', () => {
    expect([0, 1, 2, 3].map((n) => outagePauseSeconds(60, n))).toEqual([60, 120, 240, 480]);
    expect(outagePauseSeconds(60, 4)).toBe(900);
    expect(outagePauseSeconds(60, 1000)).toBe(900);
  });
});
