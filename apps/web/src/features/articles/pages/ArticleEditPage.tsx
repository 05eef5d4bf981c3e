// Writing an article (federation-article/new, federation-article/edit/{id}, admin zone): title,
// perex, the rich-text body (the lazy editor), tags, a cover image uploaded with progress, the
// publish date (empty: a draft) and the zones that show it. Deleting asks first.
import { ARTICLE_LIMITS, ARTICLE_ZONES, type Article } from '@fedra/contract/articles';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  FileInput,
  Group,
  Image,
  Skeleton,
  Stack,
  TagsInput,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useCanAction } from '../../../platform/access';
import {
  acceptOf,
  checkFile,
  fileHint,
  fileProblemText,
  UploadProgressBar,
  uploadErrorFields,
  useUpload,
} from '../../../platform/files';
import {
  confirmDelete,
  FormActions,
  RichTextEditor,
  showSaveError,
  useFormSave,
  useUnsavedChanges,
} from '../../../platform/forms';
import { TypedDateTimeField } from '../../../platform/forms/DateTimeField';
import { toLocalInput } from '../../../platform/i18n/format';
import { usePageTitle } from '../../../platform/routing/page-title';
import { zoneHref } from '../../../platform/routing/zone';
import { ARTICLE_ACTION, ARTICLES_KEY, articleQuery, createArticle, deleteArticle, updateArticle } from '../api';
import {
  ARTICLE_FIELD_MAP,
  type ArticleFormValues,
  articleBody,
  articleFormErrors,
  articleFormValues,
} from '../article-form';
import { ArticleStateBadge } from '../components/ArticleStateBadge';

const PURPOSE = 'article-image';
const LIST = zoneHref('admin', 'federation-article/list');

export default function ArticleEditPage() {
  const { t } = useTranslation('articles');
  const id = Number(useParams().id ?? 0);
  const editing = id > 0;
  const article = useQuery({ ...articleQuery(id), enabled: editing });
  usePageTitle(editing ? t('form.editTitle') : t('form.newTitle'));

  if (editing && article.isError) {
    return (
      <Stack>
        <Alert color="red" title={t('form.loadError')}>
          {article.error.message}
        </Alert>
        <Anchor component={Link} to={LIST}>
          {t('form.back')}
        </Anchor>
      </Stack>
    );
  }
  if (editing && !article.data) return <Skeleton h={480} aria-busy />;
  const links = article.data?.links.map((l) => l.operationId) ?? [];
  return <ArticleForm key={id} article={article.data?.data ?? null} links={links} />;
}

