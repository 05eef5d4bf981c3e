// A member's events (my-events; issue 32 §5): the events open to them (invited, not over) and
// those they registered to, with their registration; each opens its detail to register or cancel.
import { eventsEndpoints, type MyEventListItem } from '@fedra/contract/events';
import { Anchor, Button, Stack, Title } from '@mantine/core';
import { IconCalendarDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type ListColumn, ListView } from '../../../platform/forms';
import { notifyError } from '../../../platform/notifications';
import { usePageTitle } from '../../../platform/routing/page-title';
import { zoneHref } from '../../../platform/routing/zone';
import { useCodebook } from '../../../platform/session/use-codebook';
import { downloadCalendar, EVENTS_KEY, loadMyEvents } from '../api';
import { placesText, venueText, whenText } from '../components/event-text';
import { MyRegistrationBadge } from '../components/MyRegistrationBadge';

export default function MyEventListPage() {
  const { t } = useTranslation('events');
  const codebook = useCodebook();
  usePageTitle(t('my.title'));

  const columns: ListColumn<MyEventListItem>[] = [
    {
      key: 'name',
      title: t('field.name'),
      sortField: 'name',
      render: (e) => (
        <Anchor component={Link} to={zoneHref('personal', `my-events/detail/${e.id}`)}>
          {e.name}
        </Anchor>
      ),
    },
    { key: 'type', title: t('field.typeId'), render: (e) => codebook.name('eventTypes', e.typeId) },
    { key: 'when', title: t('field.when'), sortField: 'startsAt', render: (e) => whenText(e) },
    { key: 'venue', title: t('field.venue'), render: (e) => venueText(e, t('none')) },
    { key: 'places', title: t('field.places'), render: (e) => placesText(t, e) },
    { key: 'mine', title: t('my.state'), render: (e) => <MyRegistrationBadge event={e} /> },
  ];

  return (
    <Stack gap="md">
      <Title order={1}>{t('my.title')}</Title>
      <ListView<MyEventListItem>
        queryKey={[...EVENTS_KEY, 'my-list']}
        load={loadMyEvents}
        caption={t('my.title')}
        exportEndpoint={eventsEndpoints.myList}
        defaultSort="startsAt"
        syncToUrl
        minTableWidth={820}
        emptyText={t('my.empty')}
        emptyFilteredText={t('my.emptyFiltered')}
        filters={[
          { kind: 'text', field: 'name', label: t('field.name') },
          { kind: 'select', field: 'typeId', label: t('field.typeId'), options: codebook.options('eventTypes') },
          { kind: 'dateRange', field: 'startsAt', label: t('field.startsAt') },
        ]}
        toolbar={
          <Button
            variant="default"
            leftSection={<IconCalendarDown size={16} aria-hidden />}
            onClick={() => downloadCalendar('personal').catch(notifyError)}
          >
            {t('my.calendar')}
          </Button>
        }
        columns={columns}
      />
    </Stack>
  );
}
