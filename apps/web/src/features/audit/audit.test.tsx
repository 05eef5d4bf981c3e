// The audit pages in the browser's place: the list asks for the newest first and shows readable
// actions (the raw name of an unknown one), who and about whom as links to the users' pages, the
// details as pretty JSON in a dialog; the filters go into the query (an action, the user filters
// from the address, "about a user" as type and id together); and the profile's own sign-ins. The
// server's side is tested through HTTP in apps/server/test/audit, the flow in e2e/audit.e2e.ts.
import { AUDIT_ACTIONS, AUDIT_SUBJECT_TYPES, type AuditEntry } from '@fedra/contract/audit';
import type { UserSignIn } from '@fedra/contract/users';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { answerCalls, apiAnswer as json, renderPage, renderPart, zoneCaller } from '../../test/page';
import { setupI18n } from '../../test/render';
import { setTestRuntimeConfig } from '../../test/runtime-config';
import { addUserFilters, userFiltersFrom, withUserFilter } from './audit-filters';
import { MySignIns } from './components/MySignIns';
import cs from './locales/cs.json';
import en from './locales/en.json';
import AuditListPage from './pages/AuditListPage';

const user = () => userEvent.setup({ applyAccept: false });

const LOCK: AuditEntry = {
  id: 41,
  at: '2026-03-01T13:05:00.000Z',
  actor: { id: 1, name: 'Adam Správce' },
  action: 'user.lock',
  subjectType: 'user',
  subjectId: 12,
  subjectName: 'Eva Nová',
  ip: '203.0.113.7',
  userAgent: 'Mozilla/5.0 Firefox/140',
  details: null,
};
const UPDATE: AuditEntry = {
  ...LOCK,
  id: 40,
  at: '2026-03-01T12:00:00.000Z',
  action: 'user.update',
  details: { before: { lastName: 'Nová' }, after: { lastName: 'Stará' } },
};
const FAILED: AuditEntry = {
  ...LOCK,
  id: 39,
  at: '2026-02-28T08:00:00.000Z',
  actor: null,
  action: 'sign-in-failed',
  details: { userName: 'eva@klub.cz', reason: 'password' },
};
const LATER: AuditEntry = {
  ...LOCK,
  id: 38,
  action: 'two-factor.enable',
  subjectType: 'club',
  subjectId: 5,
  subjectName: null,
  details: null,
};

const page = (rows: AuditEntry[]) => json(200, { data: rows, limit: 100, offset: 0, total: rows.length });
const listCalls = (fetch: { mock: { calls: unknown[][] } }) =>
  fetch.mock.calls.map((c) => decodeURIComponent(String(c[0]))).filter((u) => u.includes('/api/admin-zone/audit'));

/** The table row showing `text` (the action filter's hidden options hold the same texts). */
const rowOf = (text: string) =>
  waitFor(() => {
    const row = screen
      .getAllByText(text)
      .map((el) => el.closest('tr'))
      .find((tr) => tr !== null);
    if (!row) throw new Error(`no row with ${text}`);
    return row;
  });

async function choose(label: string, option: string) {
  const box = screen.getByRole('combobox', { name: label });
  await user().click(box);
  const list = await waitFor(() => document.getElementById(box.getAttribute('aria-controls') ?? '')!);
  await user().click(await within(list).findByRole('option', { name: option, hidden: true }));
}

const routes = [
  { path: '/zone/admin/audit', element: <AuditListPage /> },
  { path: '/zone/admin/users/detail/:id', element: <p>user page</p> },
];
const open = (at = '/zone/admin/audit') =>
  renderPage({ routes, at, user: zoneCaller('admin', ['audit.list', 'user.list']), modules: ['users'] });

beforeAll(() => setupI18n('cs'));
beforeEach(() => setTestRuntimeConfig({ modules: ['users'] }));

