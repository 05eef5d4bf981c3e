// The federation's events (events; issue 32 §4): filtered by name, type and start, sorted and paged
// in SQL, exported; the office adds an event, each opens its detail.
import { type EventListItem, eventsEndpoints } from '@fedra/contract/events';
import { Anchor, Button, Group, Stack, Title } from '@mantine/core';
import { IconCalendarDown, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCanAction } from '../../../platform/access';
import { type ListColumn, ListView } from '../../../platform/forms';
import { formatDate } from '../../../platform/i18n/format';
import { notifyError } from '../../../platform/notifications';
import { usePageTitle } from '../../../platform/routing/page-title';
import { zoneHref } from '../../../platform/routing/zone';
import { useCodebook } from '../../../platform/session/use-codebook';
import { downloadCalendar, EVENTS_KEY, loadEvents } from '../api';
import { EventFormModal } from '../components/EventFormModal';
import { placesText, venueText, whenText } from '../components/event-text';

export default function EventListPage() {
  const { t } = useTranslation('events');
  const codebook = useCodebook();
  const may = useCanAction();
  const [adding, setAdding] = useState(false);
  usePageTitle(t('list.title'));

  const columns: ListColumn<EventListItem>[] = [
    {
      key: 'name',
      title: t('field.name'),
      sortField: 'name',
      render: (e) => (
        <Anchor component={Link} to={zoneHref('admin', `events/detail/${e.id}`)}>
          {e.name}
        </Anchor>
      ),
    },
    {
      key: 'type',
      title: t('field.typeId'),
      sortField: 'typeId',
      render: (e) => codebook.name('eventTypes', e.typeId),
    },
    { key: 'when', title: t('field.when'), sortField: 'startsAt', render: (e) => whenText(e) },
    { key: 'venue', title: t('field.venue'), render: (e) => venueText(e, t('none')) },
    { key: 'places', title: t('field.places'), render: (e) => placesText(t, e) },
    {
      key: 'deadline',
      title: t('field.registrationDeadline'),
      render: (e) => (e.registrationDeadline ? formatDate(e.registrationDeadline) : t('noDeadline')),
    },
  ];

  return (
    <Stack gap="md">
      <Title order={1}>{t('list.title')}</Title>
      <ListView<EventListItem>
        queryKey={[...EVENTS_KEY, 'list']}
        load={loadEvents}
        caption={t('list.title')}
        exportEndpoint={eventsEndpoints.list}
        defaultSort="-startsAt"
        syncToUrl
        minTableWidth={900}
        emptyText={t('list.empty')}
        emptyFilteredText={t('list.emptyFiltered')}
        filters={[
          { kind: 'text', field: 'name', label: t('field.name') },
          { kind: 'select', field: 'typeId', label: t('field.typeId'), options: codebook.options('eventTypes') },
          { kind: 'dateRange', field: 'startsAt', label: t('field.startsAt') },
        ]}
        toolbar={
          <Group gap="xs">
            <Button
              variant="default"
              leftSection={<IconCalendarDown size={16} aria-hidden />}
              onClick={() => downloadCalendar('admin').catch(notifyError)}
            >
              {t('list.calendar')}
            </Button>
            {may('event.update') && (
              <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
                {t('list.add')}
              </Button>
            )}
          </Group>
        }
        columns={columns}
      />
      {adding && <EventFormModal event={null} onClose={() => setAdding(false)} />}
    </Stack>
  );
}
