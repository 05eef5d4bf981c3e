// Keyboard focus back to what opened a dialog that is mounted only while open (Mantine's Modal
// returns the focus only when `opened` turns false, not when the dialog unmounts; the kept-mounted
// variant is platform/ui/KeptModal). Call it in the dialog's component: the
// element focused when it first renders (the button that opened it; for an item of a menu, the
// menu's button) gets the focus back when it unmounts, if still on the page. `open`: whether the
// dialog is open at its first render (a kept-mounted one that is not leaves it to Mantine).
import { useEffect, useState } from 'react';

function opener(): HTMLElement | null {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || active === document.body) return null;
  const menu = active.closest<HTMLElement>('[role="menu"]');
  if (menu?.id) return document.querySelector<HTMLElement>(`[aria-controls="${CSS.escape(menu.id)}"]`) ?? active;
  return active;
}

export function useReturnFocus(open = true): void {
  // Read once, at the first render: whatever is focused later is inside the dialog.
  const [trigger] = useState(() => (open ? opener() : null));
  useEffect(
    () => () => {
      if (!trigger) return;
      // After the dialog's own focus trap has let go.
      window.setTimeout(() => {
        if (trigger.isConnected) trigger.focus();
      }, 0);
    },
    [trigger],
  );
}
