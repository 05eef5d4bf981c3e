// The score editor of a match (docs/decisions.md "Leagues"): for each game its kind (singles: one
// player a side, doubles: two), the players of both sides from the teams' rosters and the sets in
// balls; games and sets are added and removed within the competition's rules (gamePerMatch,
// setMax). Saved as one call with the whole score — or, for the office, recorded and published in
// one step; the server's messages go next to their game, side or set and the focus moves to the
// first of them.
import { type GameKind, type LeagueMatch, type MatchUpdate, PLAYERS_PER_SIDE } from '@fedra/contract/league-matches';
import {
  ActionIcon,
  Button,
  Card,
  Group,
  MultiSelect,
  NumberInput,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMinus, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { applyServerErrors, useUnsavedChanges, validationMessages } from '../../../platform/forms';
import { notify, notifyError, notifySaved } from '../../../platform/notifications';
import { useFocusFirstError } from '../../../platform/ui/use-focus-first-error';
import { LEAGUES_KEY, recordResult, updateMatch, type WriteZone } from '../api';

interface SetValues {
  home: number | string;
  away: number | string;
}
interface GameValues {
  /** '' not said. */
  kind: GameKind | '';
  homePersonIds: string[];
  awayPersonIds: string[];
  sets: SetValues[];
}
interface Values {
  games: GameValues[];
}

const gamesOf = (m: LeagueMatch) => m.rules.gamePerMatch ?? 1;
const setsOf = (m: LeagueMatch) => m.rules.setMax ?? 3;

const toValues = (m: LeagueMatch): Values => ({
  games: m.games.map((g) => ({
    kind: g.kind ?? '',
    homePersonIds: g.homePersonIds.map(String),
    awayPersonIds: g.awayPersonIds.map(String),
    sets: g.sets.map((s) => ({ home: s.home, away: s.away })),
  })),
});

export function toBody(values: Values): Required<Pick<MatchUpdate, 'games'>> {
  return {
    games: values.games.map((g) => ({
      kind: g.kind || null,
      homePersonIds: g.homePersonIds.map(Number),
      awayPersonIds: g.awayPersonIds.map(Number),
      sets: g.sets.map((s) => ({ home: Number(s.home), away: Number(s.away) })),
    })),
  };
}

/** A side's players beyond what the game's kind fields go (the kind was changed to singles). */
const fitKind = (ids: string[], kind: GameKind | '') => (kind ? ids.slice(0, PLAYERS_PER_SIDE[kind]) : ids);

export function ScoreEditor({
  match,
  zone,
  mayRecord = false,
}: {
  match: LeagueMatch;
  zone: WriteZone;
  /** The office may record the result and publish the match in one step. */
  mayRecord?: boolean;
}) {
  const { t } = useTranslation('league-matches');
  const queryClient = useQueryClient();
  // Which of the two submit buttons was pressed: save the score, or record and publish it.
  const intent = useRef<'save' | 'record'>('save');
  const form = useForm<Values>({
    initialValues: toValues(match),
    validate: {
      games: {
        sets: {
          home: (v: number | string) => (v === '' ? validationMessages.required(t('match.balls')) : null),
          away: (v: number | string) => (v === '' ? validationMessages.required(t('match.balls')) : null),
        },
      },
    },
  });
  useUnsavedChanges(form.isDirty());
  const focus = useFocusFirstError<HTMLFormElement>(form.errors);
  const games = form.getValues().games;
  const players = (roster: LeagueMatch['homeRoster']) =>
    roster.map((p) => ({ value: String(p.personId), label: p.name }));
  const homePlayers = players(match.homeRoster);
  const awayPlayers = players(match.awayRoster);

  const submit = form.onSubmit(
    async (values) => {
      const record = intent.current === 'record';
      if (!record && !form.isDirty()) {
        notify.info(t('score.unchanged'));
        return;
      }
      try {
        if (record) {
          await recordResult(match.id, toBody(values));
          notify.success(t('score.recordDone'));
        } else {
          await updateMatch(zone, match.id, toBody(values));
          notifySaved();
        }
        form.resetDirty();
        await queryClient.invalidateQueries({ queryKey: LEAGUES_KEY });
      } catch (err) {
        focus.request();
        const { matched, messages } = applyServerErrors(form, err);
        if (!matched || messages.length) notifyError(err);
      }
    },
    () => focus.request(),
  );

  const gameError = form.errors.games;
  return (
    <form ref={focus.ref} onSubmit={submit} noValidate aria-label={t('score.title')}>
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('score.title')}
        </Title>
        {typeof gameError === 'string' || typeof gameError === 'number' ? (
          <Text c="red.8" size="sm" role="alert" tabIndex={-1} aria-invalid="true">
            {gameError}
          </Text>
        ) : null}
        {games.length === 0 && (
          <Text c="dimmed" size="sm">
            {t('score.noGames')}
          </Text>
        )}
        {games.map((game, i) => {
          const setsError = form.errors[`games.${i}.sets`];
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: games are identified by their place
            <Card key={i} withBorder padding="sm" data-game={i}>
              <Stack gap="xs">
                <Group justify="space-between" wrap="nowrap">
                  <Text fw={600}>{t('score.game', { number: i + 1 })}</Text>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('score.removeGame', { number: i + 1 })}
                    onClick={() => form.removeListItem('games', i)}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Group>
                <SegmentedControl
                  size="xs"
                  aria-label={t('score.kind', { number: i + 1 })}
                  data={[
                    { value: 'singles', label: t('score.kindSingles') },
                    { value: 'doubles', label: t('score.kindDoubles') },
                    { value: '', label: t('score.kindNone') },
                  ]}
                  value={game.kind}
                  onChange={(kind) => {
                    const k = kind as GameKind | '';
                    form.setFieldValue(`games.${i}.kind`, k);
                    form.setFieldValue(`games.${i}.homePersonIds`, fitKind(game.homePersonIds, k));
                    form.setFieldValue(`games.${i}.awayPersonIds`, fitKind(game.awayPersonIds, k));
                  }}
                />
                <Group grow align="flex-start" wrap="wrap" gap="xs">
                  <MultiSelect
                    miw={200}
                    label={t('score.homePlayers')}
                    placeholder={game.homePersonIds.length ? undefined : t('score.pickPlayers')}
                    data={homePlayers}
                    maxValues={game.kind ? PLAYERS_PER_SIDE[game.kind] : 2}
                    searchable
                    {...form.getInputProps(`games.${i}.homePersonIds`)}
                  />
                  <MultiSelect
                    miw={200}
                    label={t('score.awayPlayers')}
                    placeholder={game.awayPersonIds.length ? undefined : t('score.pickPlayers')}
                    data={awayPlayers}
                    maxValues={game.kind ? PLAYERS_PER_SIDE[game.kind] : 2}
                    searchable
                    {...form.getInputProps(`games.${i}.awayPersonIds`)}
                  />
                </Group>
                <Stack gap={4}>
                  {game.sets.map((_, j) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: sets are identified by their place
                    <Group key={j} gap="xs" wrap="nowrap" align="flex-start" data-set={j}>
                      <Text size="sm" w={48} pt={6}>
                        {t('score.set', { number: j + 1 })}
                      </Text>
                      <NumberInput
                        w={80}
                        min={0}
                        max={99}
                        allowDecimal={false}
                        allowNegative={false}
                        hideControls
                        aria-label={t('score.homeBalls', { number: j + 1 })}
                        {...form.getInputProps(`games.${i}.sets.${j}.home`)}
                      />
                      <Text pt={6}>:</Text>
                      <NumberInput
                        w={80}
                        min={0}
                        max={99}
                        allowDecimal={false}
                        allowNegative={false}
                        hideControls
                        aria-label={t('score.awayBalls', { number: j + 1 })}
                        {...form.getInputProps(`games.${i}.sets.${j}.away`)}
                      />
                    </Group>
                  ))}
                </Stack>
                {setsError ? (
                  <Text c="red.8" size="sm" tabIndex={-1} aria-invalid="true">
                    {setsError}
                  </Text>
                ) : null}
                <Group gap="xs">
                  <Button
                    size="xs"
                    variant="light"
                    leftSection={<IconPlus size={14} aria-hidden />}
                    disabled={game.sets.length >= setsOf(match)}
                    onClick={() => form.insertListItem(`games.${i}.sets`, { home: '', away: '' })}
                  >
                    {t('score.addSet')}
                  </Button>
                  <Button
                    size="xs"
                    variant="subtle"
                    color="gray"
                    leftSection={<IconMinus size={14} aria-hidden />}
                    disabled={game.sets.length === 0}
                    aria-label={t('score.removeSet', { number: i + 1 })}
                    onClick={() => form.removeListItem(`games.${i}.sets`, game.sets.length - 1)}
                  >
                    {t('score.removeSetShort')}
                  </Button>
                </Group>
              </Stack>
            </Card>
          );
        })}
        <Group justify="space-between">
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            disabled={games.length >= gamesOf(match)}
            onClick={() =>
              form.insertListItem('games', {
                kind: games[games.length - 1]?.kind ?? 'singles',
                homePersonIds: [],
                awayPersonIds: [],
                sets: [{ home: '', away: '' }],
              })
            }
          >
            {t('score.addGame')}
          </Button>
          <Group gap="xs">
            <Button
              type="submit"
              variant={mayRecord ? 'light' : 'filled'}
              loading={form.submitting && intent.current === 'save'}
              onClick={() => {
                intent.current = 'save';
              }}
            >
              {t('score.save')}
            </Button>
            {mayRecord && (
              <Button
                type="submit"
                color="green"
                loading={form.submitting && intent.current === 'record'}
                onClick={() => {
                  intent.current = 'record';
                }}
              >
                {t('score.record')}
              </Button>
            )}
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
