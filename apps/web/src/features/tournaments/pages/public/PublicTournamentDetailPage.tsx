// A public tournament (spec 001 "Older tournament module", issue 36 §2): anonymous, full layout, only
// with the feature public-tournament-detail, loaded in one call. The summary with a map link, the
// results once entered (each discipline's standings: placing, player linking to the public player
// page, club, result, points; a pair on one row), the proposition, the disciplines, who is
// registered in each (names and clubs only), the pairs and teams, and the files to download.
import type {
  PublicDisciplineResults,
  PublicParticipant,
  PublicResultRow,
  PublicTournament,
  PublicTournamentDetail as TournamentDetail,
} from '@fedra/contract/tournament-public';
import {
  Anchor,
  Badge,
  Card,
  Group,
  Image,
  List,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
  Typography,
} from '@mantine/core';
import { IconDownload, IconMapPin } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { resolveApiUrl } from '../../../../platform/api/client';
import { formatDateRange } from '../../../../platform/i18n/format';
import { formatMoney, formatPoints } from '../../../../platform/i18n/numbers';
import { useIdParam } from '../../../../platform/routing/id-param';
import { usePageTitle } from '../../../../platform/routing/page-title';
import { NotFoundPage } from '../../../../platform/ui/NotFoundPage';
import { PublicFact, PublicSection } from '../../../../platform/ui/public-page';
import { PublicRecordPage } from '../../../../platform/ui/public-record-page';
import { publicTournamentQuery } from '../../api-public';
import {
  PUBLIC_LIST_PATH,
  publicPlayerPath,
  resultRowGroups,
  tournamentDates,
  useCodebook,
  usePublicPagesOn,
} from './public-shared';

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

  return (
    <PublicRecordPage
      query={tournament}
      back={{ to: PUBLIC_LIST_PATH, label: t('public.back') }}
      loadError={t('public.detailFailed')}
    >
      {({ data }) => (
        <Stack gap="xl">
          <Summary t={data} />
          <Results results={data.results} />
          {data.proposition && (
            <PublicSection title={t('public.section.proposition')}>
              {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by platform/rich-text before it is stored */}
              <Typography dangerouslySetInnerHTML={{ __html: data.proposition }} />
            </PublicSection>
          )}
          <Disciplines t={data} />
          <Participants tournament={data} />
          <Pairs tournament={data} />
          <Files t={data} />
        </Stack>
      )}
    </PublicRecordPage>
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
        <PublicFact label={t('public.field.date')}>{tournamentDates(data)}</PublicFact>
        {place && (
          <PublicFact label={t('public.field.place')}>
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
          </PublicFact>
        )}
        {data.organizerName && <PublicFact label={t('public.field.organizer')}>{data.organizerName}</PublicFact>}
        <PublicFact label={t('public.field.season')}>{data.seasonName}</PublicFact>
        <PublicFact label={t('public.field.state')}>{codebook.name('tournamentStates', data.stateId)}</PublicFact>
        {pairs.length > 0 && <PublicFact label={t('public.field.types')}>{pairs.join(', ')}</PublicFact>}
        {(data.registrationStartDate || data.registrationCloseDate) && (
          <PublicFact label={t('public.field.registration')}>
            {formatDateRange(data.registrationStartDate, data.registrationCloseDate)}
          </PublicFact>
        )}
        {data.startingFee !== null && (
          <PublicFact label={t('public.field.fee')}>{formatMoney(Number(data.startingFee), i18n.language)}</PublicFact>
        )}
        {(data.contactName || data.contactPhone || data.contactEmail) && (
          <PublicFact label={t('public.field.contact')}>
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
          </PublicFact>
        )}
        {data.accommodation && <PublicFact label={t('public.field.accommodation')}>{data.accommodation}</PublicFact>}
        {data.onlineInfo && <PublicFact label={t('public.field.onlineInfo')}>{data.onlineInfo}</PublicFact>}
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
    <PublicSection title={t('public.section.disciplines')}>
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
    </PublicSection>
  );
}

function Participants({ tournament }: { tournament: TournamentDetail }) {
  const { t } = useTranslation('tournaments');
  const codebook = useCodebook();
  const byDiscipline = new Map<number, PublicParticipant[]>();
  for (const p of tournament.participants) {
    const rows = byDiscipline.get(p.competitionId) ?? [];
    rows.push(p);
    byDiscipline.set(p.competitionId, rows);
  }
  return (
    <PublicSection title={t('public.section.participants')}>
      {tournament.participants.length === 0 && <Text c="dimmed">{t('public.noParticipants')}</Text>}
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
    </PublicSection>
  );
}

