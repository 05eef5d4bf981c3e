// The one gate every detail page passes before its record: not found, refused (no retry), failed
// (with a retry), loading, or through.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, setupI18n } from '../../test/render';
import { setTestRuntimeConfig } from '../../test/runtime-config';
import { ApiError } from '../api/api-error';
import { PublicRecordPage } from './public-record-page';
import { type RecordQuery, recordGate } from './record-gate';

const query = (over: Partial<RecordQuery>): RecordQuery => ({
  data: undefined,
  error: null,
  isError: false,
  refetch: vi.fn(),
  ...over,
});

const show = (view: ReactNode) => renderWithProviders(<MemoryRouter>{view}</MemoryRouter>);

describe('recordGate', () => {
  beforeAll(async () => {
    setTestRuntimeConfig();
    await setupI18n('cs');
  });

  it('is the not-found page for an address that cannot name a record, without waiting', () => {
    show(recordGate(query({}), { valid: false, loadError: 'Nelze načíst.' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Nenalezeno' })).toBeTruthy();
  });

  it('is the not-found page when the server does not know the record', () => {
    const error = new ApiError(404, null);
    show(recordGate(query({ error, isError: true }), { loadError: 'Nelze načíst.' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Nenalezeno' })).toBeTruthy();
  });

  it("says any other failure in the page's words and tries again on request", async () => {
    const refetch = vi.fn();
    show(recordGate(query({ error: new ApiError(500, null), isError: true, refetch }), { loadError: 'Nelze načíst.' }));
    expect(screen.getByRole('alert').textContent).toBe('Nelze načíst.');
    await userEvent.click(screen.getByRole('button', { name: 'Zkusit znovu' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('says access denied, with no retry, when the server refuses the record (403)', () => {
    const refetch = vi.fn();
    show(recordGate(query({ error: new ApiError(403, null), isError: true, refetch }), { loadError: 'Nelze načíst.' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Přístup odepřen' })).toBeTruthy();
    expect(screen.getByText('K tomuto záznamu nemáte přístup.')).toBeTruthy();
    expect(screen.queryByText('Nelze načíst.')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Zkusit znovu' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Na můj přehled' }).getAttribute('href')).toBe('/');
    expect(document.title).toMatch(/^Přístup odepřen/);
    // Refused since it was shown: not a stale record either.
    const refused = recordGate(query({ data: { id: 1 }, error: new ApiError(403, null), isError: true }), {
      loadError: 'x',
    });
    expect(refused).not.toBeNull();
  });

  it('is a busy placeholder while the record loads', () => {
    const { container } = show(recordGate(query({}), { loadError: 'Nelze načíst.', height: 240 }));
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
  });

  it('lets the page through once the record is there, even when a later refresh fails', () => {
    expect(recordGate(query({ data: { id: 1 } }), { loadError: 'x' })).toBeNull();
    expect(
      recordGate(query({ data: { id: 1 }, error: new Error('offline'), isError: true }), { loadError: 'x' }),
    ).toBeNull();
    // Gone since it was shown (deleted elsewhere): not found, not a stale record.
    const gone = query({ data: { id: 1 }, error: new ApiError(404, null), isError: true });
    show(recordGate(gone, { loadError: 'x' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Nenalezeno' })).toBeTruthy();
  });
});

describe('PublicRecordPage', () => {
  beforeAll(() => setupI18n('cs'));
  const back = { to: '/zone/public/clubs', label: 'Zpět na kluby' };
  const page = (q: RecordQuery & { data: { name: string } | undefined }) =>
    show(
      <PublicRecordPage query={q} back={back} loadError="Klub se nepodařilo načíst.">
        {(answer) => <h1>{answer.name}</h1>}
      </PublicRecordPage>,
    );

  it('is the not-found page when the server does not know the record', () => {
    page(query({ error: new ApiError(404, null), isError: true }) as RecordQuery & { data: undefined });
    expect(screen.getByRole('heading', { level: 1, name: 'Nenalezeno' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: back.label })).toBeNull();
  });

  it('keeps the way back while loading, after a failure (with a retry) and with the record', async () => {
    const refetch = vi.fn();
    const failed = page({ data: undefined, error: new Error('offline'), isError: true, refetch });
    expect(screen.getByRole('link', { name: back.label }).getAttribute('href')).toBe(back.to);
    expect(screen.getByRole('alert').textContent).toBe('Klub se nepodařilo načíst.');
    await userEvent.click(screen.getByRole('button', { name: 'Zkusit znovu' }));
    expect(refetch).toHaveBeenCalledOnce();
    failed.unmount();

    const loading = page({ data: undefined, error: null, isError: false, refetch });
    expect(screen.getByRole('link', { name: back.label })).toBeTruthy();
    expect(loading.container.querySelector('[aria-busy="true"]')).not.toBeNull();
    loading.unmount();

    page({ data: { name: 'TJ Sokol' }, error: null, isError: false, refetch });
    expect(screen.getByRole('link', { name: back.label })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'TJ Sokol' })).toBeTruthy();
  });
});
