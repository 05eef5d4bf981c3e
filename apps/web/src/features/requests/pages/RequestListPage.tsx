// Requests (page `requests`; issue 30 §4): transfers and loans of members, in the admin zone (all;
// a unit manager its clubs'), the club zone (those the current club asks for or releases) and the
// personal zone (the member's own). The club asks for a new transfer or loan from here.
import type { RequestListItem } from '@fedra/contract/requests';
import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCanAction } from '../../../platform/access';
import { ListView } from '../../../platform/forms';
import { formatDate, formatDateTime } from '../../../platform/i18n/format';
import { usePageTitle } from '../../../platform/routing/page-title';
import { useCurrentZone, zoneHref } from '../../../platform/routing/zone';
import { useCodebook } from '../../../platform/session/use-codebook';
import { loadRequests, REQUESTS_KEY, type RequestZone, requestListCall } from '../api';
import { NewRequestModal } from '../components/NewRequestModal';
import { RequestStateBadge } from '../components/RequestStateBadge';

export default function RequestListPage() {
  const { t } = useTranslation('requests');
  const zone = useCurrentZone() as RequestZone;
  const codebook = useCodebook();
  const may = useCanAction();
  const [creating, setCreating] = useState(false);
  const title = zone === 'personal' ? t('list.myTitle') : t('list.title');
  usePageTitle(title);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Title order={1}>{title}</Title>
        {zone === 'club' && may('request.create') && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
            {t('create.open')}
          </Button>
        )}
      </Group>
      <Text size="sm" c="dimmed">
        {t(`list.intro_${zone}`)}
      </Text>
      <ListView<RequestListItem>
        queryKey={[...REQUESTS_KEY, zone, 'list']}
        load={loadRequests(zone)}
        caption={title}
        exportEndpoint={requestListCall(zone)}
        defaultSort="-createdDate"
        syncToUrl
        emptyText={t('list.empty')}
        getRowKey={(r) => r.id}
        filters={[
          ...(zone === 'personal' ? [] : [{ kind: 'text' as const, field: 'fullName', label: t('field.person') }]),
          {
            kind: 'select',
            field: 'typeId',
            label: t('field.type'),
            options: codebook.options('requestTypes', (i) => i.id <= 2),
          },
          { kind: 'select', field: 'stateId', label: t('field.state'), options: codebook.options('requestStates') },
        ]}
        columns={[
          {
            key: 'id',
            title: t('field.number'),
            sortField: 'id',
            render: (r) => (
              <Anchor component={Link} to={zoneHref(zone, `requests/detail/${r.id}`)}>
                {t('list.number', { id: r.id })}
              </Anchor>
            ),
          },
          { key: 'type', title: t('field.type'), render: (r) => codebook.name('requestTypes', r.typeId) },
          {
            key: 'person',
            title: t('field.person'),
            sortField: 'fullName',
            render: (r) =>
              r.person ? (
                <Stack gap={0}>
                  <Text size="sm">{r.person.fullName}</Text>
                  <Text size="xs" c="dimmed">
                    {r.person.registrationNumber}
                  </Text>
                </Stack>
              ) : (
                '–'
              ),
          },
          {
            key: 'clubs',
            title: t('field.clubs'),
            render: (r) => (
              <Text size="sm">
                {r.fromClub?.name ?? '–'} → {r.toClub?.name ?? '–'}
              </Text>
            ),
          },
          {
            key: 'effectiveDate',
            title: t('field.effectiveDate'),
            sortField: 'effectiveDate',
            render: (r) =>
              r.effectiveDate
                ? `${formatDate(r.effectiveDate)}${r.loanEndDate ? ` – ${formatDate(r.loanEndDate)}` : ''}`
                : '–',
          },
          {
            key: 'state',
            title: t('field.state'),
            render: (r) => (
              <Stack gap={2}>
                <RequestStateBadge stateId={r.stateId} />
                {r.stepId !== null && (
                  <Text size="xs" c="dimmed">
                    {codebook.name('requestSteps', r.stepId)}
                  </Text>
                )}
              </Stack>
            ),
          },
          {
            key: 'createdDate',
            title: t('field.createdDate'),
            sortField: 'createdDate',
            render: (r) => formatDateTime(r.createdDate),
          },
        ]}
      />
      {creating && <NewRequestModal onClose={() => setCreating(false)} />}
    </Stack>
  );
}
