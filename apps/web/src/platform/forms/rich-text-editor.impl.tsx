// The Tiptap part of RichTextEditor; imported only through React.lazy so it stays a separate chunk.
import '@mantine/tiptap/styles.css';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { IconPhoto, IconPilcrow } from '@tabler/icons-react';
import Image from '@tiptap/extension-image';
import TextAlign from '@tiptap/extension-text-align';
import { type Editor, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RichTextEditorImplProps } from './RichTextEditor';

/** Attributes of the editable area: it is a labelled multi-line text box. */
function contentAttributes(labelledBy: string | undefined, invalid: boolean): Record<string, string> {
  return {
    role: 'textbox',
    'aria-multiline': 'true',
    ...(labelledBy ? { 'aria-labelledby': labelledBy } : {}),
    ...(invalid ? { 'aria-invalid': 'true' } : {}),
  };
}

const IMAGE_URL = /^(https?:\/\/\S+|\/\S*)$/i;

function ParagraphControl({ editor, label }: { editor: Editor | null; label: string }) {
  const active = useEditorState({ editor, selector: (ctx) => ctx.editor?.isActive('paragraph') ?? false });
  return (
    <RichTextEditor.Control
      aria-label={label}
      title={label}
      active={Boolean(active)}
      onClick={() => editor?.chain().focus().setParagraph().run()}
    >
      <IconPilcrow size={16} stroke={1.5} aria-hidden />
    </RichTextEditor.Control>
  );
}

function ImageControl({ editor }: { editor: Editor | null }) {
  const { t } = useTranslation('editor');
  const [opened, setOpened] = useState(false);
  const [src, setSrc] = useState('');
  const [alt, setAlt] = useState('');
  const [error, setError] = useState<string | null>(null);

  const open = () => {
    setSrc('');
    setAlt('');
    setError(null);
    setOpened(true);
  };

  const insert = (event: FormEvent) => {
    event.preventDefault();
    const url = src.trim();
    if (!IMAGE_URL.test(url)) {
      setError(t('imageUrlInvalid'));
      return;
    }
    editor
      ?.chain()
      .focus()
      .setImage({ src: url, alt: alt.trim() || undefined })
      .run();
    setOpened(false);
  };

  return (
    <>
      <RichTextEditor.Control aria-label={t('image')} title={t('image')} onClick={open}>
        <IconPhoto size={16} stroke={1.5} aria-hidden />
      </RichTextEditor.Control>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t('imageTitle')}>
        <form onSubmit={insert} noValidate>
          <Stack>
            <TextInput
              label={t('imageUrl')}
              value={src}
              onChange={(e) => {
                setSrc(e.currentTarget.value);
                setError(null);
              }}
              error={error}
              required
              data-autofocus
              type="url"
            />
            <TextInput label={t('imageAlt')} value={alt} onChange={(e) => setAlt(e.currentTarget.value)} />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setOpened(false)}>
                {t('cancel')}
              </Button>
              <Button type="submit">{t('insert')}</Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}

/** Tiptap with StarterKit (its own Link off: Mantine's Link is used), alignment and images. */
export function RichTextEditorImpl({
  value,
  onChange,
  readOnly,
  minHeight,
  labelledBy,
  invalid,
  onFocus,
  onBlur,
}: RichTextEditorImplProps) {
  const { t } = useTranslation('editor');
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const emitted = useRef(value);

  const editor = useEditor({
    extensions: [
      StarterKit.configure({ link: false }),
      Link,
      TextAlign.configure({ types: ['heading', 'paragraph'] }),
      Image,
    ],
    content: value,
    editable: !readOnly,
    onUpdate: ({ editor }) => {
      const html = editor.getHTML();
      if (html === emitted.current) return;
      emitted.current = html;
      onChangeRef.current(html);
    },
    onFocus: () => onFocus?.(),
    onBlur: () => onBlur?.(),
    editorProps: { attributes: contentAttributes(labelledBy, invalid) },
  });

  // A value set from outside (form reset, loaded record) replaces the content.
  useEffect(() => {
    if (!editor || value === emitted.current) return;
    emitted.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    if (editor && editor.isEditable === Boolean(readOnly)) editor.setEditable(!readOnly, false);
  }, [editor, readOnly]);

  useEffect(() => {
    editor?.setOptions({ editorProps: { attributes: contentAttributes(labelledBy, invalid) } });
  }, [editor, labelledBy, invalid]);

  const labels = useMemo(
    () => ({
      boldControlLabel: t('bold'),
      italicControlLabel: t('italic'),
      underlineControlLabel: t('underline'),
      strikeControlLabel: t('strike'),
      clearFormattingControlLabel: t('clearFormatting'),
      h1ControlLabel: t('h1'),
      h2ControlLabel: t('h2'),
      h3ControlLabel: t('h3'),
      h4ControlLabel: t('h4'),
      bulletListControlLabel: t('bulletList'),
      orderedListControlLabel: t('orderedList'),
      alignLeftControlLabel: t('alignLeft'),
      alignCenterControlLabel: t('alignCenter'),
      alignRightControlLabel: t('alignRight'),
      alignJustifyControlLabel: t('alignJustify'),
      codeControlLabel: t('code'),
      codeBlockControlLabel: t('codeBlock'),
      linkControlLabel: t('link'),
      unlinkControlLabel: t('unlink'),
      linkEditorInputLabel: t('linkUrl'),
      linkEditorInputPlaceholder: t('linkPlaceholder'),
      linkEditorExternalLink: t('linkExternal'),
      linkEditorInternalLink: t('linkInternal'),
      linkEditorSave: t('linkSave'),
      undoControlLabel: t('undo'),
      redoControlLabel: t('redo'),
    }),
    [t],
  );

  return (
    <RichTextEditor editor={editor} labels={labels} data-invalid={invalid || undefined}>
      {!readOnly && (
        <RichTextEditor.Toolbar sticky stickyOffset={0}>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
            <RichTextEditor.ClearFormatting />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <ParagraphControl editor={editor} label={t('paragraph')} />
            <RichTextEditor.H1 />
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <RichTextEditor.H4 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.AlignLeft />
            <RichTextEditor.AlignCenter />
            <RichTextEditor.AlignRight />
            <RichTextEditor.AlignJustify />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Code />
            <RichTextEditor.CodeBlock />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
            <ImageControl editor={editor} />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
      )}
      <RichTextEditor.Content style={{ minHeight }} />
    </RichTextEditor>
  );
}
