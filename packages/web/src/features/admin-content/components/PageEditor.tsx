import { useForm } from 'react-hook-form';
import { zodResolver } from '../../../shared/forms/zod-resolver';
import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { ZPageSave, type TPage } from '@fura/domain/content';
import { formatDateTime } from '../../../shared/format/date';
import { FormField } from '../../../shared/ui/inputs/FormField';
import { CountedTextarea, PlainTextField } from '../../../shared/ui/inputs/PlainFields';
import { SubmitButton } from '../../../shared/ui/inputs/SubmitButton';
import { showErrorToast, showSuccessToast } from '../../../shared/ui/toast';
import { useDeletePage, useSavePage } from '../api/pages-api';
import { CONTENT_TEXT as T } from '../content-texts';
import { saveForm } from '../save-form';
import { flatFields } from '../server-errors';
import { ConfirmDelete } from './ConfirmDelete';
import { MarkdownField } from './MarkdownField';

const ZPageForm = ZPageSave.omit({ originalSlug: true });
type PageFormInput = { slug: string; title: string; description: string; body: string };
const FIELDS = flatFields<PageFormInput>(['slug', 'title', 'description', 'body']);
const EMPTY: PageFormInput = { slug: '', title: '', description: '', body: '' };

function formValues(page: TPage | null): PageFormInput {
  return page
    ? { slug: page.slug, title: page.title, description: page.description, body: page.body }
    : EMPTY;
}

/** A CMS page's form: address, title, description and the Markdown body with its preview; delete for a saved one. */
export function PageEditor({ page }: { page: TPage | null }) {
  const navigate = useNavigate();
  const save = useSavePage();
  const remove = useDeletePage();
  const {
    control,
    handleSubmit,
    setError,
    reset,
    formState: { isDirty, isSubmitting },
  } = useForm({
    resolver: zodResolver(ZPageForm),
    defaultValues: formValues(page),
  });

  const onSubmit = handleSubmit((values) =>
    saveForm({
      save: () => save.mutateAsync(page ? { ...values, originalSlug: page.slug } : values),
      setError,
      fieldOf: FIELDS,
      nothingChanged: page !== null && !isDirty && T.nothingChanged,
      savedText: T.saved,
      onSaved: (saved) => {
        reset(formValues(saved));
        if (saved.slug !== page?.slug)
          void navigate({ search: `?edit=${encodeURIComponent(saved.slug)}` }, { replace: true });
      },
    }),
  );

  const deletePage = async (slug: string) => {
    try {
      await remove.mutateAsync(slug);
    } catch (error) {
      showErrorToast(error);
      throw error;
    }
    showSuccessToast(T.pageDeleted);
    void navigate({ search: '' }, { replace: true });
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
      <form onSubmit={onSubmit} noValidate data-testid="page-form">
        <Stack gap="md">
          {page && (
            <Group gap="xs" justify="space-between">
              <Text size="sm" c="gray.7">
                {T.updated(formatDateTime(page.updatedAt))}
              </Text>
              <Anchor component={Link} to={`/page/${page.slug}`} target="_blank" size="sm">
                {T.open}: /page/{page.slug}
              </Anchor>
            </Group>
          )}
          <FormField
            control={control}
            name="slug"
            component={PlainTextField}
            label={T.slug}
            description={T.slugHint}
            withAsterisk
            maxLength={80}
            autoComplete="off"
            leftSection={
              <Text size="sm" c="gray.7" aria-hidden>
                /page/
              </Text>
            }
            leftSectionWidth={56}
            data-testid="page-slug"
          />
          <FormField
            control={control}
            name="title"
            component={PlainTextField}
            label={T.title}
            withAsterisk
            maxLength={200}
            data-testid="page-title"
          />
          <FormField
            control={control}
            name="description"
            component={CountedTextarea}
            label={T.description}
            maxLength={300}
            minRows={2}
            data-testid="page-description"
          />
          <FormField
            control={control}
            name="body"
            component={MarkdownField}
            label={T.body}
            withAsterisk
            maxLength={50_000}
            data-testid="page-body"
          />
          <Group justify="space-between" gap="sm">
            <SubmitButton loading={isSubmitting} data-testid="page-submit">
              {T.save}
            </SubmitButton>
            {page && (
              <ConfirmDelete
                question={T.deletePageQuestion(page.title)}
                onConfirm={() => deletePage(page.slug)}
                testId="page-delete"
                aria-label={`${T.delete} страницу «${page.title}»`}
              />
            )}
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
