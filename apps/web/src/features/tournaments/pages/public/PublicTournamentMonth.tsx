// The public list's month view: a month grid (Monday first) with the tournaments on their days, or on
// a phone the month's days that have tournaments as an agenda; previous/next month by the buttons or
// PageUp/PageDown. The month lives in the address (`?view=month&month=2026-11`); the page passes it
// in and gets the new one back.
import type { PublicTournamentSummary } from '@fedra/contract/tournament-public';
import { Anchor, Badge, Box, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../../platform/i18n/format';
import { firstDays, monthWeeks, shiftMonth, tournamentsByDay } from './public-month';
import { publicDetailPath, tournamentDates } from './public-shared';

const locale = (lang: string) => (lang === 'en' ? 'en-GB' : 'cs-CZ');
const utc = (day: string) => new Date(`${day}T00:00:00Z`);
/** 2024-01-01 was a Monday: the week's day names from it. */
const WEEK = Array.from({ length: 7 }, (_, i) => `2024-01-0${i + 1}`);

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function monthTitle(month: string, lang: string): string {
  return capitalise(
    new Intl.DateTimeFormat(locale(lang), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      utc(`${month}-01`),
    ),
  );
}

const weekday = (day: string, lang: string, width: 'short' | 'long') =>
  new Intl.DateTimeFormat(locale(lang), { weekday: width, timeZone: 'UTC' }).format(utc(day));

export interface MonthViewProps {
  month: string;
  today: string;
  items: readonly PublicTournamentSummary[];
  loading: boolean;
  /** A grid on a wide screen, the agenda on a phone. */
  wide: boolean;
  onMonth: (month: string) => void;
}

export function PublicTournamentMonth({ month, today, items, loading, wide, onMonth }: MonthViewProps) {
  const { t, i18n } = useTranslation('tournaments');
  const title = monthTitle(month, i18n.language);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'PageUp' && event.key !== 'PageDown') return;
    event.preventDefault();
    onMonth(shiftMonth(month, event.key === 'PageUp' ? -1 : 1));
  };
  return (
    <section aria-labelledby="tournament-month-title" onKeyDown={onKeyDown} aria-busy={loading}>
      <Group justify="space-between" mb="sm" wrap="nowrap" gap="xs">
        <Button
          variant="default"
          size="compact-md"
          leftSection={<IconChevronLeft size={16} aria-hidden />}
          onClick={() => onMonth(shiftMonth(month, -1))}
          aria-keyshortcuts="PageUp"
          aria-label={t('public.month.previous')}
        >
          {wide ? t('public.month.previousShort') : null}
        </Button>
        <Title order={2} size="h3" id="tournament-month-title" aria-live="polite" ta="center">
          {title}
        </Title>
        <Button
          variant="default"
          size="compact-md"
          rightSection={<IconChevronRight size={16} aria-hidden />}
          onClick={() => onMonth(shiftMonth(month, 1))}
          aria-keyshortcuts="PageDown"
          aria-label={t('public.month.next')}
        >
          {wide ? t('public.month.nextShort') : null}
        </Button>
      </Group>
      <Group justify="center" mb="sm">
        {month !== today.slice(0, 7) && (
          <Button variant="subtle" size="compact-sm" onClick={() => onMonth(today.slice(0, 7))}>
            {t('public.month.today')}
          </Button>
        )}
      </Group>
      {wide ? (
        <>
          <MonthGrid month={month} today={today} items={items} title={title} />
          {!loading && !items.length && (
            <Text c="dimmed" mt="sm">
              {t('public.month.empty')}
            </Text>
          )}
        </>
      ) : (
        <MonthAgenda month={month} today={today} items={items} loading={loading} />
      )}
    </section>
  );
}

function MonthGrid({
  month,
  today,
  items,
  title,
}: {
  month: string;
  today: string;
  items: readonly PublicTournamentSummary[];
  title: string;
}) {
  const { t, i18n } = useTranslation('tournaments');
  const byDay = tournamentsByDay(items, month);
  return (
    <Table withTableBorder withColumnBorders layout="fixed" aria-label={title}>
      <Table.Thead>
        <Table.Tr>
          {WEEK.map((day) => (
            <Table.Th key={day} ta="center" abbr={weekday(day, i18n.language, 'long')}>
              {weekday(day, i18n.language, 'short')}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {monthWeeks(month).map((week) => (
          <Table.Tr key={week.find(Boolean)}>
            {week.map((day, i) =>
              day ? (
                <Table.Td
                  key={day}
                  valign="top"
                  h={96}
                  // Today framed, not filled: a fill would take the links' contrast.
                  style={
                    day === today ? { boxShadow: 'inset 0 0 0 2px var(--mantine-primary-color-filled)' } : undefined
                  }
                  aria-current={day === today ? 'date' : undefined}
                >
                  <Text size="xs" fw={day === today ? 700 : 500} c={day === today ? undefined : 'dimmed'}>
                    {Number(day.slice(8, 10))}.
                  </Text>
                  <Stack gap={2}>
                    {(byDay.get(day) ?? []).map((item) => (
                      <Anchor
                        key={item.id}
                        component={Link}
                        to={publicDetailPath(item.id)}
                        size="xs"
                        lineClamp={2}
                        td={item.isCancelled ? 'line-through' : undefined}
                        aria-label={item.isCancelled ? `${item.name} (${t('public.cancelled')})` : undefined}
                        style={{ wordBreak: 'break-word' }}
                      >
                        {item.name}
                      </Anchor>
                    ))}
                  </Stack>
                </Table.Td>
              ) : (
                // biome-ignore lint/suspicious/noArrayIndexKey: the empty days before and after the month have no date
                <Table.Td key={`empty-${i}`} bg="var(--mantine-color-default-hover)" />
              ),
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function MonthAgenda({
  month,
  today,
  items,
  loading,
}: {
  month: string;
  today: string;
  items: readonly PublicTournamentSummary[];
  loading: boolean;
}) {
  const { t, i18n } = useTranslation('tournaments');
  const days = [...firstDays(items, month)];
  if (!days.length && !loading) return <Text c="dimmed">{t('public.month.empty')}</Text>;
  return (
    <Stack gap="md">
      {days.map(([day, dayItems]) => (
        <Box key={day} component="section" aria-labelledby={`agenda-${day}`}>
          <Title order={3} size="h5" mb={6} id={`agenda-${day}`}>
            {capitalise(weekday(day, i18n.language, 'long'))} {formatDate(day)}
            {day === today && (
              <Badge ml="xs" variant="light" size="sm">
                {t('public.month.todayBadge')}
              </Badge>
            )}
          </Title>
          <Stack gap="xs">
            {dayItems.map((item) => (
              <Card key={item.id} withBorder padding="sm" component="article">
                <Anchor component={Link} to={publicDetailPath(item.id)} fw={600}>
                  {item.name}
                </Anchor>
                <Text size="sm">{tournamentDates(item)}</Text>
                {(item.city || item.organizerName) && (
                  <Text size="sm" c="dimmed">
                    {[item.city, item.organizerName].filter(Boolean).join(' · ')}
                  </Text>
                )}
                {item.isCancelled && (
                  <Group mt={4}>
                    <Badge color="red">{t('public.cancelled')}</Badge>
                  </Group>
                )}
              </Card>
            ))}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}
