// The office's tournament form (tournament-dynamic/create, tournament-dynamic/edit/{id}, admin
// zone; docs/decisions.md "Tournaments"): sections of the data-access form of spec 001 §3, required
// fields marked, the contract's own checks next to the fields (both date-order messages, HH:MM,
// coordinates), the season, club and person pickers, files uploaded with progress, and a guard
// against leaving with unsaved changes.
import type { Tournament } from '@fedra/contract/tournaments';
import {
  ActionIcon,
  Alert,
  Anchor,
  Box,
  Button,
  Checkbox,
  Fieldset,
  Group,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  TagsInput,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useCanAction } from '../../../platform/access';
import { seasonsQuery } from '../../../platform/api/seasons';
import { checkFile, fileProblemText, uploadErrorFields, useUpload } from '../../../platform/files';
import { FormActions, RichTextEditor, showSaveError, useFormSave, useUnsavedChanges } from '../../../platform/forms';
import { ClubSelect } from '../../../platform/forms/ClubSelect';
import { TypedDateField } from '../../../platform/forms/DateField';
import { PersonSelect } from '../../../platform/forms/PersonSelect';
import { usePageTitle } from '../../../platform/routing/page-title';
import { zoneHref } from '../../../platform/routing/zone';
import { SportFieldSelect, useVenuePicker } from '../../sport-fields';
import { createTournament, TOURNAMENT_LINK, TOURNAMENTS_KEY, tournamentQuery, updateTournament } from '../api';
import { AdditionalDataRows } from '../components/AdditionalDataRows';
import { TournamentFileField } from '../components/TournamentFileField';
import {
  TOURNAMENT_FIELD_MAP,
  type TournamentFormValues,
  tournamentBody,
  tournamentFormErrors,
  tournamentFormValues,
} from '../tournament-form';
import { useTournamentCodebook } from '../use-tournament-codebook';

/** Person role type REFEREE (person_role_types): the chief referee is chosen among valid referees. */
const REFEREE_ROLE_TYPE = 4;

const FILES = {
  propositionFile: 'tournament-proposition',
  posterFile: 'tournament-image',
  mainImageFile: 'tournament-image',
} as const;

/** The form's sections, in order: each a fieldset the section bar jumps to. */
const FORM_SECTIONS = ['basic', 'place', 'registration', 'people', 'content', 'ranking'] as const;
const sectionId = (key: (typeof FORM_SECTIONS)[number]) => `tournament-section-${key}`;
/** A section's anchor; the margin keeps its legend below the sticky header and section bar. */
const sectionProps = (key: (typeof FORM_SECTIONS)[number]) => ({
  id: sectionId(key),
  style: { scrollMarginTop: 120 },
});

export default function TournamentFormPage() {
  const { t } = useTranslation('tournaments');
  const id = Number(useParams().id ?? 0);
  const editing = id > 0;
  const query = useQuery({ ...tournamentQuery('admin', id), enabled: editing });
  usePageTitle(editing ? t('form.editTitle') : t('form.newTitle'));
  if (editing && query.isError) {
    return (
      <Stack>
        <Alert color="red" title={t('form.loadError')}>
          {query.error.message}
        </Alert>
        <Anchor component={Link} to={zoneHref('admin', 'tournament-dynamic/list')}>
          {t('form.back')}
        </Anchor>
      </Stack>
    );
  }
  if (editing && !query.data) return <Skeleton h={480} aria-busy />;
  const links = query.data?.links.map((l) => l.operationId) ?? [];
  return <TournamentForm key={id} tournament={query.data?.data ?? null} links={links} />;
}

