// The disciplinary proceedings (disciplinary-proceedings; issue 32 §1): every case, filtered (a
// search over number, matter and name; type, state, against whom, opening dates, suspended today),
// sorted and paged in SQL, exported. The office opens a case from here and publishes or hides the
// public list of current suspensions.
import { type DisciplinaryListItem, disciplinaryEndpoints } from '@fedra/contract/disciplinary';
import { Anchor, Button, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { IconExternalLink, IconPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useCanAction } from '../../../platform/access';
import { type ListFilter, ListView } from '../../../platform/forms';
import { formatDate } from '../../../platform/i18n/format';
import { formatMoney } from '../../../platform/i18n/numbers';
import { notify, notifyError } from '../../../platform/notifications';
import { usePageTitle } from '../../../platform/routing/page-title';
import { zoneHref } from '../../../platform/routing/zone';
import { useCodebook } from '../../../platform/session/use-codebook';
import { CodebookStateBadge } from '../../../platform/ui/CodebookStateBadge';
import { DISCIPLINARY_KEY, loadProceedings, settingsQuery, updateSettings } from '../api';
import { ProceedingFormModal } from '../components/ProceedingFormModal';

export default function DisciplinaryListPage() {
  const { t, i18n } = useTranslation('disciplinary');
  const codebook = useCodebook();
  const may = useCanAction();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  usePageTitle(t('list.title'));
  const mayWrite = may('disciplinary.update');

  const filters: ListFilter[] = [
    { kind: 'text', field: 'search', label: t('list.search') },
    { kind: 'select', field: 'typeId', label: t('field.type'), options: codebook.options('disciplinaryTypes') },
    { kind: 'select', field: 'stateId', label: t('field.state'), options: codebook.options('disciplinaryStates') },
    {
      kind: 'select',
      field: 'subjectKind',
      label: t('field.subjectKind'),
      options: ['person', 'club'].map((k) => ({ value: k, label: t(`subject.${k}`) })),
    },
    { kind: 'dateRange', field: 'openedOn', label: t('field.openedOn') },
    { kind: 'boolean', field: 'suspendedNow', label: t('list.suspendedNow') },
  ];

  return (
    <Stack gap="md">
      <Title order={1}>{t('list.title')}</Title>
      <ListView<DisciplinaryListItem>
        queryKey={[...DISCIPLINARY_KEY, 'list']}
        load={loadProceedings}
        caption={t('list.title')}
        exportEndpoint={disciplinaryEndpoints.list}
        defaultSort="-openedOn"
        syncToUrl
        minTableWidth={960}
        emptyText={t('list.empty')}
        emptyFilteredText={t('list.emptyFiltered')}
        filters={filters}
        toolbar={
          mayWrite && (
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
              {t('list.new')}
            </Button>
          )
        }
        columns={[
          {
            key: 'number',
            title: t('field.number'),
            sortField: 'number',
            render: (d) => (
              <Anchor component={Link} to={zoneHref('admin', `disciplinary-proceedings/detail/${d.id}`)}>
                {d.number}
              </Anchor>
            ),
          },
          { key: 'openedOn', title: t('field.openedOn'), sortField: 'openedOn', render: (d) => formatDate(d.openedOn) },
          {
            key: 'subject',
            title: t('field.subject'),
            sortField: 'subjectName',
            render: (d) => (
              <Stack gap={0}>
                <Text size="sm">{d.subjectName}</Text>
                <Text size="xs" c="dimmed">
                  {t(`subject.${d.subjectKind}`)}
                </Text>
              </Stack>
            ),
          },
          { key: 'title', title: t('field.title'), render: (d) => d.title },
          {
            key: 'type',
            title: t('field.type'),
            sortField: 'typeId',
            render: (d) => codebook.name('disciplinaryTypes', d.typeId),
          },
          {
            key: 'state',
            title: t('field.state'),
            sortField: 'stateId',
            render: (d) => <CodebookStateBadge list="disciplinaryStates" id={d.stateId} />,
          },
          {
            key: 'penalty',
            title: t('field.penalty'),
            sortField: 'suspensionTo',
            render: (d) => (
              <Stack gap={0}>
                {d.fineAmount !== null && (
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {formatMoney(d.fineAmount / 100, i18n.language)}
                  </Text>
                )}
                {d.suspensionTo && (
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {t('list.suspendedUntil', { date: formatDate(d.suspensionTo) })}
                  </Text>
                )}
                {d.fineAmount === null && !d.suspensionTo && '–'}
              </Stack>
            ),
          },
        ]}
      />
      <PublicListSetting mayWrite={mayWrite} />
      {creating && (
        <ProceedingFormModal
          proceeding={null}
          onClose={() => setCreating(false)}
          onSaved={(id) => navigate(zoneHref('admin', `disciplinary-proceedings/detail/${id}`))}
        />
      )}
    </Stack>
  );
}

/** The switch of the public list of current suspensions (and a link to it while on). */
function PublicListSetting({ mayWrite }: { mayWrite: boolean }) {
  const { t } = useTranslation('disciplinary');
  const queryClient = useQueryClient();
  const settings = useQuery(settingsQuery());
  const [saving, setSaving] = useState(false);
  const on = settings.data?.data.publicSuspensions ?? false;
  const toggle = async (value: boolean) => {
    setSaving(true);
    try {
      await updateSettings(value);
      await queryClient.invalidateQueries({ queryKey: DISCIPLINARY_KEY });
      notify.success(value ? t('settings.published') : t('settings.hidden'));
    } catch (err) {
      notifyError(err);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Paper withBorder p="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Switch
          label={t('settings.publicSuspensions')}
          description={t('settings.publicSuspensionsHint')}
          checked={on}
          disabled={!mayWrite || saving || !settings.data}
          onChange={(e) => void toggle(e.currentTarget.checked)}
        />
        {on && (
          <Anchor href={zoneHref('public', 'suspensions')} target="_blank" size="sm">
            <Group gap={4} wrap="nowrap">
              {t('settings.openPublic')}
              <IconExternalLink size={14} aria-hidden />
            </Group>
          </Anchor>
        )}
      </Group>
    </Paper>
  );
}
