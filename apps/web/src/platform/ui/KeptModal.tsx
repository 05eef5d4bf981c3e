// A dialog that stays mounted, its body only while open (fresh form state each time, and the
// closing dialog keeps its size while it fades out). The body sets `closer.current` to its own
// close (asking about unsaved changes, or nothing while busy): Escape, the close button and a
// click outside go through it. Where the focus goes is the app's rule for every dialog
// (platform/ui/dialog-focus).
import { Modal, type ModalProps } from '@mantine/core';
import { type ReactNode, type RefObject, useRef } from 'react';

export type ModalCloser = RefObject<() => void>;

type Props = Omit<ModalProps, 'children' | 'onClose'> & {
  onClose: () => void;
  children: (closer: ModalCloser) => ReactNode;
};

export function KeptModal({ opened, onClose, children, ...props }: Props) {
  const closer = useRef(onClose);
  if (!opened) closer.current = onClose;
  return (
    <Modal opened={opened} onClose={() => closer.current()} {...props}>
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
