// Open or change a disciplinary case (issue 32 §1): type, state (a change; a decided state comes with
// the decision), against whom (a person or a club, picked by searching), matter, facts, opening and
// hearing, and the other parties (a person, a club or a name each, with a role). Checked with the
// contract's schema; server field errors next to the fields; closing with changes asks.
import {
  DISCIPLINARY_PARTY_ROLES,
  type DisciplinaryPartyRole,
  type DisciplinaryProceeding,
  DisciplinaryProceedingWriteSchema,
  type DisciplinarySubject,
  SUSPENDING_STATES,
} from '@fedra/contract/disciplinary';
import {
  ActionIcon,
  Button,
  Group,
  Modal,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions, useFormSave, useGuardedClose, zodFieldErrors } from '../../../platform/forms';
import { ClubSelect } from '../../../platform/forms/ClubSelect';
import { TypedDateField } from '../../../platform/forms/DateField';
import { TypedDateTimeField } from '../../../platform/forms/DateTimeField';
import { PersonSelect } from '../../../platform/forms/PersonSelect';
import { toLocalInput } from '../../../platform/i18n/format';
import { todayInPrague } from '../../../platform/i18n/today';
import { useCodebook } from '../../../platform/session/use-codebook';
import { useFocusFirstError } from '../../../platform/ui/use-focus-first-error';
import { createProceeding, DISCIPLINARY_KEY, updateProceeding } from '../api';

type PartyKind = 'person' | 'club' | 'name';
interface PartyRow {
  key: number;
  role: DisciplinaryPartyRole;
  kind: PartyKind;
  personId: string | null;
  clubId: string | null;
  name: string;
  known: string;
  note: string;
}

interface Props {
  proceeding: DisciplinaryProceeding | null;
  onClose: () => void;
  onSaved?: (id: number) => void;
}

let nextKey = 0;
const partyRow = (p?: DisciplinaryProceeding['parties'][number]): PartyRow => ({
  key: ++nextKey,
  role: p?.role ?? 'complainant',
  kind: p?.personId ? 'person' : p?.clubId ? 'club' : p ? 'name' : 'person',
  personId: p?.personId ? String(p.personId) : null,
  clubId: p?.clubId ? String(p.clubId) : null,
  name: p && !p.personId && !p.clubId ? p.name : '',
  known: p?.name ?? '',
  note: p?.note ?? '',
});

/** The date-and-time field's local "YYYY-MM-DDTHH:mm" (the browser's time zone) as an ISO instant. */
const fromLocalInput = (value: string) => (value ? new Date(value).toISOString() : null);