/** "1." or "3.–4." */
const placing = (row: PublicResultRow) =>
  row.rankFrom === null ? '–' : row.rankFrom === row.rankTo ? `${row.rankFrom}.` : `${row.rankFrom}.–${row.rankTo}.`;

function Results({ results }: { results: PublicDisciplineResults[] }) {
  const { t } = useTranslation('tournaments');
  if (!results.length) return null;
  return (
    <PublicSection title={t('public.section.results')}>
      <Stack gap="md">
        {results.map((d) => (
          <DisciplineResults key={d.competitionId} discipline={d} />
        ))}
      </Stack>
    </PublicSection>
  );
}

function DisciplineResults({ discipline }: { discipline: PublicDisciplineResults }) {
  const { t, i18n } = useTranslation('tournaments');
  const lang = i18n.language;
  const groups = resultRowGroups(discipline.rows);
  const headingId = `results-${discipline.competitionId}`;
  return (
    <Card withBorder padding="sm">
      <Title order={3} size="h5" mb="xs" id={headingId}>
        {discipline.name}
      </Title>
      <Table.ScrollContainer minWidth={320}>
        <Table striped aria-labelledby={headingId}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={64}>{t('public.result.place')}</Table.Th>
              <Table.Th>{t('public.result.player')}</Table.Th>
              <Table.Th visibleFrom="xs">{t('public.result.result')}</Table.Th>
              <Table.Th ta="right">{t('public.result.points')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {groups.map((rows) => {
              const first = rows[0]!;
              const clubs = [...new Set(rows.map((r) => r.club).filter(Boolean))];
              return (
                <Table.Tr key={rows.map((r) => r.personId).join('-')}>
                  <Table.Td fw={600}>{placing(first)}</Table.Td>
                  {/* The club (and on a phone the result) under the name: the table fits a phone. */}
                  <Table.Td>
                    {rows.map((r, i) => (
                      <span key={r.personId}>
                        {i > 0 && ' / '}
                        <Anchor component={Link} to={publicPlayerPath(r.personId)}>
                          {r.name}
                        </Anchor>
                      </span>
                    ))}
                    {clubs.length > 0 && (
                      <Text size="xs" c="dimmed">
                        {clubs.join(' / ')}
                      </Text>
                    )}
                    {first.result && (
                      <Text size="xs" hiddenFrom="xs">
                        {first.result}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td visibleFrom="xs">{first.result}</Table.Td>
                  <Table.Td ta="right">{first.points === null ? '' : formatPoints(first.points, lang)}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}

function Pairs({ tournament }: { tournament: TournamentDetail }) {
  const { t } = useTranslation('tournaments');
  if (!tournament.pairs.length) return null;
  const names = (name: string | null, club: string | null) => (club ? `${name} (${club})` : name);
  return (
    <PublicSection title={t('public.section.pairs')}>
      <Stack gap="md">
        {tournament.disciplines
          .filter((d) => tournament.pairs.some((p) => p.competitionId === d.id))
          .map((d) => (
            <Card key={d.id} withBorder padding="sm">
              <Title order={3} size="h5" mb="xs">
                {d.name}
              </Title>
              <List spacing={4}>
                {tournament.pairs
                  .filter((p) => p.competitionId === d.id)
                  .map((p, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the public answer has no ids of rosters; the rows never reorder
                    <List.Item key={i}>
                      {names(p.firstName, p.firstClub)}
                      {p.secondName && ` – ${names(p.secondName, p.secondClub)}`}
                    </List.Item>
                  ))}
              </List>
            </Card>
          ))}
      </Stack>
    </PublicSection>
  );
}

function Files({ t: data }: { t: PublicTournament }) {
  const { t } = useTranslation('tournaments');
  const files = [data.propositionFile, data.poster, ...data.attachments].filter((f) => f !== null);
  if (!files.length) return null;
  return (
    <PublicSection title={t('public.section.attachments')}>
      <List spacing="xs" listStyleType="none">
        {files.map((f) => (
          <List.Item key={f.url}>
            <Anchor href={resolveApiUrl(f.url)} download aria-label={t('public.download', { name: f.name })}>
              <IconDownload size={14} aria-hidden /> {f.name}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </PublicSection>
  );
}
