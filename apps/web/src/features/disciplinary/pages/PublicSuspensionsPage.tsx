// The public list of current suspensions (suspensions; issue 32 §2): anonymous, full layout; names,
// clubs, dates and where each holds, nothing private. Only while the office publishes it: otherwise
// the server answers 404 and the page is not found.
import type { PublicSuspension } from '@fedra/contract/disciplinary';
import { Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../platform/api/api-error';
import { formatDate } from '../../../platform/i18n/format';
import { usePageTitle } from '../../../platform/routing/page-title';
import { NotFoundPage } from '../../../platform/ui/NotFoundPage';
import { SimpleTable } from '../../../platform/ui/SimpleTable';
import { publicSuspensionsQuery } from '../api';

export default function PublicSuspensionsPage() {
  const { t } = useTranslation('disciplinary');
  usePageTitle(t('public.title'));
  const answer = useQuery(publicSuspensionsQuery());
  if (isApiError(answer.error) && answer.error.status === 404) return <NotFoundPage />;
  return (
    <Container size="md" py="md" component="main">
      <Stack gap="md">
        <Title order={1}>{t('public.title')}</Title>
        <Text>{t('public.intro')}</Text>
        {answer.isError && (
          <Text c="red.8" role="alert">
            {t('public.loadError')}
          </Text>
        )}
        {answer.isPending && <Skeleton h={160} aria-busy />}
        {answer.data && (
          <SimpleTable<PublicSuspension>
            rows={answer.data.data}
            rowKey={(s) => s.number}
            empty={t('public.empty')}
            columns={[
              { title: t('public.person'), render: (s) => s.personName },
              { title: t('public.club'), render: (s) => s.clubName ?? '–' },
              {
                title: t('public.period'),
                render: (s) => (
                  <span style={{ whiteSpace: 'nowrap' }}>{`${formatDate(s.from)} – ${formatDate(s.to)}`}</span>
                ),
              },
              {
                title: t('public.scope'),
                render: (s) => (s.all ? t('decision.scopeAll') : s.competitions.join(', ')),
              },
              { title: t('public.number'), render: (s) => s.number },
            ]}
          />
        )}
      </Stack>
    </Container>
  );
}
