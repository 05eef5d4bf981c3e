// The audit log (`audit`, admin zone, AUDIT__LIST; issue 28 item 10): who did what to which record,
// when and from where, newest first; filtered by days, action, who, about which user and address,
// paged in SQL and exported. A record's details (the JSON the server wrote) open in a dialog; users
// link to their page.
import { AUDIT_ACTIONS, type AuditEntry } from '@fedra/contract/audit';
import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { type ListFilter, ListView, type OutsideFilters } from '../../../platform/forms';
import { formatDateTime } from '../../../platform/i18n/format';
import { usePageTitle } from '../../../platform/routing/page-title';
import { zoneHref } from '../../../platform/routing/zone';
import { AUDIT_KEY, auditListCall, loadAudit } from '../api';
import { addUserFilters, USER_FILTER_KEYS, type UserFilters, userFiltersFrom, withUserFilter } from '../audit-filters';
import { actionName, subjectTypeName } from '../audit-texts';
import { AuditDetailsDialog } from '../components/AuditDetailsDialog';
import { UserFilterSelect } from '../components/UserFilterSelect';

const userHref = (id: number) => zoneHref('admin', `users/detail/${id}`);

function UserLink({ id, name }: { id: number; name: string | null }) {
  return (
    <Anchor component={Link} to={userHref(id)} size="sm">
      {name ?? `#${id}`}
    </Anchor>
  );
}

export default function AuditListPage() {
  const { t } = useTranslation('audit');
  usePageTitle(t('list.title'));
  const [params, setParams] = useSearchParams();
  const users = userFiltersFrom(params);
  const [shown, setShown] = useState<AuditEntry | null>(null);
  const setUser = (name: keyof UserFilters, id: string | null) =>
    setParams((current) => withUserFilter(current, name, id), { replace: true });
  const outsideFilters: OutsideFilters = {
    apply: (query) => addUserFilters(query, users),
    active: Boolean(users.actor || users.subject),
    addressKeys: Object.values(USER_FILTER_KEYS),
  };
  const filters: ListFilter[] = [
    { kind: 'dateRange', field: 'at', label: t('field.at') },
    {
      kind: 'select',
      field: 'action',
      label: t('field.action'),
      options: AUDIT_ACTIONS.map((action) => ({ value: action, label: actionName(t, action) })),
    },
    { kind: 'text', field: 'ip', label: t('field.ip') },
  ];

  return (
    <Stack gap="md">
      <div>
        <Title order={1}>{t('list.title')}</Title>
        <Text size="sm" c="dimmed" mt={4}>
          {t('list.hint')}
        </Text>
      </div>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <UserFilterSelect
          label={t('field.actor')}
          value={users.actor ?? null}
          onChange={(id) => setUser('actor', id)}
        />
        <UserFilterSelect
          label={t('field.subjectUser')}
          value={users.subject ?? null}
          onChange={(id) => setUser('subject', id)}
        />
      </Group>
      <ListView<AuditEntry>
        queryKey={[...AUDIT_KEY, 'list', users]}
        load={loadAudit}
        outsideFilters={outsideFilters}
        exportEndpoint={auditListCall}
        caption={t('list.title')}
        defaultSort="-at"
        syncToUrl
        filters={filters}
        emptyText={t('list.empty')}
        emptyFilteredText={t('list.emptyFiltered')}
        minTableWidth={960}
        columns={[
          {
            key: 'at',
            title: t('field.at'),
            sortField: 'at',
            render: (r) => (
              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                {formatDateTime(r.at)}
              </Text>
            ),
          },
          {
            key: 'actor',
            title: t('field.actor'),
            render: (r) =>
              r.actor ? (
                <UserLink id={r.actor.id} name={r.actor.name} />
              ) : (
                <Text size="sm" c="dimmed">
                  {t('list.nobody')}
                </Text>
              ),
          },
          {
            key: 'action',
            title: t('field.action'),
            render: (r) => <Text size="sm">{actionName(t, r.action)}</Text>,
          },
          {
            key: 'subject',
            title: t('field.subject'),
            render: (r) =>
              r.subjectType === 'user' && r.subjectId !== null ? (
                <UserLink id={r.subjectId} name={r.subjectName} />
              ) : r.subjectType ? (
                <Text size="sm">
                  {t('subject.other', { type: subjectTypeName(t, r.subjectType), id: r.subjectId ?? '–' })}
                </Text>
              ) : (
                '–'
              ),
          },
          { key: 'ip', title: t('field.ip'), render: (r) => <Text size="sm">{r.ip ?? '–'}</Text> },
          {
            key: 'userAgent',
            title: t('field.userAgent'),
            render: (r) => (
              <Text size="xs" lineClamp={2} maw={260} title={r.userAgent ?? undefined}>
                {r.userAgent ?? '–'}
              </Text>
            ),
          },
          {
            key: 'details',
            title: t('field.details'),
            render: (r) =>
              r.details ? (
                <Button
                  size="compact-sm"
                  variant="subtle"
                  aria-label={t('list.showDetailsOf', { at: formatDateTime(r.at) })}
                  onClick={() => setShown(r)}
                >
                  {t('list.showDetails')}
                </Button>
              ) : (
                t('list.noDetails')
              ),
          },
        ]}
      />
      <AuditDetailsDialog entry={shown} onClose={() => setShown(null)} />
    </Stack>
  );
}
