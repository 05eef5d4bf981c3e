// The public board overview (anonymous, full layout, embeddable): active boards and their current
// members, only what may be public. In an iframe it posts its size to the parent window on load
// and on every resize (docs/embedding.md).
import { Anchor, Avatar, Badge, Card, Container, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateRange } from '../../../platform/i18n/format';
import { usePageTitle } from '../../../platform/routing/page-title';
import { publicBoardsQuery } from '../api';

export const FRAME_SIZE_MESSAGE = 'fedra:frame-size';

/** Tells the embedding page how big the content is, so it can size the iframe. */
function useFrameSize(ref: React.RefObject<HTMLElement | null>) {
  useEffect(() => {
    if (window.parent === window || !ref.current) return;
    const post = () => {
      const el = document.documentElement;
      window.parent.postMessage({ type: FRAME_SIZE_MESSAGE, height: el.scrollHeight, width: el.scrollWidth }, '*');
    };
    post();
    const observer = new ResizeObserver(post);
    observer.observe(ref.current);
    window.addEventListener('resize', post);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', post);
    };
  }, [ref]);
}

export default function PublicBoardOverviewPage() {
  const { t } = useTranslation('boards');
  usePageTitle(t('public.title'));
  const boards = useQuery(publicBoardsQuery());
  const ref = useRef<HTMLDivElement>(null);
  useFrameSize(ref);

  return (
    <Container size="lg" py="md" component="main" ref={ref}>
      <Title order={1} mb="md">
        {t('public.title')}
      </Title>
      {boards.isPending && <Skeleton h={160} />}
      {boards.isError && <Text role="alert">{t('public.failed')}</Text>}
      <Stack gap="lg">
        {boards.data?.data.map((b) => (
          <section key={b.id} aria-labelledby={`board-${b.id}`}>
            <Group gap="xs" mb="xs">
              <Title order={2} size="h3" id={`board-${b.id}`}>
                {b.name}
              </Title>
              {b.isExecutive && <Badge variant="light">{t('field.isExecutive')}</Badge>}
            </Group>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
              {b.members.map((m) => (
                <Card withBorder key={`${m.firstName}-${m.lastName}-${m.title}`}>
                  <Group wrap="nowrap">
                    <Avatar src={m.photoUrl} alt="" radius="xl" size="lg">
                      {m.firstName.charAt(0)}
                      {m.lastName.charAt(0)}
                    </Avatar>
                    <div>
                      <Text fw={600}>
                        {m.firstName} {m.lastName}
                      </Text>
                      <Text size="sm">{m.title}</Text>
                      {m.email && (
                        <Anchor href={`mailto:${m.email}`} size="sm">
                          {m.email}
                        </Anchor>
                      )}
                      {m.phone && <Text size="sm">{m.phone}</Text>}
                      <Text size="xs" c="dimmed">
                        {formatDateRange(m.validFrom, m.validTill)}
                      </Text>
                    </div>
                  </Group>
                </Card>
              ))}
            </SimpleGrid>
            {b.members.length === 0 && <Text c="dimmed">{t('public.noMembers')}</Text>}
          </section>
        ))}
      </Stack>
    </Container>
  );
}
