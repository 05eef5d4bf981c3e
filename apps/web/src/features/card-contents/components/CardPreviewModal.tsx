// The preview of a stored content: the card of a sample member of the unit.
import type { CardContentRow } from '@fedra/contract/card-contents';
import { Alert, Loader, Modal } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CARD_CONTENTS_KEY, previewCardContent } from '../api';
import { CardPreviewFrame } from './CardPreviewFrame';

interface Props {
  content: CardContentRow;
  onClose: () => void;
}

export function CardPreviewModal({ content, onClose }: Props) {
  const { t } = useTranslation('card-contents');
  const preview = useQuery({
    queryKey: [...CARD_CONTENTS_KEY, 'preview', content.id, content.lastChange],
    queryFn: () =>
      previewCardContent({ id: content.id, federationUnitId: content.federationUnitId, data: content.data }),
    gcTime: 0,
  });
  return (
    <Modal opened onClose={onClose} title={t('preview.title', { unit: content.federationUnit.name })} size="lg">
      {preview.isPending && <Loader aria-label={t('preview.loading')} />}
      {preview.isError && <Alert color="red">{t('preview.failed')}</Alert>}
      {preview.data && <CardPreviewFrame html={preview.data.data.html} />}
    </Modal>
  );
}
