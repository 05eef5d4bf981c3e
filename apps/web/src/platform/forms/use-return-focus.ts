// Keyboard focus back to what opened a dialog, where Mantine's own return cannot: Mantine's Modal
// returns the focus only when `opened` turns false (not when the dialog unmounts), and to what was
// focused when its transition began, which for an item of a menu is already gone with the menu
// (the focus then fell on the page's body). The opener is read when the dialog opens: the button
// that opened it or, for an item of a menu, the menu's button; it gets the focus back when the
// dialog closes or unmounts, if it is still on the page and the focus has nowhere else to be.
import { useEffect, useRef } from 'react';

/** What opened a dialog being opened now: the focused element, or a focused menu item's menu button. */
export function opener(): HTMLElement | null {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || active === document.body) return null;
  const menu = active.closest<HTMLElement>('[role="menu"]');
  if (menu?.id) return document.querySelector<HTMLElement>(`[aria-controls="${CSS.escape(menu.id)}"]`) ?? active;
  return active;
}

/** How long a closing dialog may keep the focus (its exit transition) before the opener stops waiting. */
const CLOSING_MS = 1000;
const STEP_MS = 50;

/**
 * The opener gets the focus once the dialog has let it go (after its exit transition, when the
 * focus falls on the page's body), unless it went somewhere else meanwhile (the user moved on, or
 * another dialog took it).
 */
export function returnFocusTo(trigger: HTMLElement | null): void {
  if (!trigger) return;
  let waited = 0;
  const attempt = () => {
    // The page may be gone by then (a test's document torn down).
    if (typeof document === 'undefined') return;
    const active = document.activeElement;
    if (!active || active === document.body) {
      if (trigger.isConnected) trigger.focus();
      return;
    }
    // Still in a dialog (the one closing): wait for it to go.
    if (active.closest('[role="dialog"]') && waited < CLOSING_MS) {
      waited += STEP_MS;
      window.setTimeout(attempt, STEP_MS);
    }
  };
  window.setTimeout(attempt, 0);
}

/**
 * Call it in the dialog's component with whether the dialog is open (a dialog mounted only while
 * open: leave the default). The opener is read at the render that opens it, before the menu that
 * opened it has gone; whatever is focused later is inside the dialog.
 */
export function useReturnFocus(open = true): void {
  const trigger = useRef<HTMLElement | null>(null);
  const shown = useRef(false);
  if (open && !shown.current) trigger.current = opener();
  shown.current = open;
  useEffect(() => {
    if (open) return;
    returnFocusTo(trigger.current);
    trigger.current = null;
  }, [open]);
  useEffect(() => () => returnFocusTo(trigger.current), []);
}
