// After a save the server refused with field errors, the keyboard focus (and the scroll) goes to
// the first field marked invalid: in a long editable table (standings, scoring rows) the message
// next to a row may be out of sight, and no notification is shown for errors matched to fields.
// `request()` before applying the server's errors; the focus moves once they have rendered.
import { useEffect, useRef } from 'react';

export function useFocusFirstError<T extends HTMLElement = HTMLFormElement>(errors: Record<string, unknown>) {
  const ref = useRef<T>(null);
  const pending = useRef(false);
  useEffect(() => {
    if (!pending.current || Object.keys(errors).length === 0) return;
    pending.current = false;
    ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);
  return {
    ref,
    request: () => {
      pending.current = true;
    },
  };
}
