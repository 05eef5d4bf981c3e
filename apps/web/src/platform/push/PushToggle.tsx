// "Browser notifications" on the profile page: shown only when the server has web push on (the
// configuration carries its key) and this browser supports it. The browser's permission prompt
// comes only from the user's click on the switch.
import { pushEndpoints } from '@fedra/contract/push';
import { Alert, Card, Stack, Switch, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../api/api-error';
import { call } from '../api/client';
import { runtimeConfig } from '../config/runtime-config';
import { notify, notifyError } from '../notifications';
import { endPushSubscription } from './end-subscription';
import { currentPushSubscription, isPushSupported, subscribePush } from './push-subscription';

type State = 'loading' | 'on' | 'off';

export function PushToggle() {
  const { t } = useTranslation('push');
  const { vapidPublicKey, routerBase } = runtimeConfig();
  const available = Boolean(vapidPublicKey) && isPushSupported();
  const [state, setState] = useState<State>('loading');
  const [busy, setBusy] = useState(false);
  const [blocked, setBlocked] = useState(() => available && Notification.permission === 'denied');

  useEffect(() => {
    if (!available) return;
    let live = true;
    currentPushSubscription(routerBase)
      .then((subscription) => live && setState(subscription ? 'on' : 'off'))
      .catch(() => live && setState('off'));
    return () => {
      live = false;
    };
  }, [available, routerBase]);

  if (!available) return null;

  const turnOn = async () => {
    const keys = await subscribePush(vapidPublicKey!, routerBase);
    await call(pushEndpoints.subscribe, {
      body: { endpoint: keys.endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } },
    });
    setState('on');
    notify.success(t('toggle.enabled'));
  };
  const turnOff = async () => {
    await endPushSubscription(routerBase);
    setState('off');
    notify.info(t('toggle.disabled'));
  };

  const change = async (on: boolean) => {
    setBusy(true);
    try {
      await (on ? turnOn() : turnOff());
    } catch (err) {
      if (Notification.permission === 'denied') setBlocked(true);
      // The browser's own reason is English whatever the page's language ("Registration failed -
      // permission denied"): the user gets our text, the console keeps the reason.
      else if (!isApiError(err)) {
        console.warn('web push subscription failed:', (err as Error | null)?.message ?? err);
        notify.error(t('toggle.failed'));
      } else notifyError(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card withBorder component="section" aria-labelledby="push-notifications">
      <Stack gap="xs">
        <Switch
          id="push-notifications"
          label={t('toggle.label')}
          description={t('toggle.description')}
          checked={state === 'on'}
          disabled={state === 'loading' || busy || (blocked && state !== 'on')}
          onChange={(event) => void change(event.currentTarget.checked)}
        />
        {blocked && state !== 'on' && (
          <Alert color="yellow" variant="light">
            <Text size="sm">{t('toggle.blocked')}</Text>
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
