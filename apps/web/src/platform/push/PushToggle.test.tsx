// The browser-notification switch: absent without the server's key or without browser support,
// asking for nothing until clicked; a click subscribes with the server's key and sends the
// endpoint and keys to the server; switching off ends the subscription on both sides. The
// browser's push APIs are stand-ins here (jsdom has none); the real ones are in e2e/push.e2e.ts.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubPushBrowser as stubBrowser, unstubPushBrowser } from '../../test/push-browser';
import { renderWithProviders, setupI18n } from '../../test/render';
import { setTestRuntimeConfig } from '../../test/runtime-config';
import { notify } from '../notifications';
import { PushToggle } from './PushToggle';
import { applicationServerKey } from './push-subscription';

const KEY = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';

beforeAll(() => setupI18n('cs'));
afterEach(unstubPushBrowser);

describe('PushToggle', () => {
  it('is absent when the server has web push off, even in a browser that supports it', async () => {
    stubBrowser();
    setTestRuntimeConfig({ vapidPublicKey: null });
    renderWithProviders(<PushToggle />);
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.queryByText(/Oznámení/)).toBeNull();
  });

  it('is absent in a browser without push', () => {
    setTestRuntimeConfig({ vapidPublicKey: KEY });
    renderWithProviders(<PushToggle />);
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.queryByText(/Oznámení/)).toBeNull();
  });

  it('asks nothing until clicked, then subscribes with the server key and sends the keys to the server', async () => {
    const { serviceWorker, pushManager, fetch } = stubBrowser();
    setTestRuntimeConfig({ vapidPublicKey: KEY, routerBase: '/fedra/' });
    renderWithProviders(<PushToggle />);
    const toggle = await screen.findByRole('switch', { name: /Oznámení v prohlížeči/ });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();
    expect(serviceWorker.register).not.toHaveBeenCalled();
    expect(pushManager.subscribe).not.toHaveBeenCalled();

    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(serviceWorker.register).toHaveBeenCalledWith('/fedra/service-worker.js', { scope: '/fedra/' });
    const options = pushManager.subscribe.mock.calls[0]![0];
    expect(options.userVisibleOnly).toBe(true);
    expect([...(options.applicationServerKey as Uint8Array)]).toEqual([...applicationServerKey(KEY)]);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/account/push-subscriptions');
    expect(init.method).toBe('PUT');
    const body = JSON.parse(init.body as string);
    expect(body.endpoint).toBe('https://fcm.googleapis.com/fcm/send/abc');
    expect(body.keys.p256dh).toMatch(/^BAcH/);
    expect(body.keys.auth).toHaveLength(22);

    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    const [, removal] = fetch.mock.calls[1] as unknown as [string, RequestInit];
    expect(removal.method).toBe('DELETE');
    expect(JSON.parse(removal.body as string)).toEqual({ endpoint: 'https://fcm.googleapis.com/fcm/send/abc' });
  });

  it('explains that notifications are blocked instead of offering a switch that cannot work', async () => {
    stubBrowser('denied');
    setTestRuntimeConfig({ vapidPublicKey: KEY });
    renderWithProviders(<PushToggle />);
    expect(await screen.findByText(/zakázána/)).toBeInTheDocument();
    expect(screen.getByRole('switch')).toBeDisabled();
  });

  it("words a browser's refusal in the page's language, not the browser's English", async () => {
    const { pushManager } = stubBrowser();
    pushManager.subscribe.mockRejectedValueOnce(new DOMException('Registration failed - permission denied'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const shown = vi.spyOn(notify, 'error');
    setTestRuntimeConfig({ vapidPublicKey: KEY });
    renderWithProviders(<PushToggle />);
    const toggle = await screen.findByRole('switch', { name: /Oznámení v prohlížeči/ });
    await waitFor(() => expect(toggle).toBeEnabled());
    await userEvent.click(toggle);
    await waitFor(() => expect(shown).toHaveBeenCalledTimes(1));
    expect(String(shown.mock.calls[0]![0])).toMatch(/^Oznámení v tomto prohlížeči se nepodařilo zapnout\./);
    expect(String(shown.mock.calls[0]![0])).not.toMatch(/Registration failed/);
    expect(warn).toHaveBeenCalledWith('web push subscription failed:', 'Registration failed - permission denied');
    expect(toggle).not.toBeChecked();
  });

  it('turns the server key into its 65 bytes', () => {
    const bytes = applicationServerKey(KEY);
    expect(bytes.length).toBe(65);
    expect(bytes[0]).toBe(4);
  });
});
