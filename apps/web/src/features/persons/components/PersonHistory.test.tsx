// The person's change history reads as the detail does: the codebook's names for the sex, the
// citizenship and the federation unit, yes/no in the page's language, dates Czech style.
import { screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { answerCalls, apiAnswer as json, renderPart } from '../../../test/page';
import { setupI18n } from '../../../test/render';
import { setTestRuntimeConfig } from '../../../test/runtime-config';
import { historySource } from '../api';
import { PersonHistory } from './PersonHistory';

const entry = (id: number, code: string, cs: string, en: string) => ({ id, code, name: { cs, en } });
const CODEBOOK = {
  sex: { '1': entry(1, 'M', 'Muž', 'Male'), '2': entry(2, 'F', 'Žena', 'Female') },
  country: { '203': entry(203, 'CZ', 'Česko', 'Czechia'), '703': entry(703, 'SK', 'Slovensko', 'Slovakia') },
  federationUnits: {
    '1': entry(1, 'PHA', 'Pražský badmintonový svaz', 'Prague Badminton Association'),
    '2': entry(2, 'JMK', 'Jihomoravský badmintonový svaz', 'South Moravian Badminton Association'),
  },
};

const history = {
  data: [
    {
      id: 2,
      at: '2026-03-02T09:00:00Z',
      action: 'person.update',
      actor: 'Eva Správcová',
      changes: [
        { field: 'federationUnitId', before: 1, after: 2 },
        { field: 'isContactPublic', before: false, after: true },
        { field: 'nationalityId', before: 203, after: 703 },
      ],
    },
    {
      id: 1,
      at: '2026-03-01T09:00:00Z',
      action: 'person.create',
      actor: null,
      changes: [
        { field: 'birthDate', before: null, after: '1990-05-12' },
        { field: 'federationUnitId', before: null, after: 1 },
        { field: 'isContactPublic', before: null, after: false },
        { field: 'nationalityId', before: null, after: 203 },
        { field: 'sexId', before: null, after: 2 },
      ],
    },
  ],
  total: 2,
  limit: 100,
  offset: 0,
};

describe('PersonHistory', () => {
  beforeAll(() => setupI18n('cs'));
  beforeEach(() => {
    setTestRuntimeConfig();
    answerCalls((url) => (url.includes('/persons/5/history') ? json(200, history) : json(404, {})));
  });

  it('names codebook entries, says Ano/Ne and shows dates Czech style', async () => {
    renderPart(<PersonHistory source={historySource('admin', 5)} />, { codebook: CODEBOOK });
    expect(await screen.findByText('Datum narození: 12. 5. 1990')).toBeInTheDocument();
    expect(screen.getByText('Pohlaví: Žena')).toBeInTheDocument();
    expect(screen.getByText('Státní příslušnost: Česko')).toBeInTheDocument();
    expect(screen.getByText('Federační jednotka: Pražský badmintonový svaz')).toBeInTheDocument();
    expect(screen.getByText('Kontakt smí být zveřejněn: Ne')).toBeInTheDocument();
    expect(
      screen.getByText('Federační jednotka: Pražský badmintonový svaz → Jihomoravský badmintonový svaz'),
    ).toBeInTheDocument();
    expect(screen.getByText('Kontakt smí být zveřejněn: Ne → Ano')).toBeInTheDocument();
    expect(screen.getByText('Státní příslušnost: Česko → Slovensko')).toBeInTheDocument();
  });
});
