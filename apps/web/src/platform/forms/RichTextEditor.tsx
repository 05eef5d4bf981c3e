// The rich-text field: Tiptap loads lazily as its own chunk (about 155 kB gzip), a skeleton meanwhile.
import { Input, Skeleton } from '@mantine/core';
import { lazy, type ReactNode, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { loadNamespace } from '../i18n/i18n';

export interface RichTextEditorProps {
  /** The content as HTML. */
  value: string;
  /** Called with the new HTML on every change. */
  onChange: (html: string) => void;
  label?: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  readOnly?: boolean;
  /** Minimum height of the editing area in px. */
  minHeight?: number;
  onFocus?: () => void;
  onBlur?: () => void;
}

/** Props the lazily loaded implementation receives. */
export interface RichTextEditorImplProps
  extends Omit<RichTextEditorProps, 'label' | 'description' | 'error' | 'required'> {
  labelledBy?: string;
  invalid: boolean;
}

// The editor's texts (namespace `editor`) come with it, not with the first chunk.
const RichTextEditorImpl = lazy(() =>
  Promise.all([import('./rich-text-editor.impl'), loadNamespace('editor')]).then(([m]) => ({
    default: m.RichTextEditorImpl,
  })),
);

/** Mantine RichTextEditor with the spec's menu; value and onChange carry HTML. Fits form.getInputProps(). */
export function RichTextEditor({ label, description, error, required, minHeight = 200, ...rest }: RichTextEditorProps) {
  const { t } = useTranslation('forms');
  const labelId = useId();
  return (
    <Input.Wrapper
      label={label}
      description={description}
      error={error}
      required={required}
      labelElement="div"
      labelProps={{ id: labelId }}
    >
      <Suspense fallback={<Skeleton height={minHeight + 44} aria-label={t('editor.loading')} role="progressbar" />}>
        <RichTextEditorImpl
          {...rest}
          minHeight={minHeight}
          labelledBy={label ? labelId : undefined}
          invalid={Boolean(error)}
        />
      </Suspense>
    </Input.Wrapper>
  );
}
