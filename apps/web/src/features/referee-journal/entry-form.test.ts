// The entry form's own rules (the server's are tested in apps/server/test/referee-journal/referee-journal.test.ts):
// the body it sends, the date bounds and a name unless an event is linked, in both languages.
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupI18n } from '../../test/render';
import { entryBody, entryFormErrors, entryFormValues } from './entry-form';

const labels = (field: string) => field;

beforeAll(async () => {
  await setupI18n();
});

describe('the referee journal entry form', () => {
  it('sends a linked event by its kind, empty texts as null and empty games as 0', () => {
    const values = {
      ...entryFormValues(null),
      date: '2025-03-01',
      typeId: '2',
      event: { kind: 'leagueMatch' as const, id: 7, name: 'Extraliga: A – B' },
      name: '  ',
      gameMain: '',
      gameServe: 3,
    };
    expect(entryBody(values)).toMatchObject({
      date: '2025-03-01',
      typeId: 2,
      name: null,
      tournamentId: null,
      leagueMatchId: 7,
      city: null,
      gameMain: 0,
      gameServe: 3,
    });
  });

  it('asks for a name only without a linked event, and keeps the date within 2000-01-01 … today', async () => {
    await i18next.changeLanguage('cs');
    const base = { ...entryFormValues(null), typeId: '1' };
    const early = entryFormErrors({ ...base, date: '1999-12-31' }, labels, '2026-11-24');
    expect(early.date).toBe('Datum musí být nejméně 1. 1. 2000');
    expect(early.name).toBeDefined();
    const late = entryFormErrors({ ...base, date: '2026-11-25', name: 'X' }, labels, '2026-11-24');
    expect(late).toEqual({ date: 'Datum musí být nejvýše 24. 11. 2026' });
    const linked = { ...base, date: '2026-11-24', event: { kind: 'tournament' as const, id: 1, name: 'T' } };
    expect(entryFormErrors(linked, labels, '2026-11-24')).toEqual({});
    await i18next.changeLanguage('en');
    expect(entryFormErrors({ ...base, date: '1999-12-31', name: 'X' }, labels, '2026-11-24').date).toBe(
      'Date must be at least 1. 1. 2000',
    );
  });

  it('edits an entry linked to a tournament with that tournament as the event', () => {
    const values = entryFormValues({
      id: 1,
      personId: 2,
      date: '2025-01-01',
      typeId: 1,
      name: 'Turnaj',
      tournamentId: 9,
      leagueMatchId: null,
      city: 'Brno',
      ageCategoryGroupId: 3,
      levelText: null,
      gameMain: 1,
      gameServe: 0,
      isLineReferee: false,
      isChiefReferee: true,
      isChiefAssistReferee: false,
      isTraining: false,
      note: null,
      createdDate: '2025-01-01T00:00:00Z',
      createdById: null,
      editedDate: null,
      editedById: null,
    });
    expect(values.event).toEqual({ kind: 'tournament', id: 9, name: 'Turnaj' });
    expect(values.ageCategoryGroupId).toBe('3');
  });
});
