// Where the keyboard focus goes when a dialog opens and when it goes, for every dialog of the
// application at once (installed by the app's root: focus-rules.ts), instead of each dialog minding it:
// - A dialog starts at its first field, not at its close button: Mantine's focus trap takes the
//   first tabbable element, which is the header's close button, unless one is marked
//   `data-autofocus` (that mark still wins: the trap focuses it, not the close button). A question
//   without fields starts at its cancel button (`data-cancel`).
// - When a dialog goes and the focus falls on the page's body, it returns to what opened the
//   dialog: the button, or for an item of a menu (gone with its menu) the menu's button. Mantine
//   returns it only when `opened` turns false and only to the element focused at that moment,
//   so a dialog mounted only while open (`{adding && <Modal opened …/>}`) or opened from a menu's
//   item left the next Tab at the top of the page.

const DIALOG = '[role="dialog"]';
/** The fields a dialog may start at, in the order of the page; Mantine's file and date pickers are buttons. */
const FIELD = 'input:not([type="hidden"]), select, textarea, [role="combobox"], button.mantine-Input-input';

/** What opened a dialog being opened now: the focused element, or a focused menu item's menu button. */
export function openerOf(element: Element | null): HTMLElement | null {
  if (!(element instanceof HTMLElement) || element === element.ownerDocument.body) return null;
  const menu = element.closest<HTMLElement>('[role="menu"]');
  if (menu?.id) {
    const button = element.ownerDocument.querySelector<HTMLElement>(`[aria-controls="${CSS.escape(menu.id)}"]`);
    if (button) return button;
  }
  return element;
}

/** A field the user can reach: enabled, writable, in the tab order and shown (a file picker's own input is not). */
const usable = (field: HTMLElement) =>
  // A select's input is read-only (its value is chosen, not typed) but a field all the same.
  !field.matches(':disabled, [readonly]:not([aria-haspopup]), [aria-hidden="true"]') &&
  field.tabIndex >= 0 &&
  (typeof field.checkVisibility === 'function'
    ? field.checkVisibility()
    : getComputedStyle(field).display !== 'none' && !field.closest('[hidden]'));

/** The dialog's first field the user can type or choose in; for a radio group its chosen radio. */
function firstField(dialog: Element): HTMLElement | null {
  for (const field of dialog.querySelectorAll<HTMLElement>(FIELD)) {
    if (!usable(field)) continue;
    if (field instanceof HTMLInputElement && field.type === 'radio' && field.name) {
      const group = dialog.querySelectorAll<HTMLInputElement>(`input[type="radio"][name="${CSS.escape(field.name)}"]`);
      return [...group].find((radio) => radio.checked && usable(radio)) ?? field;
    }
    return field;
  }
  return null;
}

const isCloseButton = (element: Element) => element.matches('.mantine-Modal-close, .mantine-Drawer-close');

interface OpenDialog {
  dialog: Element;
  opener: HTMLElement | null;
}

/** A pressed control (a click does not focus a button in every browser): the dialog's opener to be. */
const CONTROL = 'button, a[href], input, select, textarea, [tabindex], [role="menuitem"]';

/** Installs the rules on a document; answers the uninstall. */
export function keepDialogFocus(doc: Document = document): () => void {
  /** The dialogs the focus has been in, the latest last, with what opened each. */
  const open: OpenDialog[] = [];
  /** What had the focus, or was pressed, last: the opener of a dialog the focus enters next. */
  let last: HTMLElement | null = null;

  // While a dialog is open: each change of the page looks whether it has gone with the focus.
  const observer = new MutationObserver(() => {
    const gone: OpenDialog[] = [];
    for (let i = open.length - 1; i >= 0; i--) {
      if (!open[i]!.dialog.isConnected) gone.push(...open.splice(i, 1));
    }
    // A question asked from a dialog (its unsaved changes) can outlive it: the form goes at once
    // on "Leave", the question only after its closing transition. The question's opener, a field of
    // the form, went with the form, so the form's opener takes its place.
    for (const entry of open) {
      const asker = gone.find((g) => entry.opener && g.dialog.contains(entry.opener));
      if (asker) entry.opener = asker.opener;
    }
    if (!open.length) observer.disconnect();
    const active = doc.activeElement;
    if (gone.length && (!active || active === doc.body)) {
      // The latest dialog's opener; when that went too (it was in a dialog that went with it), an earlier one's.
      gone.find((entry) => entry.opener?.isConnected)?.opener?.focus();
    }
  });

  const onFocusIn = (event: FocusEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const dialog = target?.closest(DIALOG);
    if (target && dialog && !open.some((entry) => entry.dialog === dialog)) {
      if (!open.length) observer.observe(doc.body, { childList: true, subtree: true });
      open.push({ dialog, opener: last && !dialog.contains(last) ? last : null });
      // Entered at its close button: to the first field instead, if it has one, and a question
      // without fields to its safe answer (marked `data-cancel`: "Zrušit", which Enter then
      // presses, not the action). Marked as Mantine's trap reads it, since the trap focuses the
      // dialog's start more than once as it opens.
      const field = isCloseButton(target)
        ? (firstField(dialog) ?? dialog.querySelector<HTMLElement>('[data-cancel]:not(:disabled)'))
        : null;
      if (field) {
        field.setAttribute('data-autofocus', '');
        field.focus();
        return;
      }
    }
    last = openerOf(target);
  };
  const onPointerDown = (event: PointerEvent) => {
    const control = event.target instanceof Element ? event.target.closest(CONTROL) : null;
    if (control) last = openerOf(control);
  };

  doc.addEventListener('focusin', onFocusIn, true);
  doc.addEventListener('pointerdown', onPointerDown, true);
  return () => {
    doc.removeEventListener('focusin', onFocusIn, true);
    doc.removeEventListener('pointerdown', onPointerDown, true);
    observer.disconnect();
    open.length = 0;
  };
}
