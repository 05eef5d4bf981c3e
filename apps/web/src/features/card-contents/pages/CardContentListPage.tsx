// The member-card contents (member-card/content/list, CARD_CONTENT__LIST): one per federation unit,
// with the unit, last change and created date; add, edit and preview (spec 001 §2, §3).
import type { CardContentRow } from '@fedra/contract/card-contents';
import { ActionIcon, Button, Group, Title } from '@mantine/core';
import { IconEdit, IconEye, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCanAction } from '../../../platform/access';
import { ListView } from '../../../platform/forms';
import { formatDate } from '../../../platform/i18n/format';
import { usePageTitle } from '../../../platform/routing/page-title';
import { CARD_CONTENTS_KEY, cardContentListCall, loadCardContents } from '../api';
import { CardContentFormModal } from '../components/CardContentFormModal';
import { CardPreviewModal } from '../components/CardPreviewModal';

export default function CardContentListPage() {
  const { t } = useTranslation('card-contents');
  usePageTitle(t('title'));
  const may = useCanAction();
  const [editing, setEditing] = useState<CardContentRow | null | undefined>(undefined);
  const [previewing, setPreviewing] = useState<CardContentRow | null>(null);

  return (
    <>
      <Title order={1} mb="md">
        {t('title')}
      </Title>
      <ListView<CardContentRow>
        queryKey={CARD_CONTENTS_KEY}
        load={loadCardContents}
        caption={t('title')}
        exportEndpoint={cardContentListCall}
        defaultSort="federationUnit"
        syncToUrl
        emptyText={t('list.empty')}
        filters={[
          { kind: 'dateRange', field: 'lastChange', label: t('field.lastChange') },
          { kind: 'dateRange', field: 'createdDate', label: t('field.createdDate') },
        ]}
        toolbar={
          may('cardcontent.create') && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing(null)}>
              {t('list.add')}
            </Button>
          )
        }
        columns={[
          {
            key: 'federationUnit',
            title: t('field.federationUnit'),
            sortField: 'federationUnit',
            render: (c) => c.federationUnit.name,
          },
          {
            key: 'lastChange',
            title: t('field.lastChange'),
            sortField: 'lastChange',
            render: (c) => formatDate(c.lastChange),
          },
          {
            key: 'createdDate',
            title: t('field.createdDate'),
            sortField: 'createdDate',
            render: (c) => formatDate(c.createdDate),
          },
          {
            key: 'actions',
            title: t('common:actions'),
            render: (c) => (
              <Group gap={4} wrap="nowrap">
                <ActionIcon
                  variant="subtle"
                  aria-label={t('list.preview', { name: c.federationUnit.name })}
                  title={t('preview.action')}
                  onClick={() => setPreviewing(c)}
                >
                  <IconEye size={18} />
                </ActionIcon>
                {may('cardcontent.update') && (
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('list.edit', { name: c.federationUnit.name })}
                    onClick={() => setEditing(c)}
                  >
                    <IconEdit size={18} />
                  </ActionIcon>
                )}
              </Group>
            ),
          },
        ]}
      />
      {editing !== undefined && <CardContentFormModal content={editing} onClose={() => setEditing(undefined)} />}
      {previewing && <CardPreviewModal content={previewing} onClose={() => setPreviewing(null)} />}
    </>
  );
}
