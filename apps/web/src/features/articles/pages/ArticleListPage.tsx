// The office's articles (federation-article/list, admin zone): every article with its state, the
// zones that show it and its tags; filters, sort and paging of the list convention. A title opens
// the article's form; "new article" a blank one.

import type { Article } from '@fedra/contract/articles';
import { ARTICLE_ZONES } from '@fedra/contract/articles';
import { Anchor, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCanAction } from '../../../platform/access';
import { type ListFilter, ListView } from '../../../platform/forms';
import { formatDateTime } from '../../../platform/i18n/format';
import { usePageTitle } from '../../../platform/routing/page-title';
import { zoneHref } from '../../../platform/routing/zone';
import { ARTICLES_KEY, articleListCall, loadArticles } from '../api';
import { ArticleStateBadge } from '../components/ArticleStateBadge';

export default function ArticleListPage() {
  const { t } = useTranslation('articles');
  usePageTitle(t('list.title'));
  const may = useCanAction();
  const editHref = (a: Article) => zoneHref('admin', `federation-article/edit/${a.id}`);

  const filters: ListFilter[] = [
    { kind: 'text', field: 'title', label: t('field.title') },
    { kind: 'text', field: 'text', label: t('field.text') },
    {
      kind: 'select',
      field: 'state',
      label: t('field.state'),
      options: (['draft', 'scheduled', 'published'] as const).map((s) => ({ value: s, label: t(`state.${s}`) })),
    },
    {
      kind: 'select',
      field: 'zone',
      label: t('field.zone'),
      options: ARTICLE_ZONES.map((z) => ({ value: z, label: t(`zone.${z}`) })),
    },
  ];

  return (
    <Stack gap="md">
      <Title order={1}>{t('list.title')}</Title>
      <ListView<Article>
        queryKey={[...ARTICLES_KEY, 'admin', 'list']}
        load={loadArticles}
        exportEndpoint={articleListCall}
        caption={t('list.title')}
        defaultSort="-publishDate"
        syncToUrl
        filters={filters}
        emptyText={t('list.empty')}
        emptyFilteredText={t('list.emptyFiltered')}
        minTableWidth={820}
        toolbar={
          may('federation.article.create') && (
            <Button
              component={Link}
              to={zoneHref('admin', 'federation-article/new')}
              leftSection={<IconPlus size={16} aria-hidden />}
            >
              {t('list.add')}
            </Button>
          )
        }
        columns={[
          {
            key: 'title',
            title: t('field.title'),
            sortField: 'title',
            render: (a) => (
              <Anchor component={Link} to={editHref(a)} fw={600}>
                {a.title}
              </Anchor>
            ),
          },
          { key: 'state', title: t('field.state'), width: 150, render: (a) => <ArticleStateBadge state={a.state} /> },
          {
            key: 'publishDate',
            title: t('field.publishDate'),
            sortField: 'publishDate',
            width: 120,
            render: (a) => <Text size="sm">{formatDateTime(a.publishDate)}</Text>,
          },
          {
            key: 'zones',
            title: t('field.zones'),
            render: (a) => <Text size="sm">{a.zones.map((z) => t(`zone.${z}`)).join(', ')}</Text>,
          },
          {
            key: 'tags',
            title: t('field.tags'),
            render: (a) => (
              <Group gap={4}>
                {a.tags.map((tag) => (
                  <Badge key={tag} variant="light" size="sm">
                    {tag}
                  </Badge>
                ))}
              </Group>
            ),
          },
          {
            key: 'editedDate',
            title: t('field.edited'),
            sortField: 'editedDate',
            render: (a) => <Text size="sm">{formatDateTime(a.editedDate ?? a.createdDate)}</Text>,
          },
        ]}
      />
    </Stack>
  );
}
