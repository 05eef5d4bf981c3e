// Toast notifications (spec 000 §4, §8, §9): success, info, warning and error, each with its own
// colour and icon; hidden after 4000 ms (paused while hovered), closed by a click or the close
// button; at most 5 visible (Mantine queues the rest); held back while the page is hidden.
import {
  type NotificationData,
  type NotificationsStore,
  notifications,
  notificationsStore,
} from '@mantine/notifications';
import { IconAlertTriangle, IconCheck, IconInfoCircle, IconX } from '@tabler/icons-react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { isApiError } from '../api/api-error';
import { HiddenPageQueue, type VisibilitySource } from './queue';

export type NotificationType = 'success' | 'info' | 'warning' | 'error';

/** Default hide timeout (spec 000 §9). */
export const NOTIFICATION_AUTO_CLOSE_MS = 4000;
/** Most notifications visible at once (spec 000 §9); the rest wait in Mantine's queue. */
export const NOTIFICATION_LIMIT = 5;

export const NOTIFICATION_TYPES: Record<NotificationType, { color: string; icon: ReactNode }> = {
  success: { color: 'green', icon: <IconCheck size={18} aria-hidden /> },
  info: { color: 'blue', icon: <IconInfoCircle size={18} aria-hidden /> },
  warning: { color: 'yellow', icon: <IconAlertTriangle size={18} aria-hidden /> },
  error: { color: 'red', icon: <IconX size={18} aria-hidden /> },
};

export interface NotifyOptions {
  title?: ReactNode;
  /** Milliseconds, or false to stay until closed; default 4000. */
  autoClose?: number | false;
  /** Reusing an id of a visible notification does not show it twice. */
  id?: string;
}

const t = (key: string, options?: Record<string, unknown>): string => i18next.t(`notifications:${key}`, options);

/** Several lines (e.g. the server's messages) shown one per line. */
function lines(texts: string[]): ReactNode {
  if (texts.length === 1) return texts[0];
  return texts.map((text, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the lines never reorder
    <span key={i} style={{ display: 'block' }}>
      {text}
    </span>
  ));
}

let sequence = 0;

/** The Mantine notification for one toast; `hide` closes it (used for close-on-click). */
export function buildNotification(
  type: NotificationType,
  message: ReactNode,
  options: NotifyOptions,
  hide: (id: string) => void,
): NotificationData & { id: string } {
  const id = options.id ?? `fedra-notification-${++sequence}`;
  const { color, icon } = NOTIFICATION_TYPES[type];
  return {
    id,
    title: options.title,
    message,
    color,
    icon,
    autoClose: options.autoClose ?? NOTIFICATION_AUTO_CLOSE_MS,
    withBorder: true,
    role: type === 'error' || type === 'warning' ? 'alert' : 'status',
    closeButtonProps: { 'aria-label': t('close') },
    style: { cursor: 'pointer' },
    onClick: () => hide(id),
    'data-notification-type': type,
  };
}

/** The lines of the error notification: the server's messages, or the general fallback. */
export function errorMessages(err: unknown): string[] {
  const messages = isApiError(err) ? err.messages.filter((m) => m.trim() !== '') : [];
  return messages.length ? messages : [t('errorFallback')];
}

/** An aborted request (navigation away, a newer search) is not a failure to report. */
function isAbort(err: unknown): boolean {
  return typeof err === 'object' && err !== null && 'name' in err && (err as { name: unknown }).name === 'AbortError';
}

export interface Notifier {
  /** Shows (or queues) a notification; returns its id. */
  show(type: NotificationType, message: ReactNode, options?: NotifyOptions): string;
  success(message: ReactNode, options?: NotifyOptions): string;
  info(message: ReactNode, options?: NotifyOptions): string;
  warning(message: ReactNode, options?: NotifyOptions): string;
  error(message: ReactNode, options?: NotifyOptions): string;
  /** The spec's error notification ('Chyba!' + server messages or the fallback); null for an aborted call. */
  fromError(err: unknown): string | null;
  saved(): string;
  deleted(): string;
  incomplete(): string;
  hide(id: string): void;
  /** Closes everything, shown and queued. */
  clean(): void;
  readonly queue: HiddenPageQueue<NotificationData & { id: string }>;
}

export interface NotifierOptions {
  /** Mantine store the host renders; default: Mantine's global store. */
  store?: NotificationsStore;
  /** Page visibility source; default: `document`. */
  document?: VisibilitySource | null;
}

export function createNotifier(options: NotifierOptions = {}): Notifier {
  const store = options.store ?? notificationsStore;
  const queue = new HiddenPageQueue<NotificationData & { id: string }>(
    (n) => notifications.show(n, store),
    options.document === undefined ? (typeof document === 'undefined' ? null : document) : options.document,
  );
  const hide = (id: string) => {
    queue.remove((n) => n.id === id);
    notifications.hide(id, store);
  };
  const show = (type: NotificationType, message: ReactNode, opts: NotifyOptions = {}) => {
    const data = buildNotification(type, message, opts, hide);
    queue.push(data);
    return data.id;
  };
  return {
    show,
    success: (m, o) => show('success', m, o),
    info: (m, o) => show('info', m, o),
    warning: (m, o) => show('warning', m, o),
    error: (m, o) => show('error', m, o),
    fromError: (err) => (isAbort(err) ? null : show('error', lines(errorMessages(err)), { title: t('errorTitle') })),
    saved: () => show('success', t('saved')),
    deleted: () => show('success', t('deleted')),
    incomplete: () => show('warning', t('incomplete')),
    hide,
    clean: () => {
      queue.clear();
      notifications.clean(store);
    },
    queue,
  };
}

let defaultNotifier: Notifier | undefined;

/** The application's notifier (bound to Mantine's global store, which NotificationsHost renders). */
export function notifier(): Notifier {
  defaultNotifier ??= createNotifier();
  return defaultNotifier;
}

/** `notify.success('Uloženo')`, `notify.error(text, {title})`... */
export const notify = {
  success: (message: ReactNode, options?: NotifyOptions) => notifier().success(message, options),
  info: (message: ReactNode, options?: NotifyOptions) => notifier().info(message, options),
  warning: (message: ReactNode, options?: NotifyOptions) => notifier().warning(message, options),
  error: (message: ReactNode, options?: NotifyOptions) => notifier().error(message, options),
  hide: (id: string) => notifier().hide(id),
  clean: () => notifier().clean(),
};

/** The error notification for a failed call (spec 000 §8); returns its id, null for an aborted call. */
export function notifyError(err: unknown): string | null {
  return notifier().fromError(err);
}

/** 'Záznam byl úspěšně uložen.' */
export function notifySaved(): string {
  return notifier().saved();
}

/** 'Záznam byl úspěšně smazán' */
export function notifyDeleted(): string {
  return notifier().deleted();
}

/** 'Načtená data jsou neúplná' (a warning). */
export function notifyIncomplete(): string {
  return notifier().incomplete();
}

/** 'Opravdu chcete smazat {name}?'; without a name, asks about "this record". */
export function deleteConfirmText(name?: string | null): string {
  return name ? t('deleteConfirm', { name }) : t('deleteConfirmRecord');
}
