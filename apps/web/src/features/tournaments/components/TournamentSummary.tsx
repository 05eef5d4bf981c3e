// The collapsible summary of a tournament's detail (spec 001 §2): dates and time, place with a map
// link from its coordinates, organizer, season, type/level pairs, chief referee, contacts, fee,
// registration window, proposition (text and file), poster and main image, ranking flags, and the
// statute 8 box. Open by default on wide screens, folded on a phone (the tabs are then in reach).
import type { Tournament } from '@fedra/contract/tournaments';
import {
  Anchor,
  Badge,
  Button,
  Card,
  Collapse,
  Group,
  Image,
  SimpleGrid,
  Stack,
  Text,
  Typography,
} from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconChevronDown, IconChevronUp, IconMapPin } from '@tabler/icons-react';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { resolveApiUrl } from '../../../platform/api/client';
import { formatDate, formatDateRange } from '../../../platform/i18n/format';
import { formatMoney } from '../../../platform/i18n/numbers';
import { mapUrl } from '../tournament-format';
import { useTournamentCodebook } from '../use-tournament-codebook';
import { Statute8Box } from './Statute8Box';
import { Statute8FineAction } from './Statute8FineAction';
import { Statute8ProceedingAction } from './Statute8ProceedingAction';

/** Nothing to show: no value, or only empty parts (a place without address or coordinates). */
const isEmpty = (node: ReactNode): boolean =>
  node == null || node === '' || node === false || (Array.isArray(node) && node.every(isEmpty));

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
        {isEmpty(children) ? '—' : children}
      </Text>
    </div>
  );
}