function ArticleForm({ article, links }: { article: Article | null; links: string[] }) {
  const { t } = useTranslation('articles');
  const may = useCanAction();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // A refused save (a title taken) is sent again with the cover already uploaded.
  const { percent, upload, finish } = useUpload('admin', PURPOSE);
  const writable = article ? links.includes(ARTICLE_ACTION.update) : may('federation.article.create');
  const labels = {
    title: t('field.title'),
    perex: t('field.perex'),
    body: t('field.body'),
    tags: t('field.tags'),
    cover: t('field.cover'),
    publishDate: t('field.publishDate'),
    zones: t('field.zones'),
  };

  const form = useForm<ArticleFormValues>({
    initialValues: articleFormValues(article),
    validate: (values) => {
      const errors = articleFormErrors(values, labels);
      if (values.cover) {
        const problem = checkFile(values.cover, PURPOSE);
        if (problem) errors.cover = fileProblemText(problem);
      }
      return errors;
    },
  });
  // Leaving with unsaved edits asks first; a save or a delete leaves without asking.
  const { allowNavigation } = useUnsavedChanges(writable && form.isDirty());
  const save = useFormSave(form, {
    invalidate: ARTICLES_KEY,
    onSaved: () => {
      allowNavigation();
      navigate(LIST);
    },
    errors: { fieldMap: ARTICLE_FIELD_MAP },
  });

  const submit = form.onSubmit(async (values) => {
    try {
      const fileUrl = values.cover
        ? await upload(values.cover, (err) => showSaveError(form, err, uploadErrorFields('cover')))
        : undefined;
      if (fileUrl === null) return;
      const coverImageUrl = fileUrl ?? (values.removeCover ? null : undefined);
      const body = { ...articleBody(values), ...(coverImageUrl !== undefined ? { coverImageUrl } : {}) };
      await save(() => (article ? updateArticle(article.id, body) : createArticle(body)));
    } finally {
      finish();
    }
  });

  const askDelete = () =>
    confirmDelete({
      title: t('form.deleteTitle'),
      name: article!.title,
      note: article?.coverImageUrl ? t('form.deleteNote') : undefined,
      remove: () => deleteArticle(article!.id),
      afterwards: async () => {
        allowNavigation();
        await queryClient.invalidateQueries({ queryKey: ARTICLES_KEY });
        navigate(LIST);
      },
    });

  return (
    <Stack gap="md" maw={960}>
      <Anchor component={Link} to={LIST} size="sm">
        {t('form.back')}
      </Anchor>
      <Group justify="space-between" wrap="wrap">
        <Title order={1}>{article ? t('form.editTitle') : t('form.newTitle')}</Title>
        {article && <ArticleStateBadge state={article.state} />}
      </Group>
      <form onSubmit={submit} noValidate>
        <fieldset disabled={!writable} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <Stack>
            <TextInput
              label={labels.title}
              required
              maxLength={ARTICLE_LIMITS.title}
              {...form.getInputProps('title')}
            />
            <Textarea label={labels.perex} rows={3} maxLength={ARTICLE_LIMITS.perex} {...form.getInputProps('perex')} />
            <RichTextEditor
              label={labels.body}
              minHeight={240}
              readOnly={!writable}
              value={form.values.body}
              onChange={(html) => form.setFieldValue('body', html)}
              error={form.errors.body}
            />
            <TagsInput
              label={labels.tags}
              description={t('form.tagsHint')}
              maxTags={ARTICLE_LIMITS.tags}
              clearable
              splitChars={[',']}
              {...form.getInputProps('tags')}
            />
            <Group align="flex-end" gap="sm" wrap="wrap">
              <TypedDateTimeField
                label={labels.publishDate}
                description={t('form.publishHint')}
                w={{ base: '100%', xs: 280 }}
                {...form.getInputProps('publishDate')}
              />
              <Button
                variant="default"
                onClick={() => form.setFieldValue('publishDate', toLocalInput(new Date().toISOString()))}
              >
                {t('form.now')}
              </Button>
            </Group>
            <Checkbox.Group label={labels.zones} required {...form.getInputProps('zones')}>
              <Group mt={6} gap="md">
                {ARTICLE_ZONES.map((z) => (
                  <Checkbox key={z} value={z} label={t(`zone.${z}`)} />
                ))}
              </Group>
            </Checkbox.Group>
            {article?.coverImageUrl && !form.values.removeCover && !form.values.cover && (
              <Stack gap={4}>
                <Text size="sm" fw={500}>
                  {t('form.coverCurrent')}
                </Text>
                <Image src={article.coverImageUrl} alt={t('form.coverCurrent')} maw={320} radius="sm" />
              </Stack>
            )}
            <FileInput
              label={labels.cover}
              description={`${t('form.coverHint')} ${fileHint(PURPOSE)}`}
              clearable
              accept={acceptOf(PURPOSE)}
              leftSection={<IconPhotoUp size={16} aria-hidden />}
              disabled={percent !== null}
              {...form.getInputProps('cover')}
              onChange={(file) => {
                form.setFieldValue('cover', file);
                if (file) form.validateField('cover');
                else form.clearFieldError('cover');
              }}
            />
            {article?.coverImageUrl && (
              <Checkbox label={t('form.coverRemove')} {...form.getInputProps('removeCover', { type: 'checkbox' })} />
            )}
            <UploadProgressBar percent={percent} label={t('form.progress')} text={t('form.uploading', { percent })} />
            {writable && <FormActions onCancel={() => navigate(LIST)} submitting={form.submitting} />}
          </Stack>
        </fieldset>
      </form>
      {article && links.includes(ARTICLE_ACTION.delete) && (
        <Group>
          <Button color="red" variant="light" leftSection={<IconTrash size={16} aria-hidden />} onClick={askDelete}>
            {t('form.delete')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
