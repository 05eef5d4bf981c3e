// Leaving dirty work asks first (spec 000 §2.2): router navigation through the data router's
// blocker and a Mantine confirm modal, closing the tab through the browser's own beforeunload dialog.
import { modals } from '@mantine/modals';
import i18next from 'i18next';
import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import {
  type Blocker,
  type BlockerFunction,
  IDLE_BLOCKER,
  UNSAFE_DataRouterContext,
  UNSAFE_DataRouterStateContext,
} from 'react-router';

const t = (key: string) => i18next.t(key, { ns: 'forms' }) as string;

/** Asks "Máte neuložené změny. Opravdu chcete odejít?"; resolves true when the user chose to leave. */
export function confirmLeave(): Promise<boolean> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (leave: boolean) => {
      if (settled) return;
      settled = true;
      resolve(leave);
    };
    modals.openConfirmModal({
      title: t('unsaved.title'),
      children: t('unsaved.message'),
      labels: { confirm: t('unsaved.leave'), cancel: t('unsaved.stay') },
      confirmProps: { color: 'red' },
      // Staying is the safe answer: the focus starts there, not on the close button.
      cancelProps: { 'data-autofocus': true },
      onConfirm: () => settle(true),
      onCancel: () => settle(false),
      // Escape, the close button or the overlay: stay.
      onClose: () => settle(false),
    });
  });
}

export interface UnsavedChanges {
  /** Lets the next navigation through without asking (call it after a successful save, before navigate()). */
  allowNavigation: () => void;
}

let blockerCount = 0;

/**
 * react-router's useBlocker on the router's own blocker calls. Not useBlocker itself: react-router
 * lives in the first chunk, so a page using useBlocker would put its code there (docs/decisions.md,
 * "Bundle budget"); this copy stays with the lazily loaded pages. Pathnames are compared as they
 * are (useBlocker strips the basename first, which changes no comparison of two of them).
 */
function useRouterBlocker(shouldBlock: BlockerFunction): Blocker {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const blockers = useContext(UNSAFE_DataRouterStateContext)?.blockers;
  if (!router || !blockers) throw new Error('useUnsavedChanges needs a data router (createBrowserRouter)');
  const [key] = useState(() => `unsaved-changes-${++blockerCount}`);
  useEffect(() => {
    router.getBlocker(key, shouldBlock);
    return () => router.deleteBlocker(key);
  }, [router, key, shouldBlock]);
  return blockers.get(key) ?? IDLE_BLOCKER;
}

/**
 * While `dirty`, navigating to another page (a different pathname; search-parameter changes such as
 * list paging pass) asks for confirmation, and closing or reloading the tab shows the browser's
 * dialog. Needs a data router (createBrowserRouter) and a ModalsProvider above.
 */
export function useUnsavedChanges(dirty: boolean): UnsavedChanges {
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const bypassRef = useRef(false);

  // Stable and reading refs, so a save that clears `dirty` and navigates in the same tick passes.
  const shouldBlock = useCallback<BlockerFunction>(({ currentLocation, nextLocation }) => {
    if (bypassRef.current) {
      bypassRef.current = false;
      return false;
    }
    return dirtyRef.current && currentLocation.pathname !== nextLocation.pathname;
  }, []);
  const blocker = useRouterBlocker(shouldBlock);
  const blockerRef = useRef(blocker);
  blockerRef.current = blocker;

  const blocked = blocker.state === 'blocked';
  useEffect(() => {
    if (!blocked) return;
    void confirmLeave().then((leave) => {
      const current = blockerRef.current;
      if (current.state !== 'blocked') return;
      if (leave) current.proceed();
      else current.reset();
    });
  }, [blocked]);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the dialog only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  return {
    allowNavigation: useCallback(() => {
      bypassRef.current = true;
    }, []),
  };
}

/** For forms in modals and drawers: returns a close handler that asks first while `dirty`. */
export function useGuardedClose(dirty: boolean, close: () => void): () => void {
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const closeRef = useRef(close);
  closeRef.current = close;
  // One question at a time: Escape reaches both the form's dialog and the question above it, and
  // would otherwise ask again as the question closes (Escape then seemed to do nothing). Mantine's
  // dialogs may hear that Escape in either order, so the question counts as open until the event
  // has reached them all (a task later).
  const asking = useRef(false);
  return useCallback(() => {
    if (!dirtyRef.current) {
      closeRef.current();
      return;
    }
    if (asking.current) return;
    asking.current = true;
    void confirmLeave().then((leave) => {
      window.setTimeout(() => {
        asking.current = false;
      }, 0);
      if (leave) closeRef.current();
    });
  }, []);
}
