// An import's state as a badge in the codebook's colour (importStates), named in the UI language.
import type { Import } from '@fedra/contract/imports';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../platform/session/session';

export function ImportStateBadge({ item }: { item: Pick<Import, 'stateId' | 'state'> }) {
  const { i18n } = useTranslation();
  const { codebook } = useSession();
  const entry = codebook?.importStates[String(item.stateId)];
  const color = typeof entry?.color === 'string' ? entry.color : 'gray';
  // The dot variant keeps the text in the body colour: the codebook's orange and grey would be
  // too faint as text on a light badge. At its full width: a cut state name says nothing.
  return (
    <Badge variant="dot" color={color} tt="none" miw="max-content" data-state-id={item.stateId}>
      {entry?.name[i18n.language === 'en' ? 'en' : 'cs'] ?? item.state.name}
    </Badge>
  );
}
