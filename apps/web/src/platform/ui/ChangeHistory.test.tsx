// A record's change history: each change with who and when, fields from before to after, a
// creation with its first values only; the empty and the failed history in the page's words.
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders, setupI18n } from '../../test/render';
import { ChangeHistory, type HistoryEntry } from './ChangeHistory';

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

const show = (query: { data?: { data: HistoryEntry[] }; isError: boolean }) =>
  renderWithProviders(<ChangeHistory query={query} createAction="club.create" texts={texts} />);

describe('ChangeHistory', () => {
  beforeAll(() => setupI18n('cs'));

  it('shows each change with its author, a field from before to after, and a creation’s values only', () => {
    show({ data: { data: entries }, isError: false });
    expect(screen.getByText('akce club.update')).toBeTruthy();
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
    const view = renderWithProviders(
      <ChangeHistory
        query={{ data: { data: [update] }, isError: false }}
        createAction="club.create"
        texts={texts}
        formatValue={{ unitId: (v) => `svaz ${String(v)}` }}
      />,
    );
    expect(screen.getByText('pole isPublic: Ne → Ano')).toBeTruthy();
    expect(screen.getByText('pole founded: 12. 5. 1990 → –')).toBeTruthy();
    expect(screen.getByText('pole unitId: svaz 1 → svaz 2')).toBeTruthy();
    expect(screen.getByText('pole count: 0 → 3')).toBeTruthy();
    view.unmount();

    await setupI18n('en');
    try {
      show({ data: { data: [update] }, isError: false });
      expect(screen.getByText('pole isPublic: No → Yes')).toBeTruthy();
    } finally {
      await setupI18n('cs');
    }
  });

  it('says when there is nothing yet, when it failed, and is busy while loading', () => {
    const empty = show({ data: { data: [] }, isError: false });
    expect(screen.getByText('Zatím beze změn.')).toBeTruthy();
    empty.unmount();
    const failed = show({ isError: true });
    expect(screen.getByRole('alert').textContent).toBe('Historii nelze načíst.');
    failed.unmount();
    const { container } = show({ isError: false });
    expect(container.querySelector('[aria-busy]')).toBeTruthy();
  });
});