export function ProceedingFormModal({ proceeding: d, onClose, onSaved }: Props) {
  const { t } = useTranslation('disciplinary');
  const codebook = useCodebook();
  const form = useForm({
    initialValues: {
      typeId: d ? String(d.typeId) : null,
      stateId: String(d?.stateId ?? 1),
      subjectKind: (d?.subjectKind ?? 'person') as DisciplinarySubject,
      personId: d?.personId ? String(d.personId) : null,
      clubId: d?.clubId ? String(d.clubId) : null,
      title: d?.title ?? '',
      description: d?.description ?? '',
      openedOn: d?.openedOn ?? todayInPrague(),
      hearingAt: toLocalInput(d?.hearingAt ?? null),
      parties: (d?.parties ?? []).map(partyRow),
    },
  });
  type Values = typeof form.values;
  const body = (v: Values) => ({
    // None chosen is a missing value ("Druh je povinné"), not a kind numbered 0.
    typeId: v.typeId ? Number(v.typeId) : (undefined as unknown as number),
    stateId: Number(v.stateId),
    subjectKind: v.subjectKind,
    personId: v.subjectKind === 'person' && v.personId ? Number(v.personId) : null,
    clubId: v.clubId ? Number(v.clubId) : null,
    title: v.title,
    description: v.description || null,
    openedOn: v.openedOn,
    hearingAt: fromLocalInput(v.hearingAt),
    tournamentId: d?.tournament?.id ?? null,
    parties: v.parties.map((p) => ({
      role: p.role,
      personId: p.kind === 'person' && p.personId ? Number(p.personId) : null,
      clubId: p.kind === 'club' && p.clubId ? Number(p.clubId) : null,
      name: p.kind === 'name' ? p.name : null,
      note: p.note || null,
    })),
  });
  const labels = (name: string) => t(`field.${name.replace(/^parties\.\d+\./, 'party.')}`);
  const focus = useFocusFirstError<HTMLFormElement>(form.errors);
  const close = useGuardedClose(form.isDirty(), onClose);
  const save = useFormSave(form, { invalidate: DISCIPLINARY_KEY, onSaved: onClose });
  // A person case's club is the person's club today (the server finds it); a new subject clears it.
  const setSubject = (kind: DisciplinarySubject) => {
    form.setFieldValue('subjectKind', kind);
    form.setFieldValue('clubId', null);
  };
  // A state the case reaches with its decision is offered only once it has one.
  const states = codebook
    .options('disciplinaryStates')
    .filter((o) => d?.decidedOn || !SUSPENDING_STATES.includes(Number(o.value)));

  const submit = form.onSubmit(
    async (values) => {
      const errors = zodFieldErrors(DisciplinaryProceedingWriteSchema, body(values), labels, {
        pattern: /^disciplinary\./,
        ns: 'disciplinary',
      });
      if (Object.keys(errors).length) {
        form.setErrors(errors);
        focus.request();
        return;
      }
      await save(async () => {
        const answer = d ? await updateProceeding(d.id, body(values)) : await createProceeding(body(values));
        onSaved?.(answer.data.id);
      });
    },
    () => focus.request(),
  );

  const party = (i: number) => form.values.parties[i]!;
  // A party added takes the focus to its first field; a party removed leaves it on "Add a party"
  // (its remove button went with it, and the focus with the button).
  const partiesRef = useRef<HTMLDivElement>(null);
  const addPartyRef = useRef<HTMLButtonElement>(null);
  const addParty = () => {
    form.insertListItem('parties', partyRow());
    window.setTimeout(() => {
      const added = [...(partiesRef.current?.querySelectorAll('[data-party]') ?? [])].at(-1);
      added?.querySelector<HTMLElement>('input')?.focus();
    }, 0);
  };
  const removeParty = (i: number) => {
    form.removeListItem('parties', i);
    addPartyRef.current?.focus();
  };
  return (
    <Modal opened onClose={close} title={d ? t('form.editTitle', { number: d.number }) : t('form.newTitle')} size="xl">
      <form ref={focus.ref} onSubmit={submit} noValidate>
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label={t('field.type')}
              required
              data-autofocus
              allowDeselect={false}
              data={codebook.options('disciplinaryTypes')}
              {...form.getInputProps('typeId')}
            />
            {d && (
              <Select
                label={t('field.state')}
                description={d.decidedOn ? undefined : t('form.stateHint')}
                required
                allowDeselect={false}
                data={states}
                {...form.getInputProps('stateId')}
              />
            )}
          </SimpleGrid>
          <Stack gap={4}>
            <Text size="sm" fw={500} id="subject-kind-label">
              {t('field.subjectKind')}
            </Text>
            <SegmentedControl
              aria-labelledby="subject-kind-label"
              disabled={Boolean(d?.decidedOn)}
              data={(['person', 'club'] as const).map((k) => ({ value: k, label: t(`subject.${k}`) }))}
              value={form.values.subjectKind}
              onChange={(v) => setSubject(v as DisciplinarySubject)}
              w={{ base: '100%', xs: 'auto' }}
            />
          </Stack>
          {form.values.subjectKind === 'person' ? (
            <PersonSelect
              label={t('field.personId')}
              required
              disabled={Boolean(d?.decidedOn)}
              knownName={d?.subjectKind === 'person' ? d.subjectName : null}
              value={form.values.personId}
              onChange={(id) => form.setFieldValue('personId', id)}
              error={form.errors.personId}
            />
          ) : (
            <ClubSelect
              label={t('field.clubId')}
              required
              disabled={Boolean(d?.decidedOn)}
              knownName={d?.subjectKind === 'club' ? d.subjectName : undefined}
              value={form.values.clubId}
              onChange={(id) => form.setFieldValue('clubId', id)}
              error={form.errors.clubId}
            />
          )}
          <TextInput label={t('field.title')} required maxLength={200} {...form.getInputProps('title')} />
          <Textarea
            label={t('field.description')}
            autosize
            minRows={3}
            maxRows={10}
            maxLength={5000}
            {...form.getInputProps('description')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TypedDateField label={t('field.openedOn')} required {...form.getInputProps('openedOn')} />
            <TypedDateTimeField label={t('field.hearingAt')} {...form.getInputProps('hearingAt')} />
          </SimpleGrid>

          <Stack gap="xs" ref={partiesRef}>
            <Text size="sm" fw={500}>
              {t('field.parties')}
            </Text>
            {form.values.parties.length === 0 && (
              <Text size="sm" c="dimmed">
                {t('form.noParties')}
              </Text>
            )}
            {form.values.parties.map((p, i) => (
              <Paper key={p.key} withBorder p="sm" data-party>
                <Stack gap="xs">
                  <SimpleGrid cols={{ base: 1, sm: 3 }}>
                    <Select
                      label={t('field.party.role')}
                      allowDeselect={false}
                      data={DISCIPLINARY_PARTY_ROLES.map((r) => ({ value: r, label: t(`role.${r}`) }))}
                      {...form.getInputProps(`parties.${i}.role`)}
                    />
                    <Select
                      label={t('field.party.kind')}
                      allowDeselect={false}
                      data={(['person', 'club', 'name'] as const).map((k) => ({
                        value: k,
                        label: t(`partyKind.${k}`),
                      }))}
                      {...form.getInputProps(`parties.${i}.kind`)}
                    />
                    <Group justify="flex-end" align="flex-end">
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t('form.removeParty', { number: i + 1 })}
                        onClick={() => removeParty(i)}
                      >
                        <IconTrash size={16} aria-hidden />
                      </ActionIcon>
                    </Group>
                  </SimpleGrid>
                  {party(i).kind === 'person' && (
                    <PersonSelect
                      label={t('field.party.personId')}
                      required
                      knownName={party(i).known || null}
                      value={party(i).personId}
                      onChange={(id) => form.setFieldValue(`parties.${i}.personId`, id)}
                      error={form.errors[`parties.${i}.personId`]}
                    />
                  )}
                  {party(i).kind === 'club' && (
                    <ClubSelect
                      label={t('field.party.clubId')}
                      required
                      knownName={party(i).known || undefined}
                      value={party(i).clubId}
                      onChange={(id) => form.setFieldValue(`parties.${i}.clubId`, id)}
                      error={form.errors[`parties.${i}.clubId`]}
                    />
                  )}
                  {party(i).kind === 'name' && (
                    <TextInput
                      label={t('field.party.name')}
                      required
                      maxLength={200}
                      {...form.getInputProps(`parties.${i}.name`)}
                    />
                  )}
                  <TextInput
                    label={t('field.party.note')}
                    maxLength={500}
                    {...form.getInputProps(`parties.${i}.note`)}
                  />
                </Stack>
              </Paper>
            ))}
            <Group>
              <Button
                ref={addPartyRef}
                variant="default"
                leftSection={<IconPlus size={16} aria-hidden />}
                onClick={addParty}
              >
                {t('form.addParty')}
              </Button>
            </Group>
          </Stack>
          <FormActions onCancel={close} submitting={form.submitting} />
        </Stack>
      </form>
    </Modal>
  );
}
