// A public tournament (spec 001 "Older tournament module"): anonymous, full layout, only with the
// feature public-tournament-detail. The summary with a map link, the proposition, the disciplines,
// who is registered in each (names and clubs only) and the files to download.
import type { PublicParticipant, PublicTournament } from '@fedra/contract/tournament-public';
import {
  Anchor,
  Badge,
  Card,
  Container,
  Group,
  Image,
  List,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  Typography,
} from '@mantine/core';
import { IconArrowLeft, IconDownload, IconMapPin } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { resolveApiUrl } from '../../../../platform/api/client';
import { formatDateRange } from '../../../../platform/i18n/format';
import { formatMoney } from '../../../../platform/i18n/numbers';
import { useIdParam } from '../../../../platform/routing/id-param';
import { usePageTitle } from '../../../../platform/routing/page-title';
import { NotFoundPage } from '../../../not-found';
import { publicParticipantsQuery, publicTournamentQuery } from '../../api-public';
import { PUBLIC_LIST_PATH, tournamentDates, useCodebook, usePublicPagesOn } from './public-shared';

export default function PublicTournamentDetailPage() {
  const { id, valid } = useIdParam();
  if (!usePublicPagesOn() || !valid) return <NotFoundPage />;
  return <PublicTournamentDetail id={id} />;
}

/** OpenStreetMap at the coordinates (no key, works on phones). */
export const mapUrl = (lat: number, lon: number) =>
  `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=16/${lat}/${lon}`;

function PublicTournamentDetail({ id }: { id: number }) {
  const { t } = useTranslation('tournaments');
  const tournament = useQuery(publicTournamentQuery(id));
  usePageTitle(tournament.data?.data.name ?? t('public.detailTitle'));

  if (tournament.isError) {
    return (
      <Container size="lg" py="md" component="main">
        <BackLink />
        <Text role="alert">{t('public.notFound')}</Text>
      </Container>
    );
  }
  const data = tournament.data?.data;
  return (
    <Container size="lg" py="md" component="main">
      <BackLink />
      {!data ? (
        <Skeleton h={240} />
      ) : (
        <Stack gap="xl">
          <Summary t={data} />
          {data.proposition && (
            <Section title={t('public.section.proposition')}>
              {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by platform/rich-text before it is stored */}
              <Typography dangerouslySetInnerHTML={{ __html: data.proposition }} />
            </Section>
          )}
          <Disciplines t={data} />
          <Participants tournament={data} />
          <Files t={data} />
        </Stack>
      )}
    </Container>
  );
}

function BackLink() {
  const { t } = useTranslation('tournaments');
  return (
    <Anchor
      component={Link}
      to={PUBLIC_LIST_PATH}
      size="sm"
      mb="sm"
      display="inline-flex"
      style={{ alignItems: 'center', gap: 4 }}
    >
      <IconArrowLeft size={14} aria-hidden />
      {t('public.back')}
    </Anchor>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <Title order={2} size="h3" mb="sm">
        {title}
      </Title>
      {children}
    </section>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text component="div">{children}</Text>
    </div>
  );
}

