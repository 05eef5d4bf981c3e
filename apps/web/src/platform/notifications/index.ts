export { NotificationsHost, type NotificationsHostProps } from './NotificationsHost';
export {
  buildNotification,
  createNotifier,
  deleteConfirmText,
  errorMessages,
  NOTIFICATION_AUTO_CLOSE_MS,
  NOTIFICATION_LIMIT,
  NOTIFICATION_TYPES,
  type NotificationType,
  type Notifier,
  type NotifierOptions,
  type NotifyOptions,
  notifier,
  notify,
  notifyDeleted,
  notifyError,
  notifyIncomplete,
  notifySaved,
} from './notify';
export { HiddenPageQueue, type VisibilitySource } from './queue';
