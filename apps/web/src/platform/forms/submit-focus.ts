// A form sent with fields its own check refuses: the keyboard focus goes to the first field marked
// invalid, where the message is, for every form of the application at once (installed by the
// app's root). Left on the submit button, a keyboard or screen reader user heard nothing of what
// to mend, and on a phone the message may be out of sight. Errors the server answers later are the
// form's own to focus (use-focus-first-error), since only the form knows when they have arrived.

/**
 * Where a field is marked invalid: Mantine's password field marks its input data-invalid only (its
 * message is still described); a radio or checkbox group marks nothing but shows its message.
 */
const INVALID = '[aria-invalid="true"], input[data-invalid], .mantine-RadioGroup-error, .mantine-CheckboxGroup-error';

/** The form's first invalid field; for a group, its chosen option or else its first. */
function firstInvalid(form: HTMLFormElement): HTMLElement | null {
  const marked = form.querySelector<HTMLElement>(INVALID);
  const group = marked?.closest('.mantine-RadioGroup-root, .mantine-CheckboxGroup-root');
  if (!group) return marked;
  const options = [...group.querySelectorAll<HTMLInputElement>('input:not(:disabled)')];
  return options.find((option) => option.checked) ?? options[0] ?? null;
}

/** Installs the rule on a document; answers the uninstall. */
export function focusInvalidOnSubmit(doc: Document = document): () => void {
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    // The submit button, or the field where Enter sent the form.
    const sentFrom = doc.activeElement;
    // A submit event's state changes have rendered by the next task.
    window.setTimeout(() => {
      const active = doc.activeElement;
      // Where the form put the focus meanwhile, it stays.
      if (active && active !== doc.body && active !== sentFrom) return;
      firstInvalid(form)?.focus();
    }, 0);
  };
  doc.addEventListener('submit', onSubmit, true);
  return () => doc.removeEventListener('submit', onSubmit, true);
}
