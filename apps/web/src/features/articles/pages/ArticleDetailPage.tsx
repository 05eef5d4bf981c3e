// One federation article (federation-article/detail/{id}) in any zone: title, date, tags, cover and
// the sanitised body. Missing, unpublished or not shown in this zone: "Error" / "the report was not
// found" (spec 001 §8).
import { Alert, Anchor, Badge, Container, Group, Image, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../platform/api/api-error';
import { formatDate } from '../../../platform/i18n/format';
import { usePageTitle } from '../../../platform/routing/page-title';
import { useCurrentZone, zoneHref } from '../../../platform/routing/zone';
import { ArticleBody } from '../components/ArticleBody';
import { publishedArticleQuery, type ReaderZone } from '../reader-api';

export default function ArticleDetailPage() {
  const { t } = useTranslation('articles');
  const zone: ReaderZone = useCurrentZone();
  // The public site's frame has no main landmark of its own: its pages bring it (app/layout/PublicFrame).
  const inPublic = zone === 'public';
  const page = (content: ReactNode) =>
    inPublic ? (
      <Container size="md" py="md" component="main">
        {content}
      </Container>
    ) : (
      content
    );
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0 && id <= 2147483647;
  const article = useQuery({ ...publishedArticleQuery(zone, id), enabled: valid });
  usePageTitle(article.data?.data.title ?? t('detail.title'));
  const back = (
    <Anchor component={Link} to={zoneHref(zone, 'home')} size="sm">
      {t('detail.back')}
    </Anchor>
  );

  const missing = !valid || (article.error instanceof ApiError && article.error.status === 404);
  if (missing || article.isError) {
    return page(
      <Stack>
        <Alert color="red" title={t('detail.errorTitle')} role="alert">
          {missing ? t('detail.notFound') : article.error?.message}
        </Alert>
        {back}
      </Stack>,
    );
  }
  if (!article.data) {
    return page(
      <Stack aria-busy>
        <Skeleton h={40} w="60%" />
        <Skeleton h={240} />
      </Stack>,
    );
  }
  const a = article.data.data;
  return page(
    <Stack component="article" gap="md" maw={860}>
      {back}
      <Title order={1}>{a.title}</Title>
      <Group gap="sm" wrap="wrap">
        {a.publishDate && (
          <Text size="sm" c="dimmed">
            {t('detail.published', { date: formatDate(a.publishDate) })}
          </Text>
        )}
        {a.tags.map((tag) =>
          // The public home has no tag filter: there a tag is a label, not a link.
          inPublic ? (
            <Badge key={tag} variant="light">
              {tag}
            </Badge>
          ) : (
            <Badge
              key={tag}
              variant="light"
              component={Link}
              to={`${zoneHref(zone, 'home')}?tag=${encodeURIComponent(tag)}`}
            >
              {tag}
            </Badge>
          ),
        )}
      </Group>
      {a.coverImageUrl && <Image src={a.coverImageUrl} alt={t('home.cover')} radius="sm" mah={420} fit="cover" />}
      {a.perex && (
        <Text fw={500} size="lg">
          {a.perex}
        </Text>
      )}
      <ArticleBody html={a.body} />
    </Stack>,
  );
}
