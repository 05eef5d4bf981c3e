// The imports (import/list, IMPORT__LIST) of the admin or club zone: the upload panel with the
// sample files (for who may import), and the list with filters, sort, paging and export; a row opens the detail.
import type { Import } from '@fedra/contract/imports';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCanAction } from '../../../platform/access';
import { type ListFilter, ListView } from '../../../platform/forms';
import { formatDateTime } from '../../../platform/i18n/format';
import { usePageTitle } from '../../../platform/routing/page-title';
import { useCurrentZone, zoneHref } from '../../../platform/routing/zone';
import { useSession } from '../../../platform/session/session';
import { type ImportZone, importsKey, listCall, loadImports } from '../api';
import { ImportStateBadge } from '../components/ImportStateBadge';
import { UploadPanel } from '../components/UploadPanel';

export default function ImportListPage() {
  const { t, i18n } = useTranslation('imports');
  usePageTitle(t('list.title'));
  const zone: ImportZone = useCurrentZone() === 'club' ? 'club' : 'admin';
  const may = useCanAction();
  const { codebook } = useSession();
  const lang = i18n.language === 'en' ? 'en' : 'cs';
  const options = (list: 'importStates' | 'importTypes') =>
    Object.values(codebook?.[list] ?? {}).map((e) => ({ value: String(e.id), label: e.name[lang] }));

  const filters: ListFilter[] = [
    { kind: 'select', field: 'stateId', label: t('field.state'), options: options('importStates') },
    // The club zone imports persons only.
    ...(zone === 'admin'
      ? [{ kind: 'select', field: 'typeId', label: t('field.type'), options: options('importTypes') } as const]
      : []),
    { kind: 'text', field: 'fileName', label: t('field.fileName') },
    { kind: 'dateRange', field: 'createdDate', label: t('field.createdDate') },
  ];
  const count = (key: keyof Import, title: string, sortField?: string) => ({
    key,
    title,
    sortField,
    align: 'right' as const,
  });

  return (
    <Stack gap="lg">
      <Title order={1}>{t('list.title')}</Title>
      {/* Who may not import reads the imports only: no upload panel, no instructions to upload (issue 36 §11). */}
      {may('import.create') ? <UploadPanel zone={zone} /> : <Text c="dimmed">{t('list.readOnly')}</Text>}
      <ListView<Import>
        queryKey={importsKey(zone)}
        load={loadImports(zone)}
        caption={t('list.title')}
        defaultSort="-createdDate"
        syncToUrl
        filters={filters}
        emptyText={t('list.empty')}
        minTableWidth={820}
        exportEndpoint={listCall(zone)}
        columns={[
          {
            key: 'createdDate',
            title: t('field.createdDate'),
            sortField: 'createdDate',
            // Who made it goes under when: one column less to scroll past on smaller screens.
            render: (r) => (
              <>
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {formatDateTime(r.createdDate)}
                </Text>
                <Text size="xs" c="dimmed">
                  {r.createdByName}
                </Text>
              </>
            ),
          },
          {
            key: 'fileName',
            title: t('field.fileName'),
            sortField: 'fileName',
            render: (r) => (
              <>
                <Anchor
                  component={Link}
                  to={zoneHref(zone, `import/detail/${r.id}`)}
                  size="sm"
                  style={{ overflowWrap: 'break-word' }}
                  translate="no"
                >
                  {r.fileName}
                </Anchor>
                {/* The club zone imports persons only: there the type would say the same on every row. */}
                {zone === 'admin' && (
                  <Text size="xs" c="dimmed">
                    {r.type.name}
                  </Text>
                )}
              </>
            ),
          },
          { key: 'objectName', title: t('field.objectName') },
          {
            key: 'state',
            title: t('field.state'),
            sortField: 'stateId',
            render: (r) => <ImportStateBadge item={r} />,
          },
          count('countRecords', t('field.countRecords'), 'countRecords'),
          count('countCreated', t('field.countCreated')),
          count('countUpdated', t('field.countUpdated')),
          {
            ...count('countFailed', t('field.countFailed')),
            render: (r) => (
              <Text size="sm" fw={r.countFailed > 0 ? 700 : undefined} c={r.countFailed > 0 ? 'red.8' : undefined}>
                {r.countFailed}
              </Text>
            ),
          },
        ]}
      />
    </Stack>
  );
}
