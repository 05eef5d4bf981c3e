// A button for an asynchronous action: loading while it runs, then its outcome (spec 000 §9: 1500 ms).
import { Button, type ButtonProps, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { type ComponentPropsWithoutRef, type MouseEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export const ASYNC_RESULT_DURATION = 1500;

export type AsyncButtonStatus = 'idle' | 'running' | 'success' | 'error';

export interface AsyncButtonProps
  extends ButtonProps,
    Omit<ComponentPropsWithoutRef<'button'>, keyof ButtonProps | 'onClick' | 'onError'> {
  /** The action; the button shows success when it resolves and error when it rejects. */
  onClick: (event: MouseEvent<HTMLButtonElement>) => Promise<unknown>;
  /** Called with the rejection (e.g. to show a notification); the button shows the error either way. */
  onError?: (error: unknown) => void;
  /** How long the outcome stays visible, in ms. */
  resultDuration?: number;
}

/** Mantine Button with loading, success and error states; disabled while the action runs. */
export function AsyncButton({
  onClick,
  onError,
  resultDuration = ASYNC_RESULT_DURATION,
  disabled,
  color,
  leftSection,
  children,
  ...rest
}: AsyncButtonProps) {
  const { t } = useTranslation('forms');
  const [status, setStatus] = useState<AsyncButtonStatus>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const mounted = useRef(true);
  const running = useRef(false);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(timer.current);
    };
  }, []);

  const finish = (outcome: 'success' | 'error') => {
    running.current = false;
    if (!mounted.current) return;
    setStatus(outcome);
    timer.current = setTimeout(() => {
      if (mounted.current) setStatus('idle');
    }, resultDuration);
  };

  const handleClick = async (event: MouseEvent<HTMLButtonElement>) => {
    if (running.current) return;
    running.current = true;
    clearTimeout(timer.current);
    setStatus('running');
    try {
      await onClick(event);
      finish('success');
    } catch (error) {
      finish('error');
      onError?.(error);
    }
  };

  const resultColor = status === 'success' ? 'teal' : status === 'error' ? 'red' : color;
  const resultIcon =
    status === 'success' ? (
      <IconCheck size={16} aria-hidden />
    ) : status === 'error' ? (
      <IconX size={16} aria-hidden />
    ) : (
      leftSection
    );

  return (
    <>
      <Button
        {...rest}
        color={resultColor}
        leftSection={resultIcon}
        loading={status === 'running'}
        disabled={disabled || status === 'running'}
        aria-busy={status === 'running' || undefined}
        data-status={status}
        onClick={handleClick}
      >
        {children}
      </Button>
      <VisuallyHidden role="status" aria-live="polite">
        {status === 'idle' ? '' : t(`async.${status}`)}
      </VisuallyHidden>
    </>
  );
}
