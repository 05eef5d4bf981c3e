// The calendar subscription dialog: the links of each calendar application built from the feed
// address the zone's call gives, the personal zone's two feeds and its new secret link (asked
// first), and the spec's error when the server has no address (PUBLIC_URL not set).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { answerCalls, apiAnswer, renderPart } from '../../../../test/page';
import { setupI18n } from '../../../../test/render';
import { setTestRuntimeConfig } from '../../../../test/runtime-config';
import CalendarSubscribeButton from './CalendarSubscribeButton';
import { calendarLinks, webcalUrl } from './calendar-links';

const FEED = 'https://fedra.example.cz/api/public-zone/tournaments/calendar.ics';
const MINE = 'https://fedra.example.cz/api/public-zone/tournaments/calendar/abcdefghijklmnopqrstuvwxyz012345.ics';
const urls = (data: object) => apiAnswer(200, { operationId: 'x', links: [], data });

beforeAll(() => setupI18n('cs'));
beforeEach(() => setTestRuntimeConfig({ modules: ['tournamentDynamic'] }));

async function openDialog() {
  await userEvent.click(screen.getByRole('button', { name: 'Odebírat kalendář' }));
  return screen.findByRole('dialog', { name: 'Odběr kalendáře turnajů' });
}

describe('calendar links', () => {
  it('subscribes Google and Apple to the webcal address and Outlook to the https one with a name', () => {
    expect(webcalUrl('http://x.cz/a.ics')).toBe('webcal://x.cz/a.ics');
    expect(calendarLinks(FEED, 'Turnaje a zápasy')).toEqual({
      google: `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(
        'webcal://fedra.example.cz/api/public-zone/tournaments/calendar.ics',
      )}`,
      outlook: `https://outlook.live.com/calendar/0/addfromweb?url=${encodeURIComponent(FEED)}&name=Turnaje%20a%20z%C3%A1pasy`,
      apple: 'webcal://fedra.example.cz/api/public-zone/tournaments/calendar.ics',
      other: FEED,
    });
  });
});

describe('the subscription dialog', () => {
  it("shows the links of the zone's feed", async () => {
    const fetch = answerCalls(() => urls({ publicUrl: FEED }));
    renderPart(<CalendarSubscribeButton zone="club" />);
    const dialog = await openDialog();
    const google = await within(dialog).findByRole('link', { name: 'Google Kalendář' });
    expect(google).toHaveAttribute('href', calendarLinks(FEED, 'Turnaje').google);
    expect(within(dialog).getByRole('link', { name: 'Outlook' })).toHaveAttribute(
      'href',
      calendarLinks(FEED, 'Turnaje').outlook,
    );
    expect(within(dialog).getByRole('link', { name: 'Apple Kalendář' })).toHaveAttribute('href', webcalUrl(FEED));
    expect(within(dialog).getByRole('textbox', { name: 'Jiný kalendář (adresa ke zkopírování)' })).toHaveValue(FEED);
    expect(within(dialog).getByRole('button', { name: 'Zkopírovat adresu' })).toBeInTheDocument();
    expect(fetch.mock.calls[0]![0]).toContain('/api/club-zone/tournaments/calendar');
    // Only one feed outside the personal zone, and no secret link to renew.
    expect(within(dialog).queryByRole('button', { name: 'Vytvořit nový tajný odkaz' })).toBeNull();
  });

  it("says 'Adresa kalendáře není nastavena.' under the title Chyba when the server has no address", async () => {
    answerCalls(() => urls({ publicUrl: null }));
    renderPart(<CalendarSubscribeButton zone="public" />);
    const dialog = await openDialog();
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Chyba');
    expect(alert).toHaveTextContent('Adresa kalendáře není nastavena.');
    expect(within(dialog).queryByRole('link')).toBeNull();
  });

  it('offers a member both feeds and a new secret link after asking first', async () => {
    const NEW = MINE.replace('abcdefghij', 'ZZZZZZZZZZ');
    const fetch = answerCalls((_url, init) =>
      init?.method === 'POST'
        ? apiAnswer(202, { operationId: 'x', links: [], data: { publicUrl: FEED, personalUrl: NEW } })
        : urls({ publicUrl: FEED, personalUrl: MINE }),
    );
    renderPart(<CalendarSubscribeButton zone="personal" />);
    const dialog = await openDialog();
    const mine = await within(dialog).findByRole('region', { name: 'Turnaje, do kterých jsem přihlášen(a)' });
    expect(within(mine).getByRole('link', { name: 'Apple Kalendář' })).toHaveAttribute('href', webcalUrl(MINE));
    expect(within(dialog).getByRole('region', { name: 'Všechny veřejné turnaje' })).toBeInTheDocument();

    // Escape on the confirmation closes the confirmation only.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Vytvořit nový tajný odkaz' }));
    await screen.findByRole('dialog', { name: 'Nový tajný odkaz' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nový tajný odkaz' })).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Odběr kalendáře turnajů' })).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Vytvořit nový tajný odkaz' }));
    const confirm = await screen.findByRole('dialog', { name: 'Nový tajný odkaz' });
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Vytvořit nový odkaz' }));
    await waitFor(() => expect(within(mine).getByRole('textbox', { name: /Jiný kalendář/ })).toHaveValue(NEW));
    expect(fetch.mock.calls.find(([, init]) => init?.method === 'POST')![0]).toContain(
      '/api/personal-zone/tournaments/calendar/reset',
    );
  });
});