function TournamentForm({ tournament, links }: { tournament: Tournament | null; links: string[] }) {
  const { t } = useTranslation('tournaments');
  const may = useCanAction();
  const navigate = useNavigate();
  const cb = useTournamentCodebook();
  const venuePicker = useVenuePicker();
  const seasons = useQuery(seasonsQuery('admin'));
  const writable = tournament ? links.includes(TOURNAMENT_LINK.update) : may('tournament.dynamic.create');
  const uploads = {
    propositionFile: useUpload('admin', FILES.propositionFile),
    posterFile: useUpload('admin', FILES.posterFile),
    mainImageFile: useUpload('admin', FILES.mainImageFile),
  };
  const savedId = useRef<number | null>(tournament?.id ?? null);
  const labels = (field: string) => {
    const key = field.replace(/^typeLevelPairs\.\d+\./, 'pair.').replace(/^address\./, '');
    return t(`field.${key}`, { defaultValue: field });
  };

  const form = useForm<TournamentFormValues>({
    initialValues: tournamentFormValues(tournament),
    validate: (values) => {
      const errors = tournamentFormErrors(values, labels);
      for (const [field, purpose] of Object.entries(FILES) as [
        keyof typeof FILES,
        (typeof FILES)[keyof typeof FILES],
      ][]) {
        const file = values[field];
        const problem = file ? checkFile(file, purpose) : null;
        if (problem) errors[field] = fileProblemText(problem);
      }
      return errors;
    },
  });
  const { allowNavigation } = useUnsavedChanges(writable && form.isDirty());
  const back = tournament
    ? zoneHref('admin', `tournament-dynamic/detail/${tournament.id}`)
    : zoneHref('admin', 'tournament-dynamic/list');
  const save = useFormSave(form, {
    invalidate: TOURNAMENTS_KEY,
    onSaved: () => {
      allowNavigation();
      navigate(zoneHref('admin', `tournament-dynamic/detail/${savedId.current}`));
    },
    errors: { fieldMap: TOURNAMENT_FIELD_MAP },
  });

  const submit = form.onSubmit(async (values) => {
    try {
      const urls: Partial<Record<'propositionUrl' | 'posterUrl' | 'mainImageUrl', string | null>> = {};
      const pairs = [
        ['propositionFile', 'propositionUrl', values.removePropositionFile],
        ['posterFile', 'posterUrl', values.removePoster],
        ['mainImageFile', 'mainImageUrl', values.removeMainImage],
      ] as const;
      for (const [field, key, remove] of pairs) {
        const file = values[field];
        if (file) {
          const url = await uploads[field].upload(file, (err) => showSaveError(form, err, uploadErrorFields(field)));
          if (url === null) return;
          urls[key] = url;
        } else if (remove) urls[key] = null;
      }
      const body = { ...tournamentBody(values), ...urls };
      await save(async () => {
        const answer = tournament ? await updateTournament(tournament.id, body) : await createTournament(body);
        savedId.current = answer.data.id;
      });
    } finally {
      for (const u of Object.values(uploads)) u.finish();
    }
  });

  const select = (field: string, label: string, data: { value: string; label: string }[], required = false) => (
    <Select label={label} data={data} required={required} searchable clearable {...form.getInputProps(field)} />
  );
  const seasonOptions = (seasons.data?.data ?? []).map((s) => ({ value: String(s.id), label: s.name }));

  return (
    <Stack gap="md" maw={1040}>
      <Anchor component={Link} to={back} size="sm">
        {t('form.back')}
      </Anchor>
      <Title order={1}>{tournament ? t('form.editTitle') : t('form.newTitle')}</Title>
      {/* The form's sections at a glance (issue 36 §10): a jump to each, kept in view. */}
      <Group
        component="nav"
        aria-label={t('form.sections')}
        gap={4}
        className="fedra-section-bar"
        py={6}
        style={{
          position: 'sticky',
          top: 'var(--app-shell-header-height, 56px)',
          zIndex: 5,
          background: 'var(--mantine-color-body)',
          borderBottom: '1px solid var(--mantine-color-gray-3)',
        }}
      >
        {FORM_SECTIONS.map((key) => (
          <Button key={key} component="a" href={`#${sectionId(key)}`} variant="subtle" size="compact-sm">
            {t(`form.section.${key}`)}
          </Button>
        ))}
      </Group>
      <form onSubmit={submit} noValidate className="fedra-sticky-form">
        <fieldset disabled={!writable} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <Stack gap="lg">
            <Fieldset legend={t('form.section.basic')} {...sectionProps('basic')}>
              <Stack>
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <TextInput label={t('field.name')} required {...form.getInputProps('name')} />
                  <TextInput label={t('field.code')} {...form.getInputProps('code')} />
                  <TypedDateField label={t('field.dateFrom')} required {...form.getInputProps('dateFrom')} />
                  <TypedDateField label={t('field.dateTill')} required {...form.getInputProps('dateTill')} />
                  <TextInput
                    label={t('field.timeFrom')}
                    placeholder="HH:MM"
                    description={t('form.timeHint')}
                    {...form.getInputProps('timeFrom')}
                  />
                  {select('seasonId', t('field.season'), seasonOptions, true)}
                </SimpleGrid>
                <Stack gap="xs">
                  {form.values.typeLevelPairs.map((_, i) => (
                    // On a phone the type and the level take the full width each, one under the other.
                    // biome-ignore lint/suspicious/noArrayIndexKey: the pairs' order is their identity
                    <Group key={i} align="flex-end" gap="sm" wrap="wrap">
                      <Select
                        label={i === 0 ? t('field.type') : t('form.typeN', { n: i + 1 })}
                        required
                        data={cb.typeOptions()}
                        style={{ flex: '1 1 14rem' }}
                        {...form.getInputProps(`typeLevelPairs.${i}.typeId`)}
                      />
                      <Select
                        label={t('field.level')}
                        data={cb.options('tournamentLevels')}
                        clearable
                        style={{ flex: '1 1 14rem' }}
                        {...form.getInputProps(`typeLevelPairs.${i}.levelId`)}
                      />
                      {form.values.typeLevelPairs.length > 1 && (
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          size="lg"
                          mb={2}
                          aria-label={t('form.removePair', { n: i + 1 })}
                          onClick={() => form.removeListItem('typeLevelPairs', i)}
                        >
                          <IconTrash size={18} aria-hidden />
                        </ActionIcon>
                      )}
                    </Group>
                  ))}
                  {form.errors.typeLevelPairs && (
                    <Alert color="red" variant="light" p="xs">
                      {form.errors.typeLevelPairs}
                    </Alert>
                  )}
                  <Group>
                    <Button
                      variant="subtle"
                      size="compact-sm"
                      leftSection={<IconPlus size={14} aria-hidden />}
                      onClick={() => form.insertListItem('typeLevelPairs', { typeId: null, levelId: null })}
                    >
                      {t('form.addPair')}
                    </Button>
                  </Group>
                </Stack>
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <MultiSelect
                    label={t('field.disciplines')}
                    data={cb.options('sportDisciplines')}
                    searchable
                    clearable
                    {...form.getInputProps('sportDisciplineIds')}
                  />
                  {select('sexId', t('field.sex'), cb.options('sex'))}
                  {select('ageCategoryId', t('field.ageCategory'), cb.options('ageCategories'))}
                  {select('ageCategoryGroupId', t('field.ageCategoryGroup'), cb.options('ageCategoryGroups'))}
                  {select('federationUnitId', t('field.federationUnit'), cb.options('federationUnits'))}
                  {select('categoryId', t('field.tournamentCategory'), cb.options('tournamentCategories'))}
                  {select('teamTypeId', t('field.teamType'), cb.options('tournamentTeamTypes'))}
                </SimpleGrid>
              </Stack>
            </Fieldset>

            <Fieldset legend={t('form.section.place')} {...sectionProps('place')}>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <ClubSelect
                  label={t('field.organizerId')}
                  description={t('form.organizerHint')}
                  value={form.values.organizerId}
                  onChange={(v) => form.setFieldValue('organizerId', v)}
                  knownName={tournament?.organizerId ? (tournament.organizerName ?? undefined) : undefined}
                  error={form.errors.organizerId}
                />
                <TextInput label={t('field.organizerText')} {...form.getInputProps('organizerText')} />
                <TextInput label={t('field.street')} {...form.getInputProps('address.street')} />
                <TextInput label={t('field.city')} {...form.getInputProps('address.city')} />
                <TextInput label={t('field.zip')} {...form.getInputProps('address.zip')} />
                {venuePicker && (
                  <SportFieldSelect
                    zone="admin"
                    value={form.values.sportFieldId}
                    onChange={(v) => form.setFieldValue('sportFieldId', v)}
                    knownName={tournament?.sportFieldName}
                    error={form.errors.sportFieldId as string | undefined}
                  />
                )}
                <TextInput
                  label={venuePicker ? t('field.sportFieldTextFallback') : t('field.sportFieldText')}
                  {...form.getInputProps('sportFieldText')}
                />
                <Select
                  label={t('field.region')}
                  data={cb.options('region')}
                  searchable
                  clearable
                  {...form.getInputProps('address.regionId')}
                  onChange={(v) => {
                    form.setFieldValue('address.regionId', v);
                    form.setFieldValue('address.districtId', null);
                  }}
                />
                {select('address.districtId', t('field.districtId'), cb.districtOptions(form.values.address.regionId))}
                <NumberInput
                  label={t('field.latitude')}
                  decimalScale={6}
                  min={-90}
                  max={90}
                  // Out of range is shown as a message next to the field, not silently clamped.
                  clampBehavior="none"
                  hideControls
                  {...form.getInputProps('address.latitude')}
                />
                <NumberInput
                  label={t('field.longitude')}
                  decimalScale={6}
                  min={-180}
                  max={180}
                  clampBehavior="none"
                  hideControls
                  {...form.getInputProps('address.longitude')}
                />
              </SimpleGrid>
            </Fieldset>

            <Fieldset legend={t('form.section.registration')} {...sectionProps('registration')}>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TypedDateField
                  label={t('field.registrationStartDate')}
                  {...form.getInputProps('registrationStartDate')}
                />
                <TypedDateField
                  label={t('field.registrationCloseDate')}
                  {...form.getInputProps('registrationCloseDate')}
                />
                <NumberInput
                  label={t('field.startingFee')}
                  min={0}
                  decimalScale={2}
                  suffix=" Kč"
                  {...form.getInputProps('startingFee')}
                />
                <Checkbox
                  mt="lg"
                  label={t('field.registrationOnline')}
                  {...form.getInputProps('registrationOnline', { type: 'checkbox' })}
                />
              </SimpleGrid>
            </Fieldset>

            <Fieldset legend={t('form.section.people')} {...sectionProps('people')}>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <PersonSelect
                  label={t('field.refereeId')}
                  value={form.values.refereeId}
                  onChange={(v) => form.setFieldValue('refereeId', v)}
                  knownName={tournament?.refereeName}
                  roleTypeId={REFEREE_ROLE_TYPE}
                  error={form.errors.refereeId}
                />
                <TextInput label={t('field.refereeText')} {...form.getInputProps('refereeText')} />
                <TextInput label={t('field.director')} {...form.getInputProps('director')} />
                <TextInput label={t('field.contactName')} {...form.getInputProps('contactName')} />
                <TextInput label={t('field.contactPhone')} type="tel" {...form.getInputProps('contactPhone')} />
                <TextInput label={t('field.contactEmail')} type="email" {...form.getInputProps('contactEmail')} />
              </SimpleGrid>
            </Fieldset>

            <Fieldset legend={t('form.section.content')} {...sectionProps('content')}>
              <Stack>
                <RichTextEditor
                  label={t('field.proposition')}
                  minHeight={180}
                  readOnly={!writable}
                  value={form.values.proposition}
                  onChange={(html) => form.setFieldValue('proposition', html)}
                  error={form.errors.proposition}
                />
                <SimpleGrid cols={{ base: 1, sm: 3 }}>
                  <TournamentFileField
                    form={form}
                    field="propositionFile"
                    remove="removePropositionFile"
                    purpose={FILES.propositionFile}
                    label={t('field.propositionFile')}
                    current={{ url: tournament?.propositionUrl ?? null, name: tournament?.propositionFileName ?? null }}
                    percent={uploads.propositionFile.percent}
                  />
                  <TournamentFileField
                    form={form}
                    field="posterFile"
                    remove="removePoster"
                    purpose={FILES.posterFile}
                    label={t('field.poster')}
                    current={{ url: tournament?.posterUrl ?? null, name: tournament?.posterFileName ?? null }}
                    percent={uploads.posterFile.percent}
                  />
                  <TournamentFileField
                    form={form}
                    field="mainImageFile"
                    remove="removeMainImage"
                    purpose={FILES.mainImageFile}
                    label={t('field.mainImage')}
                    current={{ url: tournament?.mainImageUrl ?? null, name: tournament?.mainImageFileName ?? null }}
                    percent={uploads.mainImageFile.percent}
                  />
                </SimpleGrid>
                <TagsInput label={t('field.badges')} clearable splitChars={[',']} {...form.getInputProps('badges')} />
                <Textarea label={t('field.onlineInfo')} rows={2} {...form.getInputProps('onlineInfo')} />
                <Textarea label={t('field.accommodation')} rows={2} {...form.getInputProps('accommodation')} />
                <Textarea label={t('field.note')} rows={3} {...form.getInputProps('note')} />
                <AdditionalDataRows form={form} />
              </Stack>
            </Fieldset>

            <Fieldset legend={t('form.section.ranking')} {...sectionProps('ranking')}>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TypedDateField label={t('field.rankingDate')} {...form.getInputProps('rankingDate')} />
                <Stack gap="xs" mt="lg">
                  <Checkbox
                    label={t('field.rankingGenerate')}
                    {...form.getInputProps('rankingGenerate', { type: 'checkbox' })}
                  />
                  <Checkbox
                    label={t('field.rankingIncluded')}
                    {...form.getInputProps('rankingIncluded', { type: 'checkbox' })}
                  />
                  <Checkbox
                    label={t('field.rankingExcluded')}
                    {...form.getInputProps('rankingExcluded', { type: 'checkbox' })}
                  />
                </Stack>
                <TextInput label={t('field.externalId')} {...form.getInputProps('externalId')} />
                <TextInput label={t('field.group')} {...form.getInputProps('group')} />
              </SimpleGrid>
            </Fieldset>
            {writable && (
              // The save bar stays at the bottom of the window while the long form scrolls.
              <Box
                py="sm"
                style={{
                  position: 'sticky',
                  bottom: 0,
                  zIndex: 5,
                  background: 'var(--mantine-color-body)',
                  borderTop: '1px solid var(--mantine-color-gray-3)',
                }}
              >
                <FormActions onCancel={() => navigate(back)} submitting={form.submitting} />
              </Box>
            )}
          </Stack>
        </fieldset>
      </form>
    </Stack>
  );
}