export function TournamentSummary({ tournament: t8 }: { tournament: Tournament }) {
  const { t, i18n } = useTranslation('tournaments');
  const cb = useTournamentCodebook();
  const phone = useMediaQuery('(max-width: 36em)');
  const [opened, { toggle, open, close }] = useDisclosure(true);
  // Folded by default on a phone; the user's choice wins afterwards.
  useEffect(() => {
    if (phone === true) close();
    if (phone === false) open();
  }, [phone, open, close]);

  const a = t8.address;
  const place = [
    a.street,
    [a.zip, a.city].filter(Boolean).join(' '),
    cb.name('district', a.districtId),
    cb.name('region', a.regionId),
  ]
    .filter(Boolean)
    .join(', ');
  const yes = (v: boolean) => (v ? t('common.yes') : t('common.no'));

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="tournament-summary">
      <Group justify="space-between" wrap="nowrap">
        <Text id="tournament-summary" fw={700}>
          {t('summary.title')}
        </Text>
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={toggle}
          aria-expanded={opened}
          aria-controls="tournament-summary-body"
          rightSection={opened ? <IconChevronUp size={16} aria-hidden /> : <IconChevronDown size={16} aria-hidden />}
        >
          {opened ? t('summary.collapse') : t('summary.expand')}
        </Button>
      </Group>
      <Collapse expanded={opened} id="tournament-summary-body">
        <Stack gap="md" mt="md">
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" verticalSpacing="md">
            <Fact label={t('field.dates')}>{formatDateRange(t8.dateFrom, t8.dateTill)}</Fact>
            <Fact label={t('field.timeFrom')}>{t8.timeFrom}</Fact>
            <Fact label={t('field.place')}>
              {place}
              {a.latitude != null && a.longitude != null && (
                <Anchor href={mapUrl(a.latitude, a.longitude)} target="_blank" rel="noopener" size="sm" display="block">
                  <IconMapPin size={14} aria-hidden /> {t('summary.map')}
                </Anchor>
              )}
            </Fact>
            <Fact label={t('field.organizer')}>{t8.organizerName}</Fact>
            <Fact label={t('field.season')}>{t8.seasonName}</Fact>
            <Fact label={t('field.typeLevel')}>{t8.typeLevelPairs.map(cb.pairName).join(', ')}</Fact>
            <Fact label={t('field.disciplines')}>
              {t8.sportDisciplineIds.map((id) => cb.name('sportDisciplines', id)).join(', ')}
            </Fact>
            <Fact label={t('field.referee')}>{t8.refereeName ?? t8.refereeText}</Fact>
            <Fact label={t('field.director')}>{t8.director}</Fact>
            <Fact label={t('field.contact')}>
              {(t8.contactName || t8.contactPhone || t8.contactEmail) && (
                <>
                  {[t8.contactName, t8.contactPhone].filter(Boolean).join(', ')}
                  {t8.contactEmail && (
                    <Anchor href={`mailto:${t8.contactEmail}`} size="sm" display="block">
                      {t8.contactEmail}
                    </Anchor>
                  )}
                </>
              )}
            </Fact>
            <Fact label={t('field.startingFee')}>
              {t8.startingFee == null ? '' : formatMoney(Number(t8.startingFee), i18n.language)}
            </Fact>
            <Fact label={t('field.registration')}>
              {t8.registrationStartDate || t8.registrationCloseDate
                ? formatDateRange(t8.registrationStartDate, t8.registrationCloseDate)
                : ''}
              <Group gap={4} mt={4}>
                <Badge variant="outline" color={t8.isRegistrationOpen ? 'teal.9' : 'gray.7'} tt="none">
                  {t8.isRegistrationOpen ? t('summary.registrationOpen') : t('summary.registrationClosed')}
                </Badge>
                {t8.registrationOnline && (
                  <Badge variant="outline" color="blue.9" tt="none">
                    {t('field.registrationOnline')}
                  </Badge>
                )}
              </Group>
            </Fact>
            <Fact label={t('field.category')}>
              {[
                cb.name('ageCategories', t8.ageCategoryId),
                cb.name('ageCategoryGroups', t8.ageCategoryGroupId),
                cb.name('sex', t8.sexId),
              ]
                .filter(Boolean)
                .join(', ')}
            </Fact>
            {(t8.categoryId != null || t8.teamTypeId != null) && (
              <Fact label={t('field.tournamentCategory')}>
                {[cb.name('tournamentCategories', t8.categoryId), cb.name('tournamentTeamTypes', t8.teamTypeId)]
                  .filter(Boolean)
                  .join(', ')}
              </Fact>
            )}
            {t8.additionalData.map((d) => (
              <Fact key={d.key} label={d.key}>
                {d.value}
              </Fact>
            ))}
            <Fact label={t('field.ranking')}>
              {[
                `${t('field.rankingGenerate')}: ${yes(t8.rankingGenerate)}`,
                t8.rankingDate ? `${t('field.rankingDate')}: ${formatDate(t8.rankingDate)}` : '',
                t8.rankingIncluded ? t('field.rankingIncluded') : '',
                t8.rankingExcluded ? t('field.rankingExcluded') : '',
              ]
                .filter(Boolean)
                .join('\n')}
            </Fact>
            {t8.accommodation && <Fact label={t('field.accommodation')}>{t8.accommodation}</Fact>}
            {t8.onlineInfo && <Fact label={t('field.onlineInfo')}>{t8.onlineInfo}</Fact>}
            {t8.note && <Fact label={t('field.note')}>{t8.note}</Fact>}
          </SimpleGrid>
          {(t8.badges.length > 0 || t8.importantLinks.length > 0) && (
            <Group gap="xs">
              {t8.badges.map((b) => (
                <Badge key={b} variant="light" tt="none">
                  {b}
                </Badge>
              ))}
              {t8.importantLinks.map((l) => (
                <Anchor key={l.url} href={l.url} target="_blank" rel="noopener" size="sm">
                  {l.title}
                </Anchor>
              ))}
            </Group>
          )}
          {(t8.proposition || t8.propositionUrl) && (
            <Stack gap={4}>
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                {t('field.proposition')}
              </Text>
              {t8.proposition && (
                // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server (tournaments.service.ts)
                <Typography dangerouslySetInnerHTML={{ __html: t8.proposition }} />
              )}
              {t8.propositionUrl && (
                <Anchor
                  href={resolveApiUrl(t8.propositionUrl)}
                  download={t8.propositionFileName ?? undefined}
                  size="sm"
                >
                  {t('summary.propositionFile', { name: t8.propositionFileName })}
                </Anchor>
              )}
            </Stack>
          )}
          {(t8.posterUrl || t8.mainImageUrl) && (
            <Group gap="md" align="flex-start">
              {t8.mainImageUrl && (
                <Image src={resolveApiUrl(t8.mainImageUrl)} alt={t('field.mainImage')} maw={360} radius="sm" />
              )}
              {t8.posterUrl && (
                <Image src={resolveApiUrl(t8.posterUrl)} alt={t('field.poster')} maw={240} radius="sm" />
              )}
            </Group>
          )}
          <Statute8Box statute8={t8.statute8} />
          <Statute8FineAction tournament={t8} />
          <Statute8ProceedingAction tournament={t8} />
        </Stack>
      </Collapse>
    </Card>
  );
}
