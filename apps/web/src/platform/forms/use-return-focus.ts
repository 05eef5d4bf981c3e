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

/** After the dialog's own focus trap has let go: the opener, unless the focus went somewhere else. */
export function returnFocusTo(trigger: HTMLElement | null): void {
  if (!trigger) return;
  window.setTimeout(() => {
    const active = document.activeElement;
    const lost = !active || active === document.body;
    if (lost && trigger.isConnected) trigger.focus();
  }, 0);
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
