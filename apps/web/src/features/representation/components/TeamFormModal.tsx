// Create or edit a national team: name, season, sport discipline, age category, sex (empty: mixed)
// and a note; checked with the contract's schema, server field errors next to the fields; closing
// with changes asks.
import {
  type RepresentationTeam,
  type RepresentationTeamWrite,
  RepresentationTeamWriteSchema,
} from '@fedra/contract/representation';
import { Modal, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { seasonsQuery } from '../../../platform/api/seasons';
import { FormActions, useFormSave, useGuardedClose, zodFieldErrors } from '../../../platform/forms';
import { useCodebook } from '../../../platform/session/use-codebook';
import { useFocusFirstError } from '../../../platform/ui/use-focus-first-error';
import { createTeam, REPRESENTATION_KEY, updateTeam } from '../api';

interface Props {
  team: RepresentationTeam | null;
  onClose: () => void;
  onCreated?: (id: number) => void;
}

export function TeamFormModal({ team, onClose, onCreated }: Props) {
  const { t } = useTranslation('representation');
  const codebook = useCodebook();
  const seasons = useQuery(seasonsQuery('admin'));
  const form = useForm({
    initialValues: {
      name: team?.name ?? '',
      seasonId: team ? String(team.seasonId) : null,
      sportDisciplineId: team ? String(team.sportDisciplineId) : null,
      ageCategoryId: team ? String(team.ageCategoryId) : null,
      sexId: team?.sexId ? String(team.sexId) : null,
      note: team?.note ?? '',
    },
  });
  type Values = typeof form.values;
  const id = (v: string | null) => (v ? Number(v) : undefined);
  const body = (v: Values): RepresentationTeamWrite => ({
    name: v.name,
    seasonId: id(v.seasonId) as number,
    sportDisciplineId: id(v.sportDisciplineId) as number,
    ageCategoryId: id(v.ageCategoryId) as number,
    sexId: id(v.sexId) ?? null,
    note: v.note || null,
  });
  const focus = useFocusFirstError<HTMLFormElement>(form.errors);
  const close = useGuardedClose(form.isDirty(), onClose);
  const save = useFormSave(form, { invalidate: REPRESENTATION_KEY, onSaved: onClose });

  const submit = form.onSubmit(
    async (values) => {
      const errors = zodFieldErrors(RepresentationTeamWriteSchema, body(values), (f) => t(`field.${f}`));
      form.setErrors(errors);
      focus.request();
      if (Object.keys(errors).length) return;
      await save(async () => {
        if (team) return updateTeam(team.id, body(values));
        const created = await createTeam(body(values));
        onCreated?.(created.data.id);
        return created;
      });
    },
    () => focus.request(),
  );

  return (
    <Modal opened onClose={close} title={team ? t('teamForm.editTitle') : t('teamForm.newTitle')} size="lg">
      <form ref={focus.ref} onSubmit={submit} noValidate>
        <Stack>
          <TextInput label={t('field.name')} required data-autofocus maxLength={200} {...form.getInputProps('name')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label={t('field.seasonId')}
              required
              data={(seasons.data?.data ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
              {...form.getInputProps('seasonId')}
            />
            <Select
              label={t('field.sportDisciplineId')}
              required
              searchable
              data={codebook.options('sportDisciplines')}
              {...form.getInputProps('sportDisciplineId')}
            />
            <Select
              label={t('field.ageCategoryId')}
              required
              searchable
              data={codebook.options('ageCategories')}
              {...form.getInputProps('ageCategoryId')}
            />
            <Select
              label={t('field.sexId')}
              description={t('teamForm.mixedHint')}
              clearable
              data={codebook.options('sex')}
              {...form.getInputProps('sexId')}
            />
          </SimpleGrid>
          <Textarea label={t('field.note')} autosize minRows={2} maxLength={2000} {...form.getInputProps('note')} />
          <FormActions onCancel={close} submitting={form.submitting} />
        </Stack>
      </form>
    </Modal>
  );
}
