// The events' calls (issue 32 §4–6), one function or query option each: the office's (admin zone)
// and the member's (personal zone).
import type { ListQuery } from '@fedra/contract/common/list-query';
import { permissionName } from '@fedra/contract/common/zones';
import { type EventWrite, eventsEndpoints } from '@fedra/contract/events';
import { queryOptions } from '@tanstack/react-query';
import { call, download } from '../../platform/api/client';
import { saveFile } from '../../platform/forms';

export const EVENTS_KEY = ['events'] as const;

/** The links an answer carries when the caller may act. */
export const EVENT_LINK = {
  update: permissionName('admin', 'event.update'),
  register: permissionName('personal', 'event.register'),
} as const;

export const loadEvents = (query: ListQuery, signal: AbortSignal) => call(eventsEndpoints.list, { query, signal });
export const eventQuery = (id: number) =>
  queryOptions({
    queryKey: [...EVENTS_KEY, 'detail', id],
    queryFn: ({ signal }) => call(eventsEndpoints.get, { params: { id }, signal }),
  });
export const createEvent = (body: EventWrite) => call(eventsEndpoints.create, { body });
export const updateEvent = (id: number, body: EventWrite) => call(eventsEndpoints.update, { params: { id }, body });
export const deleteEvent = (id: number) => call(eventsEndpoints.delete, { params: { id } });

export const loadRegistrations = (id: number) => (query: ListQuery, signal: AbortSignal) =>
  call(eventsEndpoints.registrations, { params: { id }, query, signal });
export const loadInvitees = (id: number) => (query: ListQuery, signal: AbortSignal) =>
  call(eventsEndpoints.invitees, { params: { id }, query, signal });
export const addRegistration = (id: number, personId: number) =>
  call(eventsEndpoints.addRegistration, { params: { id }, body: { personId } });
export const setAttendance = (id: number, registrationId: number, stateId: number) =>
  call(eventsEndpoints.setAttendance, { params: { id, registrationId }, body: { stateId } });
export const removeRegistration = (id: number, registrationId: number) =>
  call(eventsEndpoints.removeRegistration, { params: { id, registrationId } });
export const grantRole = (id: number, registrationId: number) =>
  call(eventsEndpoints.grant, { params: { id, registrationId } });
export const sendInvitations = (id: number) => call(eventsEndpoints.sendInvitations, { params: { id } });
/** The sending's state, asked every second until it has finished. */
export const invitationJobQuery = (id: number, jobId: string) =>
  queryOptions({
    queryKey: [...EVENTS_KEY, 'invitation-job', id, jobId],
    queryFn: ({ signal }) => call(eventsEndpoints.invitationJob, { params: { id, jobId }, signal }),
    refetchInterval: (q) => {
      const state = q.state.data?.data.state;
      return state === 'completed' || state === 'failed' ? false : 1000;
    },
  });

export const loadMyEvents = (query: ListQuery, signal: AbortSignal) => call(eventsEndpoints.myList, { query, signal });
export const myEventQuery = (id: number) =>
  queryOptions({
    queryKey: [...EVENTS_KEY, 'my', id],
    queryFn: ({ signal }) => call(eventsEndpoints.myGet, { params: { id }, signal }),
  });
export const register = (id: number) => call(eventsEndpoints.register, { params: { id } });
export const cancelRegistration = (id: number, registrationId: number) =>
  call(eventsEndpoints.cancel, { params: { id, registrationId } });

/** Downloads the iCal feed (the office's every event, the member's own) as a file. */
export async function downloadCalendar(zone: 'admin' | 'personal') {
  const endpoint = zone === 'admin' ? eventsEndpoints.calendar : eventsEndpoints.myCalendar;
  const file = await download(endpoint, { fallbackName: zone === 'admin' ? 'events.ics' : 'my-events.ics' });
  saveFile(file.blob, file.fileName);
}