function Summary({ t: data }: { t: PublicTournament }) {
  const { t, i18n } = useTranslation('tournaments');
  const codebook = useCodebook();
  const place = [data.sportFieldName, data.street, [data.zip, data.city].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  const image = data.mainImage ?? (data.poster?.contentType.startsWith('image/') ? data.poster : null);
  const pairs = data.typeIds.map((typeId, i) =>
    [codebook.name('tournamentTypes', typeId), codebook.name('tournamentLevels', data.levelIds[i])]
      .filter(Boolean)
      .join(' – '),
  );
  return (
    <Stack gap="md">
      <Group gap="sm" align="center">
        <Title order={1}>{data.name}</Title>
        {data.isCancelled && <Badge color="red">{t('public.cancelled')}</Badge>}
        {data.badges.map((b) => (
          <Badge key={b} variant="light">
            {b}
          </Badge>
        ))}
      </Group>
      {image && <Image src={resolveApiUrl(image.url)} alt={t('public.poster')} mah={320} fit="contain" w="auto" />}
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
        <Row label={t('public.field.date')}>{tournamentDates(data)}</Row>
        {place && (
          <Row label={t('public.field.place')}>
            {place}
            {data.latitude !== null && data.longitude !== null && (
              <div>
                <Anchor
                  href={mapUrl(data.latitude, data.longitude)}
                  target="_blank"
                  rel="noopener noreferrer"
                  size="sm"
                >
                  <IconMapPin size={14} aria-hidden /> {t('public.map')}
                </Anchor>
              </div>
            )}
          </Row>
        )}
        {data.organizerName && <Row label={t('public.field.organizer')}>{data.organizerName}</Row>}
        <Row label={t('public.field.season')}>{data.seasonName}</Row>
        <Row label={t('public.field.state')}>{codebook.name('tournamentStates', data.stateId)}</Row>
        {pairs.length > 0 && <Row label={t('public.field.types')}>{pairs.join(', ')}</Row>}
        {(data.registrationStartDate || data.registrationCloseDate) && (
          <Row label={t('public.field.registration')}>
            {formatDateRange(data.registrationStartDate, data.registrationCloseDate)}
          </Row>
        )}
        {data.startingFee !== null && (
          <Row label={t('public.field.fee')}>{formatMoney(Number(data.startingFee), i18n.language)}</Row>
        )}
        {(data.contactName || data.contactPhone || data.contactEmail) && (
          <Row label={t('public.field.contact')}>
            {data.contactName && <div>{data.contactName}</div>}
            {data.contactPhone && (
              <div>
                <Anchor href={`tel:${data.contactPhone.replace(/\s/g, '')}`}>{data.contactPhone}</Anchor>
              </div>
            )}
            {data.contactEmail && (
              <div>
                <Anchor href={`mailto:${data.contactEmail}`}>{data.contactEmail}</Anchor>
              </div>
            )}
          </Row>
        )}
        {data.accommodation && <Row label={t('public.field.accommodation')}>{data.accommodation}</Row>}
        {data.onlineInfo && <Row label={t('public.field.onlineInfo')}>{data.onlineInfo}</Row>}
      </SimpleGrid>
      {data.importantLinks.length > 0 && (
        <List>
          {data.importantLinks.map((l) => (
            <List.Item key={l.url}>
              <Anchor href={l.url} target="_blank" rel="noopener noreferrer">
                {l.title}
              </Anchor>
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}

function Disciplines({ t: data }: { t: PublicTournament }) {
  const { t } = useTranslation('tournaments');
  const codebook = useCodebook();
  if (!data.disciplines.length) return null;
  return (
    <Section title={t('public.section.disciplines')}>
      <Table.ScrollContainer minWidth={320}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('public.discipline.name')}</Table.Th>
              <Table.Th>{t('public.discipline.state')}</Table.Th>
              <Table.Th ta="right">{t('public.discipline.athletes')}</Table.Th>
              <Table.Th ta="right">{t('public.discipline.referees')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.disciplines.map((d) => (
              <Table.Tr key={d.id}>
                <Table.Td>{d.name}</Table.Td>
                <Table.Td>{codebook.name('tournamentCompetitionStates', d.stateId)}</Table.Td>
                <Table.Td ta="right">{d.athletesCount}</Table.Td>
                <Table.Td ta="right">{d.refereesCount}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Section>
  );
}

function Participants({ tournament }: { tournament: PublicTournament }) {
  const { t } = useTranslation('tournaments');
  const codebook = useCodebook();
  const participants = useQuery(publicParticipantsQuery(tournament.id));
  const byDiscipline = new Map<number, PublicParticipant[]>();
  for (const p of participants.data?.data ?? []) {
    const rows = byDiscipline.get(p.competitionId) ?? [];
    rows.push(p);
    byDiscipline.set(p.competitionId, rows);
  }
  return (
    <Section title={t('public.section.participants')}>
      {participants.isPending && <Skeleton h={80} />}
      {participants.data?.data.length === 0 && <Text c="dimmed">{t('public.noParticipants')}</Text>}
      <Stack gap="md">
        {tournament.disciplines
          .filter((d) => byDiscipline.has(d.id))
          .map((d) => (
            <Card key={d.id} withBorder padding="sm">
              <Title order={3} size="h5" mb="xs">
                {d.name}
              </Title>
              <Table.ScrollContainer minWidth={300}>
                <Table>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('public.participant.name')}</Table.Th>
                      <Table.Th>{t('public.participant.club')}</Table.Th>
                      <Table.Th>{t('public.participant.role')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {byDiscipline.get(d.id)!.map((p, i) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: the public answer has no ids of persons by design; the rows never reorder
                      <Table.Tr key={`${p.lastName}-${p.firstName}-${i}`}>
                        <Table.Td>
                          {p.firstName} {p.lastName}
                        </Table.Td>
                        <Table.Td>{p.clubName}</Table.Td>
                        <Table.Td>{codebook.name('tournamentRoles', p.roleId)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </Card>
          ))}
      </Stack>
    </Section>
  );
}

function Files({ t: data }: { t: PublicTournament }) {
  const { t } = useTranslation('tournaments');
  const files = [data.propositionFile, data.poster, ...data.attachments].filter((f) => f !== null);
  if (!files.length) return null;
  return (
    <Section title={t('public.section.attachments')}>
      <List spacing="xs" listStyleType="none">
        {files.map((f) => (
          <List.Item key={f.url}>
            <Anchor href={resolveApiUrl(f.url)} download aria-label={t('public.download', { name: f.name })}>
              <IconDownload size={14} aria-hidden /> {f.name}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </Section>
  );
}
