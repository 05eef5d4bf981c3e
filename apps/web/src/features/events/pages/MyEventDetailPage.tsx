// An event open to the member (my-events/detail/{id}; issue 32 §5): its facts and the member's
// registration; registering (onto the waiting list when full) and cancelling (asks first).
import type { MyEvent } from '@fedra/contract/events';
import { Alert, Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconUserCheck, IconUserX } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hasLinks } from '../../../platform/access';
import { confirmAction } from '../../../platform/forms';
import { formatDate } from '../../../platform/i18n/format';
import { notify, notifyError } from '../../../platform/notifications';
import { useIdParam } from '../../../platform/routing/id-param';
import { usePageTitle } from '../../../platform/routing/page-title';
import { zoneHref } from '../../../platform/routing/zone';
import { useCodebook } from '../../../platform/session/use-codebook';
import { Fact } from '../../../platform/ui/Fact';
import { recordGate } from '../../../platform/ui/record-gate';
import { cancelRegistration, EVENT_LINK, EVENTS_KEY, myEventQuery, register } from '../api';
import { placesText, venueText, whenText } from '../components/event-text';
import { MyRegistrationBadge } from '../components/MyRegistrationBadge';

const DECLINED = 3;

export default function MyEventDetailPage() {
  const { t } = useTranslation('events');
  const { id, valid } = useIdParam();
  const query = useQuery({ ...myEventQuery(id), enabled: valid });
  const event = query.data?.data;
  usePageTitle(event?.name ?? t('my.detailTitle'));

  const gate = recordGate(query, { valid, loadError: t('detail.loadError') });
  if (gate || !event) return gate;
  return <MyEventView event={event} mayRegister={hasLinks(query.data?.links ?? [], EVENT_LINK.register)} />;
}

function MyEventView({ event, mayRegister }: { event: MyEvent; mayRegister: boolean }) {
  const { t } = useTranslation('events');
  const codebook = useCodebook();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const mine = event.myRegistration && event.myRegistration.stateId !== DECLINED ? event.myRegistration : null;
  const full = event.capacity !== null && event.placesTaken >= event.capacity;
  const refresh = () => queryClient.invalidateQueries({ queryKey: EVENTS_KEY });

  const doRegister = async () => {
    setBusy(true);
    try {
      const answer = await register(event.id);
      notify.success(answer.data.myRegistration?.waiting ? t('my.waitingNotice') : t('my.registeredNotice'));
      await refresh();
    } catch (err) {
      notifyError(err);
    } finally {
      setBusy(false);
    }
  };
  const askCancel = () =>
    confirmAction({
      title: t('my.cancelTitle'),
      children: t('my.cancelText', { name: event.name }),
      confirm: t('my.cancel'),
      danger: true,
      run: () => cancelRegistration(event.id, mine!.id),
      afterwards: async () => {
        notify.success(t('my.cancelled'));
        await refresh();
      },
    });

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={zoneHref('personal', 'my-events')} size="sm">
        ← {t('my.back')}
      </Anchor>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={6} style={{ minWidth: 0 }}>
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            {event.name}
          </Title>
          <Group gap="xs">
            <MyRegistrationBadge event={event} />
            <Text size="sm" c="dimmed">
              {whenText(event)}
            </Text>
          </Group>
        </Stack>
        {mayRegister && (
          <Group gap="xs">
            {mine ? (
              <Button
                variant="default"
                color="red"
                leftSection={<IconUserX size={16} aria-hidden />}
                onClick={askCancel}
              >
                {t('my.cancel')}
              </Button>
            ) : (
              event.registrationOpen && (
                <Button
                  leftSection={<IconUserCheck size={16} aria-hidden />}
                  loading={busy}
                  onClick={() => void doRegister()}
                >
                  {full ? t('my.registerWaiting') : t('my.register')}
                </Button>
              )
            )}
          </Group>
        )}
      </Group>
      {mine?.waiting && (
        <Alert color="yellow" variant="light" role="status">
          {t('my.waitingNotice')}
        </Alert>
      )}
      {!mine && event.registrationOpen && full && (
        <Alert color="blue" variant="light">
          {t('my.full')}
        </Alert>
      )}
      <Paper withBorder p="md">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
          <Fact label={t('field.typeId')}>{codebook.name('eventTypes', event.typeId)}</Fact>
          <Fact label={t('field.when')}>{whenText(event)}</Fact>
          <Fact label={t('field.venue')}>{venueText(event, t('none'))}</Fact>
          <Fact label={t('field.places')}>{placesText(t, event)}</Fact>
          <Fact label={t('field.registrationDeadline')}>
            {event.registrationDeadline ? formatDate(event.registrationDeadline) : t('noDeadline')}
          </Fact>
        </SimpleGrid>
        {event.description && (
          <Text size="sm" mt="md" style={{ whiteSpace: 'pre-line' }}>
            {event.description}
          </Text>
        )}
      </Paper>
    </Stack>
  );
}
