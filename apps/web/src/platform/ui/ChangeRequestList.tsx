// Requests to change a record's fields, waiting for the office (a member's name or birth data, a
// club's official data): what each asks for (now → asked), the note, and per waiting request:
// accept (after a confirmation) or reject with a reason the requester reads. One list for every
// such register; the feature says whose record it is, how its values read, and its texts.
import type { ChangeRequestState } from '@fedra/contract/my-profile';
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { confirmAction, ListView, type ListViewProps } from '../forms';
import { formatDateTime } from '../i18n/format';
import { notify } from '../notifications';
import { OneFieldModal } from './OneFieldModal';

const STATES = ['waiting', 'accepted', 'rejected', 'withdrawn'] as const satisfies readonly ChangeRequestState[];

/** What the list reads of a request (both registers' requests have it). */
export interface ChangeRequestRow {
  id: number;
  changes: { field: string; before: unknown; after: unknown }[];
  note: string | null;
  state: ChangeRequestState;
  reason: string | null;
  createdDate: string;
}

/** The record a request would change, as its column shows it. */
export interface ChangeRequestSubject {
  name: string;
  registrationNumber: string;
  href: string;
}

export interface ChangeRequestTexts {
  caption: string;
  empty: string;
  /** The record's column and its name filter. */
  subject: string;
  changes: string;
  submittedAt: string;
  state: string;
  stateName: (state: ChangeRequestState) => string;
  fieldName: (field: string) => string;
  note: (note: string) => string;
  accept: string;
  acceptTitle: string;
  acceptText: (name: string) => string;
  accepted: string;
  reject: string;
  rejectTitle: (name: string) => string;
  reason: string;
  reasonHint: string;
  reasonRequired: string;
  rejected: string;
}

export interface ChangeRequestListProps<R extends ChangeRequestRow> {
  queryKey: readonly unknown[];
  load: ListViewProps<R>['load'];
  exportEndpoint: ListViewProps<R>['exportEndpoint'];
  /** The list call's filter and sort field of the record's name. */
  subjectField: string;
  subjectOf: (request: R) => ChangeRequestSubject;
  /** A field's value as the page shows it ('–' for none). */
  shown: (field: string, value: unknown) => string;
  mayDecide: boolean;
  decide: (id: number, body: { decision: 'accept' } | { decision: 'reject'; reason: string }) => Promise<unknown>;
  /** What an accepted request changed besides the list: the register's query key. */
  changedKey: readonly unknown[];
  texts: ChangeRequestTexts;
}

export function ChangeRequestList<R extends ChangeRequestRow>(props: ChangeRequestListProps<R>) {
  const { texts, subjectOf, shown, decide } = props;
  const queryClient = useQueryClient();
  const [rejecting, setRejecting] = useState<R | null>(null);
  const accept = (r: R) =>
    confirmAction({
      title: texts.acceptTitle,
      children: texts.acceptText(subjectOf(r).name),
      confirm: texts.accept,
      run: () => decide(r.id, { decision: 'accept' }),
      afterwards: async () => {
        notify.success(texts.accepted);
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: props.queryKey }),
          queryClient.invalidateQueries({ queryKey: props.changedKey }),
        ]);
      },
    });
  return (
    <>
      <ListView<R>
        queryKey={props.queryKey}
        load={props.load}
        caption={texts.caption}
        exportEndpoint={props.exportEndpoint}
        defaultSort="createdDate"
        emptyText={texts.empty}
        getRowKey={(r) => r.id}
        filters={[
          { kind: 'text', field: props.subjectField, label: texts.subject },
          {
            kind: 'select',
            field: 'state',
            label: texts.state,
            options: STATES.map((s) => ({ value: s, label: texts.stateName(s) })),
            placeholder: texts.stateName('waiting'),
          },
        ]}
        columns={[
          {
            key: 'subject',
            title: texts.subject,
            sortField: props.subjectField,
            render: (r) => {
              const subject = subjectOf(r);
              return (
                <Stack gap={2}>
                  <Anchor component={Link} to={subject.href}>
                    {subject.name}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {subject.registrationNumber}
                  </Text>
                </Stack>
              );
            },
          },
          {
            key: 'changes',
            title: texts.changes,
            render: (r) => (
              <Stack gap={2}>
                {r.changes.map((c) => (
                  <Text key={c.field} size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {`${texts.fieldName(c.field)}: ${shown(c.field, c.before)} → ${shown(c.field, c.after)}`}
                  </Text>
                ))}
                {r.note && (
                  <Text size="xs" c="dimmed">
                    {texts.note(r.note)}
                  </Text>
                )}
              </Stack>
            ),
          },
          {
            key: 'createdDate',
            title: texts.submittedAt,
            sortField: 'createdDate',
            render: (r) => formatDateTime(r.createdDate),
          },
          {
            key: 'state',
            title: texts.state,
            render: (r) =>
              r.state === 'waiting' && props.mayDecide ? (
                <Group gap="xs">
                  <Button
                    size="xs"
                    leftSection={<IconCheck size={14} aria-hidden />}
                    aria-label={`${texts.accept}: ${subjectOf(r).name}`}
                    onClick={() => accept(r)}
                  >
                    {texts.accept}
                  </Button>
                  <Button
                    size="xs"
                    variant="default"
                    leftSection={<IconX size={14} aria-hidden />}
                    aria-label={`${texts.reject}: ${subjectOf(r).name}`}
                    onClick={() => setRejecting(r)}
                  >
                    {texts.reject}
                  </Button>
                </Group>
              ) : (
                <Stack gap={2}>
                  <Text size="sm">{texts.stateName(r.state)}</Text>
                  {r.reason && (
                    <Text size="xs" c="dimmed">
                      {r.reason}
                    </Text>
                  )}
                </Stack>
              ),
          },
        ]}
      />
      {rejecting && (
        <OneFieldModal
          title={texts.rejectTitle(subjectOf(rejecting).name)}
          field={{
            name: 'reason',
            label: texts.reason,
            description: texts.reasonHint,
            multiline: true,
            requiredMessage: texts.reasonRequired,
          }}
          submitLabel={texts.reject}
          danger
          run={async (reason) => {
            await decide(rejecting.id, { decision: 'reject', reason });
            await queryClient.invalidateQueries({ queryKey: props.queryKey });
            notify.success(texts.rejected);
          }}
          onClose={() => setRejecting(null)}
        />
      )}
    </>
  );
}
