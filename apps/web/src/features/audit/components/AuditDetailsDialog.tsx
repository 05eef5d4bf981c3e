// One audit record's details: what it identifies, or the values before and after a change, as the
// JSON the server wrote, pretty-printed.
import type { AuditEntry } from '@fedra/contract/audit';
import { Code, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../platform/i18n/format';
import { KeptModal, useLast } from '../../../platform/ui/KeptModal';
import { actionName } from '../audit-texts';

export function AuditDetailsDialog({ entry, onClose }: { entry: AuditEntry | null; onClose: () => void }) {
  const { t } = useTranslation('audit');
  // Kept while the dialog fades out.
  const shown = useLast(entry);
  return (
    <KeptModal opened={entry !== null} onClose={onClose} title={t('details.title')} size="lg">
      {() =>
        shown && (
          <Stack gap="sm">
            <Group gap="xs" wrap="wrap">
              <Text fw={600}>{actionName(t, shown.action)}</Text>
              <Text c="dimmed">{formatDateTime(shown.at)}</Text>
            </Group>
            <Code
              block
              style={{ maxHeight: '60vh', overflow: 'auto', whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
            >
              {JSON.stringify(shown.details, null, 2)}
            </Code>
          </Stack>
        )
      }
    </KeptModal>
  );
}
