import { createNotificationsStore } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, setupI18n } from '../../test/render';
import { ApiError } from '../api/api-error';
import { FakeDocument } from './fake-document';
import { NotificationsHost } from './NotificationsHost';
import {
  buildNotification,
  createNotifier,
  deleteConfirmText,
  errorMessages,
  NOTIFICATION_TYPES,
  notifier,
  notify,
  notifyDeleted,
  notifyError,
  notifyIncomplete,
  notifySaved,
} from './notify';

const problem = (messages: string[]) => ({
  type: 'about:blank',
  title: 'Bad Request',
  status: 400,
  code: 'validation_failed',
  errors: messages.map((message, i) => ({ field: `f${i}`, message })),
});

function setup() {
  const store = createNotificationsStore();
  const doc = new FakeDocument();
  const n = createNotifier({ store, document: doc });
  renderWithProviders(<NotificationsHost store={store} withinPortal={false} />);
  return { store, doc, n };
}

describe('notifications', () => {
  beforeEach(async () => {
    await setupI18n('cs');
  });
  afterEach(() => {
    act(() => notifier().clean());
  });

  it('holds notifications while the page is hidden and shows them in order when it is visible', async () => {
    const { store, doc, n } = setup();
    doc.visibilityState = 'hidden';
    act(() => {
      n.info('první');
      n.info('druhá');
      n.info('třetí');
    });
    expect(store.getState().notifications).toHaveLength(0);
    expect(screen.queryByText('první')).toBeNull();

    act(() => doc.set('visible'));
    expect(store.getState().notifications.map((x) => x.message)).toEqual(['první', 'druhá', 'třetí']);
    const texts = screen.getAllByText(/^(první|druhá|třetí)$/).map((el) => el.textContent);
    expect(texts).toEqual(['první', 'druhá', 'třetí']);
  });

  it('shows at most 5 at once and the next one when one closes', async () => {
    const { store, n } = setup();
    const ids: string[] = [];
    act(() => {
      for (let i = 1; i <= 7; i++) ids.push(n.success(`zpráva ${i}`));
    });
    expect(store.getState().notifications).toHaveLength(5);
    expect(store.getState().queue).toHaveLength(2);
    expect(screen.getAllByText(/^zpráva \d$/)).toHaveLength(5);
    expect(screen.queryByText('zpráva 6')).toBeNull();

    act(() => n.hide(ids[0]!));
    expect(store.getState().notifications.map((x) => x.message)).toContain('zpráva 6');
    await waitFor(() => expect(screen.getByText('zpráva 6')).toBeInTheDocument());
    await waitFor(() => expect(screen.queryByText('zpráva 1')).toBeNull());
  });

  it('closes a notification when it is clicked', async () => {
    const { store, n } = setup();
    act(() => {
      n.warning('klikni na mě');
    });
    fireEvent.click(screen.getByText('klikni na mě'));
    expect(store.getState().notifications).toHaveLength(0);
    await waitFor(() => expect(screen.queryByText('klikni na mě')).toBeNull());
  });

  it('closes a notification with its close button', async () => {
    const { store, n } = setup();
    act(() => {
      n.info('zavři mě');
    });
    fireEvent.click(screen.getByRole('button', { name: 'Zavřít oznámení' }));
    expect(store.getState().notifications).toHaveLength(0);
  });

  it('hides after 4000 ms by default, and not while hovered', () => {
    vi.useFakeTimers();
    try {
      const { store, n } = setup();
      act(() => {
        n.info('časovač');
      });
      act(() => vi.advanceTimersByTime(3900));
      expect(store.getState().notifications).toHaveLength(1);
      act(() => vi.advanceTimersByTime(200));
      expect(store.getState().notifications).toHaveLength(0);

      act(() => {
        n.info('najeď myší');
      });
      act(() => vi.advanceTimersByTime(300));
      fireEvent.mouseEnter(screen.getByText('najeď myší'));
      act(() => vi.advanceTimersByTime(10_000));
      expect(store.getState().notifications).toHaveLength(1);
      fireEvent.mouseLeave(screen.getByText('najeď myší'));
      act(() => vi.advanceTimersByTime(4100));
      expect(store.getState().notifications).toHaveLength(0);
    } finally {
      vi.useRealTimers();
    }
    expect(buildNotification('info', 'x', {}, () => {}).autoClose).toBe(4000);
    expect(buildNotification('info', 'x', { autoClose: false }, () => {}).autoClose).toBe(false);
  });

  it('gives each type its own colour and icon', () => {
    const colors = Object.values(NOTIFICATION_TYPES).map((t) => t.color);
    expect(new Set(colors).size).toBe(4);
    const icons = Object.values(NOTIFICATION_TYPES).map((t) => t.icon);
    expect(new Set(icons).size).toBe(4);
    expect(buildNotification('error', 'x', {}, () => {})['data-notification-type']).toBe('error');
  });

  it('shows the server messages of an ApiError, one per line, titled Chyba!', async () => {
    renderWithProviders(<NotificationsHost withinPortal={false} />);
    act(() => {
      notifyError(new ApiError(400, problem(['Jméno je povinné', 'Datum je neplatné'])));
    });
    expect(await screen.findByText('Chyba!')).toBeInTheDocument();
    expect(screen.getByText('Jméno je povinné')).toBeInTheDocument();
    expect(screen.getByText('Datum je neplatné')).toBeInTheDocument();
    expect(screen.getByText('Jméno je povinné').closest('[data-notification-type]')).toHaveAttribute(
      'data-notification-type',
      'error',
    );
  });

  it('falls back to the general message without server messages', async () => {
    renderWithProviders(<NotificationsHost withinPortal={false} />);
    act(() => {
      notifyError(new ApiError(500, null));
    });
    expect(await screen.findByText('Chyba!')).toBeInTheDocument();
    expect(screen.getByText('Někde došlo k chybě. Prosím, zkuste to znovu.')).toBeInTheDocument();
    expect(errorMessages(new TypeError('Failed to fetch'))).toEqual(['Někde došlo k chybě. Prosím, zkuste to znovu.']);
    expect(errorMessages(new ApiError(400, problem([])))).toEqual(['Někde došlo k chybě. Prosím, zkuste to znovu.']);
  });

  it('does not report an aborted call', () => {
    expect(notifyError(new DOMException('aborted', 'AbortError'))).toBeNull();
  });

  it('speaks English', async () => {
    await setupI18n('en');
    renderWithProviders(<NotificationsHost withinPortal={false} />);
    act(() => {
      notifyError(new Error('boom'));
    });
    expect(await screen.findByText('Error!')).toBeInTheDocument();
    expect(screen.getByText('Something went wrong. Please try again.')).toBeInTheDocument();
    expect(deleteConfirmText('Výbor')).toBe('Do you really want to delete Výbor?');
    await setupI18n('cs');
  });

  it('has the shared success texts and the delete confirmation', async () => {
    renderWithProviders(<NotificationsHost withinPortal={false} />);
    act(() => {
      notifySaved();
      notifyDeleted();
      notifyIncomplete();
      notify.success('Vlastní', { title: 'Titulek' });
    });
    expect(await screen.findByText('Záznam byl úspěšně uložen.')).toBeInTheDocument();
    expect(screen.getByText('Záznam byl úspěšně smazán')).toBeInTheDocument();
    expect(screen.getByText('Načtená data jsou neúplná')).toBeInTheDocument();
    expect(screen.getByText('Titulek')).toBeInTheDocument();
    expect(deleteConfirmText('Výbor')).toBe('Opravdu chcete smazat Výbor?');
    expect(deleteConfirmText()).toBe('Opravdu chcete smazat tento záznam?');
  });
});
