// The actions on a request that need more than a confirmation: the releasing club's statement
// (agree, or object with a reason) and the office's decision (approve with an optional fee, or
// reject with a reason). Checked with the contract's schemas; the server's messages go next to
// their fields; done, the request's data reload.
import {
  REQUEST_COMMENT_MAX,
  type RequestClubStatement,
  RequestClubStatementSchema,
  type RequestDecide,
  RequestDecideSchema,
} from '@fedra/contract/requests';
import { Button, Group, NumberInput, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useGuardedClose, zodFieldErrors } from '../../../platform/forms';
import { showSaveError } from '../../../platform/forms/FormActions';
import { formatDate } from '../../../platform/i18n/format';
import { notify } from '../../../platform/notifications';
import { KeptModal, type ModalCloser } from '../../../platform/ui/KeptModal';
import { useFocusFirstError } from '../../../platform/ui/use-focus-first-error';
import { decideRequest, REQUESTS_KEY, stateOnRequest } from '../api';

const OWN = { pattern: /^requests\./, ns: 'requests' };

interface StatementValues {
  agreed: string;
  comment: string;
}

const statementBody = (v: StatementValues): RequestClubStatement => ({
  agreed: v.agreed === 'yes' ? true : v.agreed === 'no' ? false : (undefined as unknown as boolean),
  comment: v.comment.trim() || null,
});

export function StatementModal({
  id,
  deadline,
  onClose,
}: {
  id: number;
  deadline: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('requests');
  return (
    <KeptModal opened onClose={onClose} title={t('statement.title')}>
      {(closer) => <StatementForm id={id} deadline={deadline} onClose={onClose} closer={closer} />}
    </KeptModal>
  );
}

function StatementForm({
  id,
  deadline,
  onClose,
  closer,
}: {
  id: number;
  deadline: string | null;
  onClose: () => void;
  closer: ModalCloser;
}) {
  const { t } = useTranslation('requests');
  const queryClient = useQueryClient();
  const label = (field: string) => t(`field.${field === 'agreed' ? 'statement' : 'comment'}`);
  const form = useForm<StatementValues>({
    initialValues: { agreed: '', comment: '' },
    validate: (values) => zodFieldErrors(RequestClubStatementSchema, statementBody(values), label, OWN),
  });
  const focus = useFocusFirstError<HTMLFormElement>(form.errors);
  const close = useGuardedClose(form.isDirty(), onClose);
  closer.current = form.submitting ? () => {} : close;
  const objecting = form.getValues().agreed === 'no';

  const save = async (v: StatementValues) => {
    try {
      await stateOnRequest(id, statementBody(v));
      await queryClient.invalidateQueries({ queryKey: REQUESTS_KEY });
      notify.success(t('statement.saved'));
      form.resetDirty();
      onClose();
    } catch (err) {
      focus.request();
      showSaveError(form, err);
    }
  };
  return (
    <form ref={focus.ref} onSubmit={form.onSubmit(save, () => focus.request())} noValidate>
      <Stack gap="md">
        {deadline && (
          <Text size="sm" c="dimmed">
            {t('statement.deadline', { date: formatDate(deadline) })}
          </Text>
        )}
        <Radio.Group label={label('agreed')} required {...form.getInputProps('agreed')}>
          <Group gap="md" mt={4}>
            <Radio value="yes" label={t('statement.agree')} data-autofocus />
            <Radio value="no" label={t('statement.object')} />
          </Group>
        </Radio.Group>
        <Textarea
          label={label('comment')}
          required={objecting}
          autosize
          minRows={2}
          maxRows={6}
          maxLength={REQUEST_COMMENT_MAX}
          {...form.getInputProps('comment')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={form.submitting}>
            {t('common:cancel')}
          </Button>
          <Button type="submit" loading={form.submitting}>
            {t('statement.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

interface DecideValues {
  decision: string;
  note: string;
  fee: number | string;
}

const decideBody = (v: DecideValues): RequestDecide => ({
  decision: (v.decision || undefined) as RequestDecide['decision'],
  note: v.note.trim() || null,
  fee: v.decision === 'approve' && v.fee !== '' ? Number(v.fee) : null,
});

export function DecideModal({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation('requests');
  return (
    <KeptModal opened onClose={onClose} title={t('decide.title')}>
      {(closer) => <DecideForm id={id} onClose={onClose} closer={closer} />}
    </KeptModal>
  );
}

function DecideForm({ id, onClose, closer }: { id: number; onClose: () => void; closer: ModalCloser }) {
  const { t } = useTranslation('requests');
  const queryClient = useQueryClient();
  const label = (field: string) => t(`field.${field}`);
  const form = useForm<DecideValues>({
    initialValues: { decision: '', note: '', fee: '' },
    validate: (values) => zodFieldErrors(RequestDecideSchema, decideBody(values), label, OWN),
  });
  const focus = useFocusFirstError<HTMLFormElement>(form.errors);
  const close = useGuardedClose(form.isDirty(), onClose);
  closer.current = form.submitting ? () => {} : close;
  const decision = form.getValues().decision;

  const save = async (v: DecideValues) => {
    try {
      await decideRequest(id, decideBody(v));
      await queryClient.invalidateQueries({ queryKey: REQUESTS_KEY });
      notify.success(v.decision === 'approve' ? t('decide.approved') : t('decide.rejected'));
      form.resetDirty();
      onClose();
    } catch (err) {
      focus.request();
      showSaveError(form, err);
    }
  };
  return (
    <form ref={focus.ref} onSubmit={form.onSubmit(save, () => focus.request())} noValidate>
      <Stack gap="md">
        <Radio.Group label={label('decision')} required {...form.getInputProps('decision')}>
          <Group gap="md" mt={4}>
            <Radio value="approve" label={t('decide.approve')} data-autofocus />
            <Radio value="reject" label={t('decide.reject')} />
          </Group>
        </Radio.Group>
        {decision === 'approve' && (
          <NumberInput
            label={label('fee')}
            description={t('decide.feeHint')}
            min={0}
            max={1_000_000}
            decimalScale={2}
            suffix=" Kč"
            {...form.getInputProps('fee')}
          />
        )}
        <Textarea
          label={label('decisionNote')}
          required={decision === 'reject'}
          autosize
          minRows={2}
          maxRows={6}
          maxLength={REQUEST_COMMENT_MAX}
          {...form.getInputProps('note')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={form.submitting}>
            {t('common:cancel')}
          </Button>
          <Button type="submit" loading={form.submitting}>
            {t('decide.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
