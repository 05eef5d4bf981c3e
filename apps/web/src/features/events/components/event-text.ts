// How an event's facts read on every page: its time span, venue and the places taken.
import type { EventListItem } from '@fedra/contract/events';
import type { TFunction } from 'i18next';
import { formatDateTime, formatTime } from '../../../platform/i18n/format';

const sameDay = (a: string, b: string) => new Date(a).toDateString() === new Date(b).toDateString();

/** "1. 3. 2026 09:00 – 17:00", or both instants when it spans days. */
export function whenText(e: Pick<EventListItem, 'startsAt' | 'endsAt'>): string {
  return `${formatDateTime(e.startsAt)} – ${sameDay(e.startsAt, e.endsAt) ? formatTime(e.endsAt) : formatDateTime(e.endsAt)}`;
}

export function venueText(e: Pick<EventListItem, 'sportFieldName' | 'venueText'>, none: string): string {
  return [e.sportFieldName, e.venueText].filter(Boolean).join(', ') || none;
}

export function placesText(t: TFunction, e: Pick<EventListItem, 'placesTaken' | 'capacity' | 'waitingCount'>): string {
  const places =
    e.capacity === null
      ? t('placesUnlimited', { taken: e.placesTaken })
      : t('places', { taken: e.placesTaken, capacity: e.capacity });
  return e.waitingCount > 0 ? `${places}, ${t('waiting', { count: e.waitingCount })}` : places;
}
