// A case's documents (issue 32 §1): the list with downloads, and for the office a file attached
// (platform/files AttachFileField); removing asks first.
import type { DisciplinaryProceeding } from '@fedra/contract/disciplinary';
import { ActionIcon, Anchor, Group, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AttachFileField } from '../../../platform/files';
import { confirmDelete } from '../../../platform/forms';
import { formatDateTime } from '../../../platform/i18n/format';
import { addDocument, DISCIPLINARY_KEY, deleteDocument } from '../api';

export function DocumentsSection({
  proceeding: d,
  mayChange,
}: {
  proceeding: DisciplinaryProceeding;
  mayChange: boolean;
}) {
  const { t } = useTranslation('disciplinary');
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: DISCIPLINARY_KEY });

  return (
    <Stack gap="sm">
      {d.documents.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('documents.none')}
        </Text>
      ) : (
        <Stack gap={6}>
          {d.documents.map((doc) => (
            <Group key={doc.id} justify="space-between" wrap="nowrap" gap="xs">
              <div style={{ minWidth: 0 }}>
                <Anchor href={doc.url} size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {doc.name}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {formatDateTime(doc.createdDate)}
                </Text>
              </div>
              {mayChange && (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('documents.remove', { name: doc.name })}
                  onClick={() =>
                    confirmDelete({
                      title: t('documents.removeTitle'),
                      name: doc.name,
                      remove: () => deleteDocument(d.id, doc.id),
                      afterwards: refresh,
                    })
                  }
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              )}
            </Group>
          ))}
        </Stack>
      )}
      {mayChange && (
        <AttachFileField
          zone="admin"
          purpose="disciplinary-document"
          attach={async (fileUrl) => {
            await addDocument(d.id, fileUrl);
            await refresh();
          }}
          texts={{
            label: t('documents.new'),
            button: t('documents.attach'),
            required: t('documents.required'),
            uploading: t('documents.uploading'),
            progress: (percent) => t('documents.progress', { percent }),
            added: (name) => t('documents.added', { name }),
          }}
        />
      )}
    </Stack>
  );
}
