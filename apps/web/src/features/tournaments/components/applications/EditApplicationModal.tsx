// The office's edit of one application (spec 001 §2 participant update): the club it plays for, its
// category (the note's category, the note's fallback club name kept), and the day the starting fee
// was paid. The server checks each field; its messages show next to them.
import type { Participant, ParticipantUpdate } from '@fedra/contract/tournament-competitions';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ServerErrorTarget, showSaveError } from '../../../../platform/forms';
import { ClubSelect } from '../../../../platform/forms/ClubSelect';
import { TypedDateField } from '../../../../platform/forms/DateField';
import { notify } from '../../../../platform/notifications';
import { KeptModal, useLast } from '../../../../platform/ui/KeptModal';
import { updateParticipant } from '../../api-competitions';

interface Props {
  participant: Participant | null;
  onClose: () => void;
  onSaved: () => Promise<unknown>;
}

/** The note's fallback club name, kept when the category changes. */
function noteClubName(note: string | null): string | undefined {
  try {
    const parsed = note ? (JSON.parse(note) as { clubName?: unknown }) : null;
    return typeof parsed?.clubName === 'string' ? parsed.clubName : undefined;
  } catch {
    return undefined;
  }
}

/** The update body: every field of the dialog, empty ones as null. */
function applicationBody(
  p: Participant,
  v: { clubId: string | null; category: string; feePaid: string },
): ParticipantUpdate {
  const category = v.category.trim();
  const clubName = noteClubName(p.note);
  const note =
    category || clubName
      ? JSON.stringify({ ...(category ? { category } : {}), ...(clubName ? { clubName } : {}) })
      : null;
  return { clubId: v.clubId ? Number(v.clubId) : null, note, registrationFeePaidDate: v.feePaid || null };
}

export function EditApplicationModal({ participant, onClose, onSaved }: Props) {
  const { t } = useTranslation('tournaments');
  const shown = useLast(participant);
  return (
    <KeptModal
      opened={participant !== null}
      onClose={onClose}
      title={shown ? t('applications.editTitle', { name: shown.name }) : ''}
    >
      {() => shown && <EditApplicationBody participant={shown} onClose={onClose} onSaved={onSaved} />}
    </KeptModal>
  );
}

function EditApplicationBody({ participant: p, onClose, onSaved }: Props & { participant: Participant }) {
  const { t } = useTranslation('tournaments');
  const [clubId, setClubId] = useState<string | null>(p.clubId === null ? null : String(p.clubId));
  const [category, setCategory] = useState(p.category ?? '');
  const [feePaid, setFeePaid] = useState(p.registrationFeePaidDate ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  const save = async () => {
    setErrors({});
    setSaving(true);
    try {
      await updateParticipant(p.id, applicationBody(p, { clubId, category, feePaid }));
      notify.success(t('applications.saved'));
      await onSaved();
      onClose();
    } catch (err) {
      showSaveError(
        {
          getValues: () => ({ clubId, note: category, registrationFeePaidDate: feePaid }),
          setFieldError: ((field: string, message: string) =>
            setErrors((e) => ({ ...e, [field]: message }))) as ServerErrorTarget['setFieldError'],
        },
        err,
      );
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Stack>
        <ClubSelect
          label={t('applications.field.club')}
          value={clubId}
          onChange={setClubId}
          knownName={p.club ?? undefined}
          error={errors.clubId}
        />
        <TextInput
          label={t('applications.field.category')}
          value={category}
          maxLength={100}
          onChange={(e) => setCategory(e.currentTarget.value)}
          error={errors.note}
        />
        <TypedDateField
          label={t('applications.field.feePaid')}
          value={feePaid}
          onChange={setFeePaid}
          error={errors.registrationFeePaidDate}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={saving}>
            {t('applications.cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {t('applications.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
