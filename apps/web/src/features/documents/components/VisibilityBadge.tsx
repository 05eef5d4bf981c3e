// A file's visibility as a small badge: private (grey), public (green), unlisted link (violet)
// tints, with dark text that reads on them (also on a striped row).
import type { DocumentVisibility } from '@fedra/contract/documents';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLOR: Record<DocumentVisibility, string> = { private: 'gray', public: 'green', unlisted: 'violet' };

export function VisibilityBadge({ visibility }: { visibility: DocumentVisibility }) {
  const { t } = useTranslation('documents');
  return (
    <Badge color={COLOR[visibility]} variant="light" c="dark.7" tt="none" miw="max-content">
      {t(`visibility.${visibility}`)}
    </Badge>
  );
}
