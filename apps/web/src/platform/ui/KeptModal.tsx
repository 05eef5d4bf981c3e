// A dialog that stays mounted, so Mantine returns the keyboard focus to what opened it when it
// closes; its body mounts only while open (fresh form state each time). The body sets
// `closer.current` to its own close (asking about unsaved changes, or nothing while busy): Escape,
// the close button and a click outside go through it.
import { Modal, type ModalProps } from '@mantine/core';
import i18next from 'i18next';
import { type ReactNode, type RefObject, useRef } from 'react';
import { useReturnFocus } from '../forms/use-return-focus';

export type ModalCloser = RefObject<() => void>;

type Props = Omit<ModalProps, 'children' | 'onClose'> & {
  onClose: () => void;
  children: (closer: ModalCloser) => ReactNode;
};

export function KeptModal({ opened, onClose, children, ...props }: Props) {
  // Mounted already open (`{adding && <… opened />}`) it unmounts instead of closing; opened from a
  // menu's item, Mantine returns the focus to the item, gone with its menu. Either way Mantine would
  // leave the focus on the page's body: back to the opener then.
  useReturnFocus(opened);
  const closer = useRef(onClose);
  if (!opened) closer.current = onClose;
  return (
    <Modal
      opened={opened}
      onClose={() => closer.current()}
      // The close button says what it does (a screen reader would announce only "button").
      closeButtonProps={{ 'aria-label': i18next.t('common:close') }}
      {...props}
    >
      {opened && children(closer)}
    </Modal>
  );
}

/** The last value that was set, to keep a closing dialog's title while it fades out. */
export function useLast<T>(value: T | null | undefined): T | null {
  const last = useRef<T | null>(value ?? null);
  if (value != null) last.current = value;
  return last.current;
}
