// One article on the home page: cover, title (the link to its detail), date, perex and tags.
import type { ArticleSummary } from '@fedra/contract/articles';
import { Anchor, Badge, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../platform/i18n/format';

interface Props {
  article: ArticleSummary;
  href: string;
  /** A tag's badge filters the list by it. */
  onTag: (tag: string) => void;
}

export function ArticleCard({ article, href, onTag }: Props) {
  const { t } = useTranslation('articles');
  return (
    <Card withBorder padding="md" component="article" aria-labelledby={`article-${article.id}`}>
      {article.coverImageUrl && (
        <Card.Section>
          <Image src={article.coverImageUrl} alt="" h={160} fit="cover" loading="lazy" />
        </Card.Section>
      )}
      <Stack gap={6} mt={article.coverImageUrl ? 'sm' : 0}>
        <Title order={3} size="h4" id={`article-${article.id}`}>
          <Anchor component={Link} to={href} inherit>
            {article.title}
          </Anchor>
        </Title>
        {article.publishDate && (
          <Text size="sm" c="dimmed">
            {formatDate(article.publishDate)}
          </Text>
        )}
        {article.perex && <Text size="sm">{article.perex}</Text>}
        {article.tags.length > 0 && (
          <Group gap={6} role="group" aria-label={t('home.tags')}>
            {article.tags.map((tag) => (
              <Badge
                key={tag}
                variant="light"
                component="button"
                type="button"
                style={{ cursor: 'pointer' }}
                onClick={() => onTag(tag)}
                aria-label={t('home.filterByTag', { tag })}
              >
                {tag}
              </Badge>
            ))}
          </Group>
        )}
      </Stack>
    </Card>
  );
}
