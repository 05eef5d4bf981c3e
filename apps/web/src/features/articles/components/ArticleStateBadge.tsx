// An article's state as a coloured badge: draft grey, scheduled blue, published green.
import type { ArticleState } from '@fedra/contract/articles';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLOR: Record<ArticleState, string> = { draft: 'gray', scheduled: 'blue', published: 'green' };

export function ArticleStateBadge({ state }: { state: ArticleState }) {
  const { t } = useTranslation('articles');
  return (
    <Badge
      color={COLOR[state]}
      variant="light"
      styles={{ root: { overflow: 'visible' }, label: { overflow: 'visible' } }}
    >
      {t(`state.${state}`)}
    </Badge>
  );
}
