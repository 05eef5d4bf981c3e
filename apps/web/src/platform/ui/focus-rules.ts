// The application's rules for the keyboard focus, for every page at once: where it goes as a
// dialog opens and goes (dialog-focus), and to the first invalid field of a refused form
// (forms/submit-focus). The app's root installs them; the component tests' providers do too.
import { useEffect } from 'react';
import { focusInvalidOnSubmit } from '../forms/submit-focus';
import { keepDialogFocus } from './dialog-focus';

export function useFocusRules(): void {
  useEffect(() => {
    const uninstall = [keepDialogFocus(document), focusInvalidOnSubmit(document)];
    return () => {
      for (const undo of uninstall) undo();
    };
  }, []);
}
