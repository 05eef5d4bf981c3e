// The club's change history names its codebook ids as the detail does (region, district, type),
// where it showed "Kraj: 7 → 8".
import { screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { answerCalls, apiAnswer as json, renderPart } from '../../../test/page';
import { setupI18n } from '../../../test/render';
import { setTestRuntimeConfig } from '../../../test/runtime-config';
import { clubHistorySource } from '../api';
import { ClubHistory } from './ClubHistory';

const entry = (id: number, code: string, cs: string) => ({ id, code, name: { cs, en: cs } });
const CODEBOOK = {
  region: { '7': entry(7, 'JHM', 'Jihomoravský kraj'), '8': entry(8, 'OLK', 'Olomoucký kraj') },
  district: { '71': entry(71, 'BM', 'Brno-město') },
  clubTypes: { '2': entry(2, 'TJ', 'Tělovýchovná jednota') },
};

describe('ClubHistory', () => {
  beforeAll(() => setupI18n('cs'));
  beforeEach(() => {
    setTestRuntimeConfig();
    const changes = [
      { field: 'clubTypeId', before: null, after: 2 },
      { field: 'districtId', before: 71, after: null },
      { field: 'regionId', before: 7, after: 8 },
    ];
    const history = { data: [{ id: 1, at: '2026-03-01T09:00:00Z', action: 'club.update', actor: null, changes }] };
    answerCalls((url) =>
      url.includes('/clubs/5/history') ? json(200, { ...history, total: 1, limit: 100, offset: 0 }) : json(404, {}),
    );
  });

  it('names the region, district and club type', async () => {
    renderPart(<ClubHistory source={clubHistorySource(5)} />, { codebook: CODEBOOK });
    expect(await screen.findByText('Kraj: Jihomoravský kraj → Olomoucký kraj')).toBeInTheDocument();
    expect(screen.getByText('Okres: Brno-město → –')).toBeInTheDocument();
    expect(screen.getByText('Typ klubu: – → Tělovýchovná jednota')).toBeInTheDocument();
  });
});
