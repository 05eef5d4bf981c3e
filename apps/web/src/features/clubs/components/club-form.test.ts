// The club form's body before validation: a federation unit not yet chosen is "required", not
// "must be a positive number" (it was sent as 0).
import { ClubWriteSchema } from '@fedra/contract/club-register';
import { beforeAll, describe, expect, it } from 'vitest';
import { zodFieldErrors } from '../../../platform/forms';
import { setupI18n } from '../../../test/render';
import { clubBody, clubFormValues } from './club-form';

describe('the club form', () => {
  beforeAll(() => setupI18n('cs'));

  it('asks for a federation unit that is not chosen yet as a required field', () => {
    const errors = zodFieldErrors(ClubWriteSchema, clubBody(clubFormValues(null)), {
      federationUnitId: 'Federační jednotka',
    });
    expect(errors.federationUnitId).toBe('Pole Federační jednotka je povinné');
  });

  it('sends the chosen unit as its number', () => {
    expect(clubBody({ ...clubFormValues(null), federationUnitId: '3' }).federationUnitId).toBe(3);
  });
});
