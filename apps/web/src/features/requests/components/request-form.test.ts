// The new-request form's body and its check with the contract's schema: a transfer sends no loan
// end, a loan needs one that is not before its start.
import { RequestCreateSchema } from '@fedra/contract/requests';
import { describe, expect, it } from 'vitest';
import { requestBody } from './NewRequestModal';

const base = { typeId: '1', personId: '12', effectiveDate: '2026-12-01', loanEndDate: '2026-11-01', note: '  ' };

describe('the new transfer or loan', () => {
  it('sends a transfer without the loan end and without an empty note', () => {
    const body = requestBody(base);
    expect(body).toEqual({ typeId: 1, personId: 12, effectiveDate: '2026-12-01', loanEndDate: null, note: null });
    expect(RequestCreateSchema.safeParse(body).success).toBe(true);
  });

  it('refuses a loan that ends before it starts, and one without an end', () => {
    const early = RequestCreateSchema.safeParse(requestBody({ ...base, typeId: '2' }));
    expect(early.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['loanEndDate', 'requests.loanEndsBeforeStart'],
    ]);
    const open = RequestCreateSchema.safeParse(requestBody({ ...base, typeId: '2', loanEndDate: '' }));
    expect(open.error?.issues.map((i) => i.path.join('.'))).toEqual(['loanEndDate']);
  });

  it('names a missing person', () => {
    const none = RequestCreateSchema.safeParse(requestBody({ ...base, personId: null }));
    expect(none.error?.issues.map((i) => i.path.join('.'))).toContain('personId');
  });
});
