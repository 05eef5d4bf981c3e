// What a page about one record shows until the record is there, the same on every detail page: the
// not-found page for an address that cannot name a record or that the server does not know (404),
// "access denied" for a record outside the caller's reach (403: trying again cannot help), the
// page's own "could not be loaded" with a retry for any other failure, a placeholder while it loads.
// A record already shown stays shown when a later refresh fails, unless it is gone or refused.
import { Button, Group, Skeleton, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../api/api-error';
import { AccessDenied } from './AccessDenied';
import { NotFoundPage } from './NotFoundPage';

/** The part of a TanStack query result the gate reads. */
export interface RecordQuery {
  data: unknown;
  error: unknown;
  isError: boolean;
  refetch: () => unknown;
}

export interface RecordGateOptions {
  /** The page's "could not be loaded" text, in its own words. */
  loadError: string;
  /** False when the address cannot name a record (see useIdParam). */
  valid?: boolean;
  /** The placeholder's height, near the page's own so that nothing jumps. */
  height?: number;
}

/** Whether a load failed because the server does not know the record (its 404). */
export const isNotFound = (error: unknown) => isApiError(error) && error.status === 404;

/** Whether a load failed because the caller may not see the record (its 403). */
export const isForbidden = (error: unknown) => isApiError(error) && error.status === 403;

/** The view to show instead of the page, or null once the record is there. */
export function recordGate(query: RecordQuery, { loadError, valid = true, height = 320 }: RecordGateOptions) {
  if (!valid || isNotFound(query.error)) return <NotFoundPage />;
  if (isForbidden(query.error)) return <RecordAccessDenied />;
  if (query.data !== undefined) return null;
  if (query.isError) return <LoadFailed text={loadError} retry={() => query.refetch()} />;
  return <Skeleton h={height} aria-busy />;
}

/** A load that failed for a reason other than "not found": what happened and a way to try again. */
export function LoadFailed({ text, retry }: { text: ReactNode; retry?: () => void }) {
  const { t } = useTranslation();
  return (
    <Group gap="sm">
      <Text c="red.8" role="alert">
        {text}
      </Text>
      {retry && (
        <Button variant="light" size="xs" onClick={retry}>
          {t('retry')}
        </Button>
      )}
    </Group>
  );
}

/**
 * A record the caller may not see (the server's 403): said as the shell says a refused page, with
 * the way to the user's start page (the site root leads there) and no retry, which cannot help.
 */
function RecordAccessDenied() {
  const { t } = useTranslation();
  return <AccessDenied text={t('noAccess.record')} home="/" />;
}
