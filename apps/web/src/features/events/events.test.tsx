// The events' pages in the browser's place: the office's list (places and the waiting list in
// words, adding only with the permission, the form refusing an end before the start with nothing
// sent), attendance recorded in the registrations tab, the member's event (a full event offers
// the waiting list; registering sends the call), and how the sending of invitations ends.
// The server's side: apps/server/test/events; the whole flow: e2e/events.e2e.ts.
import type { Event, EventInvitationJob, EventListItem, EventRegistration, MyEvent } from '@fedra/contract/events';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { answerCalls, apiAnswer, renderPage, renderPart, zoneCaller } from '../../test/page';
import { setupI18n } from '../../test/render';
import { setTestRuntimeConfig } from '../../test/runtime-config';
import { SendInvitationsModal } from './components/SendInvitationsModal';
import EventDetailPage from './pages/EventDetailPage';
import EventListPage from './pages/EventListPage';
import MyEventDetailPage from './pages/MyEventDetailPage';

const CAMP: EventListItem = {
  id: 5,
  typeId: 1,
  name: 'Zimní soustředění mládeže',
  startsAt: '2026-12-01T09:00:00.000Z',
  endsAt: '2026-12-03T12:00:00.000Z',
  sportFieldId: null,
  sportFieldName: null,
  venueText: 'Hala Vodova',
  capacity: 4,
  registrationDeadline: '2026-11-28',
  placesTaken: 4,
  waitingCount: 2,
  grantRoleTypeId: null,
  grantLevelId: null,
};
const CODEBOOK = {
  eventTypes: { '1': { id: 1, name: { cs: 'Soustředění', en: 'Training camp' } } },
  eventAttendanceStates: { '2': { id: 2, name: { cs: 'Potvrzeno', en: 'Confirmed' } } },
};

const user = () => userEvent.setup({ applyAccept: false });
/** A Mantine select: open it and take the option of its own list (the lists stay in the page, hidden). */
async function choose(box: HTMLElement, option: string) {
  await user().click(box);
  const list = await waitFor(() => document.getElementById(box.getAttribute('aria-controls') ?? '')!);
  await user().click(await within(list).findByRole('option', { name: option, hidden: true }));
}

beforeAll(() => setupI18n('cs'));
beforeEach(() => setTestRuntimeConfig({ modules: ['events'] }));

