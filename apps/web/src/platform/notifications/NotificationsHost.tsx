// The notification list the shell renders once (spec 000 §2.2 "a notification list is always
// present"). The app must also import '@mantine/notifications/styles.css'.
import { Notifications, type NotificationsStore } from '@mantine/notifications';
import { NOTIFICATION_AUTO_CLOSE_MS, NOTIFICATION_LIMIT } from './notify';

export interface NotificationsHostProps {
  /** Default: Mantine's global store (the one `notify` uses). */
  store?: NotificationsStore;
  position?: 'top-left' | 'top-right' | 'top-center' | 'bottom-left' | 'bottom-right' | 'bottom-center';
  /** For tests: render in place instead of a portal. */
  withinPortal?: boolean;
}

export function NotificationsHost({ store, position = 'top-right', withinPortal }: NotificationsHostProps) {
  return (
    <Notifications
      store={store}
      position={position}
      limit={NOTIFICATION_LIMIT}
      autoClose={NOTIFICATION_AUTO_CLOSE_MS}
      withinPortal={withinPortal}
    />
  );
}
