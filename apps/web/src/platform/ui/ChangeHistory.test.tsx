// A record's change history: each change with who and when, fields from before to after, a
// creation with its first values only; the empty and the failed history in the page's words.
import { clubRegisterEndpoints } from '@fedra/contract/club-register';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { answerCalls, apiAnswer as json, renderPart } from '../../test/page';
import { setupI18n } from '../../test/render';
import { setTestRuntimeConfig } from '../../test/runtime-config';
import { ChangeHistory, type ChangeHistoryProps, HISTORY_PAGE_SIZE, type HistoryEntry } from './ChangeHistory';

const texts = {
  error: 'Historii nelze načíst.',
  empty: 'Zatím beze změn.',
  action: (a: string) => `akce ${a}`,
  field: (f: string) => `pole ${f}`,
};

const entries: HistoryEntry[] = [
  {
    id: 2,
    at: '2026-03-02T09:00:00Z',
    action: 'club.update',
    actor: 'admin@fedra.test',
    changes: [{ field: 'name', before: 'TJ Old', after: '' }],
  },
  {
    id: 1,
    at: '2026-03-01T09:00:00Z',
    action: 'club.create',
    actor: null,
    changes: [{ field: 'name', before: null, after: 'TJ Old' }],
  },
];

const source = { endpoint: clubRegisterEndpoints.history, params: { id: 4 }, queryKey: ['history', 4], fileName: 'h' };

/** The history call answers these entries (or fails with `status`); returns the calls made. */
const answer = (data: HistoryEntry[], status = 200) =>
  answerCalls((url) =>
    url.includes('/clubs/4/history')
      ? json(status, status === 200 ? { data, total: data.length, limit: 50, offset: 0 } : { title: 'x' })
      : json(404, {}),
  );

const show = (formatValue?: ChangeHistoryProps['formatValue']) =>
  renderPart(<ChangeHistory source={source} createAction="club.create" texts={texts} formatValue={formatValue} />);

describe('ChangeHistory', () => {
  beforeAll(() => setupI18n('cs'));
  beforeEach(() => setTestRuntimeConfig());

  it('shows each change with its author, a field from before to after, and a creation’s values only', async () => {
    answer(entries);
    show();
    expect(await screen.findByText('akce club.update')).toBeTruthy();
    expect(screen.getByText(/admin@fedra\.test/)).toBeTruthy();
    expect(screen.getByText('pole name: TJ Old → –')).toBeTruthy();
    expect(screen.getByText('pole name: TJ Old')).toBeTruthy();
  });

  it('shows yes/no and dates as the app does, and the caller’s words for a field’s value', async () => {
    const update: HistoryEntry = {
      id: 3,
      at: '2026-03-03T09:00:00Z',
      action: 'club.update',
      actor: null,
      changes: [
        { field: 'isPublic', before: false, after: true },
        { field: 'founded', before: '1990-05-12', after: null },
        { field: 'unitId', before: 1, after: 2 },
        { field: 'count', before: 0, after: 3 },
      ],
    };
    answer([update]);
    const view = show({ unitId: (v) => `svaz ${String(v)}` });
    expect(await screen.findByText('pole isPublic: Ne → Ano')).toBeTruthy();
    expect(screen.getByText('pole founded: 12. 5. 1990 → –')).toBeTruthy();
    expect(screen.getByText('pole unitId: svaz 1 → svaz 2')).toBeTruthy();
    expect(screen.getByText('pole count: 0 → 3')).toBeTruthy();
    view.unmount();

    await setupI18n('en');
    try {
      show();
      expect(await screen.findByText('pole isPublic: No → Yes')).toBeTruthy();
    } finally {
      await setupI18n('cs');
    }
  });

  it('says when there is nothing yet, when it failed, and is busy while loading', async () => {
    answer([]);
    const empty = show();
    expect(await screen.findByText('Zatím beze změn.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Export' })).toBeNull();
    empty.unmount();
    answer([], 500);
    const failed = show();
    expect((await screen.findByRole('alert')).textContent).toBe('Historii nelze načíst.');
    failed.unmount();
    answerCalls(() => new Promise<Response>(() => {}));
    const { container } = show();
    expect(container.querySelector('[aria-busy]')).toBeTruthy();
  });

  it('shows the newest changes a page at a time, loads older ones on request, and offers the export', async () => {
    const total = HISTORY_PAGE_SIZE * 2 + 3;
    const all: HistoryEntry[] = Array.from({ length: total }, (_, i) => ({
      id: total - i,
      at: '2026-03-02T09:00:00Z',
      action: `club.update${total - i}`,
      actor: null,
      changes: [],
    }));
    const calls = answerCalls((url) => {
      const query = new URL(url, 'http://x').searchParams;
      const offset = Number(query.get('offset'));
      const limit = Number(query.get('limit'));
      return json(200, { data: all.slice(offset, offset + limit), total, limit, offset });
    });
    show();
    expect(await screen.findByText(`akce club.update${total}`)).toBeTruthy();
    expect(screen.queryByText('akce club.update3')).toBeNull();
    expect(screen.getByText(`Zobrazeno ${HISTORY_PAGE_SIZE} změn z ${total}`)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Načíst starší změny' }));
    expect(await screen.findByText('akce club.update4')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Načíst starší změny' }));
    expect(await screen.findByText('akce club.update1')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Načíst starší změny' })).toBeNull());
    expect(screen.getAllByText(/^akce club\.update/)).toHaveLength(total);
    expect(calls.mock.calls.map(([url]) => new URL(url, 'http://x').searchParams.get('offset'))).toEqual([
      '0',
      String(HISTORY_PAGE_SIZE),
      String(HISTORY_PAGE_SIZE * 2),
    ]);
  });
});
