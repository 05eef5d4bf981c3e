// Two places where the browser drops the keyboard focus onto the page's body, each mended once for
// the whole application rather than in every form:
// - A button busy with its request is disabled (Mantine's `loading`), which takes the focus away
//   from it; a refused save then left the user nowhere, the next Tab starting from the page's top.
//   The focus returns to the element when it is enabled again, unless the user has moved on.
// - Mantine's dialogs keep Tab inside themselves only while the focus is in them; from the body (as
//   above) or from the page behind, Tab went on through the page under the overlay. Tab now enters
//   the open dialog instead. Dropdowns and date pickers open in portals of their own and keep theirs.
// `installFocusKeeper` returns its own removal (for tests).

/** The open modal dialog on top (the last one opened), if any. */
function topDialog(doc: Document): HTMLElement | null {
  const open = doc.querySelectorAll<HTMLElement>('[role="dialog"][aria-modal="true"]');
  return open[open.length - 1] ?? null;
}

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function tabbables(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(TABBABLE)).filter(
    (el) => el.getClientRects().length > 0 && !el.closest('[inert]'),
  );
}

export function installFocusKeeper(doc: Document = document): () => void {
  let disabledWatch: MutationObserver | null = null;
  const stopWatching = () => {
    disabledWatch?.disconnect();
    disabledWatch = null;
  };

  const onFocusOut = (event: FocusEvent) => {
    const left = event.target;
    if (event.relatedTarget || !(left instanceof HTMLElement) || !left.matches(':disabled')) return;
    stopWatching();
    disabledWatch = new MutationObserver(() => {
      if (!left.isConnected) return stopWatching();
      if (left.matches(':disabled')) return;
      stopWatching();
      // Only if the focus is still nowhere: a user who clicked elsewhere meanwhile keeps their place.
      if (doc.activeElement === doc.body || doc.activeElement === null) left.focus();
    });
    disabledWatch.observe(left, { attributes: true, attributeFilter: ['disabled'] });
  };
  // The user moved on: the disabled element no longer gets the focus back.
  const onFocusIn = () => stopWatching();

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Tab' || event.defaultPrevented) return;
    const dialog = topDialog(doc);
    if (!dialog) return;
    const active = doc.activeElement;
    // In the dialog Mantine's trap moves the focus; in another portal (a dropdown) the focus is kept
    // by its own component.
    if (active instanceof HTMLElement && active !== doc.body && active.closest('[data-portal]')) return;
    const inside = tabbables(dialog);
    if (inside.length === 0) return;
    event.preventDefault();
    (event.shiftKey ? inside[inside.length - 1]! : inside[0]!).focus();
  };

  doc.addEventListener('focusout', onFocusOut, true);
  doc.addEventListener('focusin', onFocusIn, true);
  // In the capture phase: before the page behind reacts to the key.
  doc.addEventListener('keydown', onKeyDown, true);
  return () => {
    stopWatching();
    doc.removeEventListener('focusout', onFocusOut, true);
    doc.removeEventListener('focusin', onFocusIn, true);
    doc.removeEventListener('keydown', onKeyDown, true);
  };
}