describe('the events list', () => {
  const renderList = (actions: string[]) =>
    renderPage({
      routes: [{ path: '/zone/admin/events', element: <EventListPage /> }],
      at: '/zone/admin/events',
      user: zoneCaller('admin', actions),
      modules: ['events'],
      codebook: CODEBOOK,
    });

  it('shows the places with the waiting list; no adding without the permission', async () => {
    answerCalls(() => apiAnswer(200, { data: [CAMP], limit: 100, offset: 0, total: 1 }));
    renderList(['event.list']);
    expect(await screen.findByText('Zimní soustředění mládeže')).toBeInTheDocument();
    expect(screen.getByText('4 z 4, 2 náhradníci')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nová akce' })).toBeNull();
  });

  it('refuses an end before the start next to the field, sending nothing', async () => {
    const sent: unknown[] = [];
    answerCalls((_url, init) => {
      if (init?.method === 'POST') sent.push(JSON.parse(String(init.body)));
      return apiAnswer(200, { data: [CAMP], limit: 100, offset: 0, total: 1 });
    });
    renderList(['event.list', 'event.update']);
    await user().click(await screen.findByRole('button', { name: 'Nová akce' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Nová akce' }));
    fireEvent.change(dialog.getByLabelText(/^Název/), { target: { value: 'Seminář' } });
    await choose(dialog.getByRole('combobox', { name: /^Typ akce/ }), 'Soustředění');
    // A moment is its date and its time.
    fireEvent.change(dialog.getByLabelText(/^Začátek/), { target: { value: '10. 12. 2026' } });
    fireEvent.change(dialog.getByLabelText('Čas – Začátek'), { target: { value: '10:00' } });
    fireEvent.change(dialog.getByLabelText(/^Konec/), { target: { value: '9. 12. 2026' } });
    fireEvent.change(dialog.getByLabelText('Čas – Konec'), { target: { value: '10:00' } });
    await user().click(dialog.getByRole('button', { name: 'Uložit' }));
    expect(await dialog.findByText('Konec akce nesmí být před jejím začátkem.')).toBeInTheDocument();
    expect(sent).toEqual([]);
  }, 60_000);
});

describe('an event’s registrations', () => {
  it('records attendance in place, sending the chosen state', async () => {
    const event: Event = {
      ...CAMP,
      description: null,
      invitedRoleTypeIds: [],
      invitedClubs: [],
      invitedFederationUnitId: null,
      invitationsSent: 0,
      remindedDate: null,
      createdDate: CAMP.startsAt,
      createdById: null,
      editedDate: null,
      editedById: null,
    };
    const row: EventRegistration = {
      id: 31,
      eventId: 5,
      person: { id: 7, fullName: 'Jana Nováková', registrationNumber: 'CZE 123-456' },
      clubName: 'TJ Sokol Brno',
      email: null,
      stateId: 2,
      waiting: false,
      waitingPosition: null,
      registeredAt: CAMP.startsAt,
      grantedRoleId: null,
      grantedRoleApprovalStateId: null,
    };
    const sent: { url: string; body: unknown }[] = [];
    answerCalls((url, init) => {
      if (init?.method === 'PUT') {
        sent.push({ url, body: JSON.parse(String(init.body)) });
        return apiAnswer(200, {
          operationId: 'admin.event.registration.update',
          links: [],
          data: { ...row, stateId: 4 },
        });
      }
      if (url.includes('/registrations')) return apiAnswer(200, { data: [row], limit: 100, offset: 0, total: 1 });
      return apiAnswer(200, {
        operationId: 'admin.event.get',
        links: [{ operationId: 'api.admin.zone.event.update' }],
        data: event,
      });
    });
    renderPage({
      routes: [{ path: '/zone/admin/events/detail/:id/:tab?', element: <EventDetailPage /> }],
      at: '/zone/admin/events/detail/5/registrations',
      user: zoneCaller('admin', ['event.list', 'event.update']),
      modules: ['events'],
      codebook: {
        ...CODEBOOK,
        eventAttendanceStates: {
          '2': { id: 2, name: { cs: 'Potvrzeno', en: 'Confirmed' } },
          '4': { id: 4, name: { cs: 'Zúčastnil se', en: 'Attended' } },
        },
      },
    });
    await choose(await screen.findByRole('combobox', { name: 'Stav účasti: Jana Nováková' }), 'Zúčastnil se');
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.url).toContain('/api/admin-zone/events/5/registrations/31');
    expect(sent[0]!.body).toEqual({ stateId: 4 });
  }, 60_000);
});

describe('a member’s event', () => {
  it('offers the waiting list of a full event and registers', async () => {
    const event: MyEvent = { ...CAMP, description: null, registrationOpen: true, myRegistration: null };
    const calls: string[] = [];
    answerCalls((url, init) => {
      calls.push(`${init?.method ?? 'GET'} ${url}`);
      const registered = calls.some((c) => c.startsWith('POST'));
      return apiAnswer(200, {
        operationId: 'personal.event.get',
        links: [{ operationId: 'api.personal.zone.event.register' }],
        data: registered
          ? {
              ...event,
              myRegistration: { id: 9, stateId: 2, waiting: true, waitingPosition: 3, registeredAt: CAMP.startsAt },
            }
          : event,
      });
    });
    renderPage({
      routes: [{ path: '/zone/personal/my-events/detail/:id', element: <MyEventDetailPage /> }],
      at: '/zone/personal/my-events/detail/5',
      user: zoneCaller('personal', ['event.my.list', 'event.register']),
      modules: ['events'],
      codebook: CODEBOOK,
    });
    await user().click(await screen.findByRole('button', { name: 'Přihlásit se jako náhradník' }));
    await waitFor(() =>
      expect(calls.some((c) => c.startsWith('POST') && c.includes('/events/5/registrations'))).toBe(true),
    );
    expect(await screen.findByText('Náhradník (3. v pořadí)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zrušit přihlášku' })).toBeInTheDocument();
  }, 60_000);
});

describe('sending the invitations', () => {
  const job = (over: Partial<EventInvitationJob>): EventInvitationJob => ({
    jobId: '7d0b6f0e-8f0e-4b8e-9f2a-0c6f6f1f6a01',
    eventId: 5,
    state: 'completed',
    done: 3,
    total: 3,
    error: null,
    result: { sent: 3, failed: 0, withoutEmail: 1 },
    ...over,
  });
  const send = async (answer: EventInvitationJob) => {
    answerCalls(() => apiAnswer(200, { data: answer }));
    renderPart(<SendInvitationsModal eventId={5} onClose={() => {}} />, { modules: ['events'] });
    await user().click(await screen.findByRole('button', { name: 'Rozeslat pozvánky' }));
  };

  it('says how many went, how many have no address and how many were refused', async () => {
    await send(job({}));
    expect(await screen.findByText('Odesláno pozvánek: 3. Bez e-mailu: 1. Neodesláno: 0.')).toBeInTheDocument();
    expect(screen.getByText('Odesláno 3 z 3')).toBeInTheDocument();
  }, 60_000);

  it('a second sending with nobody left says so instead of "sent 0 of 0"', async () => {
    await send(job({ done: 0, total: 0, result: { sent: 0, failed: 0, withoutEmail: 2 } }));
    expect(
      await screen.findByText('Nebylo komu poslat: kdo z pozvaných má e-mail, pozvánku už dostal. Bez e-mailu: 2.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Odesláno 0 z 0')).not.toBeInTheDocument();
    expect(screen.queryByText('Čeká na spuštění…')).not.toBeInTheDocument();
  }, 60_000);
});