describe('the audit page', () => {
  it('lists the records newest first with readable actions, links to the users and the details in a dialog', async () => {
    const fetch = answerCalls((url) =>
      url.includes('/api/admin-zone/users')
        ? json(200, { data: [], limit: 20, offset: 0, total: 0 })
        : page([LOCK, UPDATE, FAILED, LATER]),
    );
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Auditní záznamy' })).toBeInTheDocument();
    const lock = await rowOf('Zablokování uživatele');
    expect(lock).toHaveTextContent('1. 3. 2026');
    expect(lock).toHaveTextContent('203.0.113.7');
    expect(within(lock).getByRole('link', { name: 'Adam Správce' })).toHaveAttribute(
      'href',
      '/zone/admin/users/detail/1',
    );
    expect(within(lock).getByRole('link', { name: 'Eva Nová' })).toHaveAttribute('href', '/zone/admin/users/detail/12');
    // No details: nothing to open.
    expect(within(lock).queryByRole('button', { name: /^Podrobnosti/ })).not.toBeInTheDocument();
    const failed = await rowOf('Neúspěšné přihlášení');
    expect(failed).toHaveTextContent('nepřihlášený');
    // An action this page has no text for yet shows its own name; a subject other than a user, its type and id.
    const later = await rowOf('two-factor.enable');
    expect(later).toHaveTextContent('Klub č. 5');
    expect(listCalls(fetch)[0]).toContain('sort=-at');

    const update = await rowOf('Změna uživatele');
    await user().click(within(update).getByRole('button', { name: /^Podrobnosti záznamu z 1\. 3\. 2026/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Podrobnosti záznamu' });
    expect(dialog).toHaveTextContent('Změna uživatele');
    expect(within(dialog).getByText(/"before": \{/).textContent).toBe(JSON.stringify(UPDATE.details, null, 2));
    await user().click(within(dialog).getByRole('button', { name: 'Zavřít' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('sends the chosen action, and the user filters from the address as actor and as subject type and id', async () => {
    const fetch = answerCalls((url) => {
      if (url.includes('/api/admin-zone/users/12'))
        return json(200, { operationId: 'user.get', links: [], data: { id: 12, fullName: 'Eva Nová' } });
      if (url.includes('/api/admin-zone/users')) return json(200, { data: [], limit: 20, offset: 0, total: 0 });
      return page([LOCK]);
    });
    open('/zone/admin/audit?subject=12');
    await rowOf('Zablokování uživatele');
    expect(listCalls(fetch)[0]).toContain('fields[subjectType][o]=valuesEqual&fields[subjectType][v]=user');
    expect(listCalls(fetch)[0]).toContain('fields[subjectId][o]=valuesEqual&fields[subjectId][v]=12');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Týká se uživatele' })).toHaveValue('Eva Nová'));

    await choose('Akce', 'Neúspěšné přihlášení');
    await waitFor(() =>
      expect(listCalls(fetch).at(-1)).toContain('fields[action][o]=valuesEqual&fields[action][v]=sign-in-failed'),
    );
    expect(listCalls(fetch).at(-1)).toContain('fields[subjectId][v]=12');
  });

  it('keeps the user filters in the address and adds them to any query', () => {
    const params = withUserFilter(new URLSearchParams('offset=100&actor=3'), 'subject', '12');
    expect(params.get('offset')).toBeNull();
    const filters = userFiltersFrom(params);
    expect(filters).toEqual({ actor: '3', subject: '12' });
    expect(addUserFilters({ sort: '-at' }, filters)).toEqual({
      sort: '-at',
      fields: {
        actorUserId: { o: 'valuesEqual', v: '3' },
        subjectType: { o: 'valuesEqual', v: 'user' },
        subjectId: { o: 'valuesEqual', v: '12' },
      },
    });
    expect(userFiltersFrom(new URLSearchParams('actor=x&subject=1e3'))).toEqual({});
    expect(userFiltersFrom(withUserFilter(params, 'actor', null))).toEqual({ subject: '12' });
  });

  it('speaks English', async () => {
    const i18n = await setupI18n('en');
    try {
      answerCalls((url) =>
        url.includes('/api/admin-zone/users')
          ? json(200, { data: [], limit: 20, offset: 0, total: 0 })
          : page([FAILED]),
      );
      open();
      expect(await screen.findByRole('heading', { level: 1, name: 'Audit log' })).toBeInTheDocument();
      expect(await rowOf('Failed sign-in')).toHaveTextContent('not signed in');
      expect(screen.getByRole('button', { name: /^Details of the record of/ })).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('cs');
    }
  });
});

describe('the texts of the actions and subjects', () => {
  // The server writes only the contract's actions and subject types (platform/audit/audit-log.ts):
  // each has a readable name in both languages, not the raw 'disciplinary.decide'.
  it.each([
    ['cs', cs],
    ['en', en],
  ])('has each in %s', (_lang, texts) => {
    const actions: Record<string, string> = texts.action;
    const subjects: Record<string, string> = texts.subjectType;
    expect(AUDIT_ACTIONS.filter((a) => !actions[a])).toEqual([]);
    expect(AUDIT_SUBJECT_TYPES.filter((s) => !subjects[s])).toEqual([]);
  });
});

describe('my sign-ins', () => {
  const signIns: UserSignIn[] = [
    { at: '2026-03-02T07:15:00.000Z', success: true, method: 'sso', ip: '198.51.100.4', userAgent: 'Firefox/140' },
    { at: '2026-03-01T20:00:00.000Z', success: false, method: 'password', ip: '203.0.113.9', userAgent: null },
  ];

  it('shows the caller’s own sign-ins from their own call, success and failure in dark text', async () => {
    const fetch = answerCalls(() => json(200, { operationId: 'account.mySignIns', links: [], data: signIns }));
    renderPart(<MySignIns />);
    const table = await screen.findByRole('table', { name: 'Moje poslední přihlášení' });
    expect(String(fetch.mock.calls[0]![0])).toMatch(/\/api\/account\/me\/sign-ins$/);
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('2. 3. 2026');
    expect(first).toHaveTextContent('jednotné přihlášení');
    expect(first).toHaveTextContent('198.51.100.4');
    expect(within(first!).getByText('Úspěšné')).toHaveStyle({ color: 'var(--mantine-color-teal-9)' });
    expect(within(second!).getByText('Neúspěšné')).toHaveStyle({ color: 'var(--mantine-color-red-9)' });
    expect(second).toHaveTextContent('heslo');
    expect(screen.getByText(/Posledních 20 přihlášení/)).toBeInTheDocument();
  });

  it('says when there is none, and when they could not be loaded', async () => {
    answerCalls(() => json(200, { operationId: 'account.mySignIns', links: [], data: [] }));
    const { unmount } = renderPart(<MySignIns />);
    expect(await screen.findByText('Zatím žádné přihlášení.')).toBeInTheDocument();
    unmount();
    answerCalls(() => json(500, { status: 500, title: 'Chyba', code: 'internal_error', errors: [] }));
    renderPart(<MySignIns />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Přihlášení se nepodařilo načíst.');
  });
});
