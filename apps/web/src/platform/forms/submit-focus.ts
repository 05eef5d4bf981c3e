// A form sent with fields its own check refuses: the keyboard focus goes to the first field marked
// invalid, where the message is, for every form of the application at once (installed by the
// app's root). Left on the submit button, a keyboard or screen reader user heard nothing of what
// to mend, and on a phone the message may be out of sight. Errors the server answers later are the
// form's own to focus (use-focus-first-error), since only the form knows when they have arrived.

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
      // Mantine's password field marks its input data-invalid only (its message is still described).
      form.querySelector<HTMLElement>('[aria-invalid="true"], input[data-invalid]')?.focus();
    }, 0);
  };
  doc.addEventListener('submit', onSubmit, true);
  return () => doc.removeEventListener('submit', onSubmit, true);
}
