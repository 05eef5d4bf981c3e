// A public detail page's frame around its one record, the same on every such page: the not-found
// page when the server does not know the record (404); else the page with its link back, holding
// the record, or while it loads a placeholder, or after any other failure the page's "could not be
// loaded" with a retry. The visitor keeps the way back in every state.
import { Container, Skeleton } from '@mantine/core';
import type { ReactNode } from 'react';
import { NotFoundPage } from './NotFoundPage';
import { PublicBackLink } from './public-page';
import { isNotFound, LoadFailed, type RecordQuery } from './record-gate';

interface PublicRecordPageProps<T> {
  query: RecordQuery & { data: T | undefined };
  /** The link above the title, back to the list the visitor came from. */
  back: { to: string; label: string };
  /** The page's "could not be loaded" text, in its own words. */
  loadError: string;
  /** The placeholder's height, near the page's own. */
  height?: number;
  /** The page's content once the answer is there. */
  children: (answer: T) => ReactNode;
}

export function PublicRecordPage<T>({ query, back, loadError, height = 240, children }: PublicRecordPageProps<T>) {
  if (isNotFound(query.error)) return <NotFoundPage />;
  return (
    <Container size="lg" py="md" component="main">
      <PublicBackLink to={back.to} label={back.label} />
      {query.data !== undefined ? (
        children(query.data)
      ) : query.isError ? (
        <LoadFailed text={loadError} retry={() => query.refetch()} />
      ) : (
        <Skeleton h={height} aria-busy />
      )}
    </Container>
  );
}
