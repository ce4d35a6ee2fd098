import { Alert, Button, Group, Loader, Stack, Title } from '@mantine/core';
import { IconAlertCircle, IconLock } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import type { TArticle } from '@fura/domain/article-schemas';
import { ARTICLE_MESSAGES } from '@fura/domain/article-schemas';
import { isEditableStatus } from '@fura/domain/article-transitions';
import type { ArticleType } from '@fura/domain/articles';
import { ROUTES, routePath } from '@fura/domain/routes';
import { ApiError } from '../../../shared/api/client';
import { useSession } from '../../../shared/session/session-query';
import { showSuccessToast } from '../../../shared/ui/toast';
import { useEditedArticle } from '../api/get-user-article';
import { updateArticle } from '../api/send-article';
import { CHANGES_SAVED, EDIT_REFUSALS } from '../article-form-texts';
import { articleFormValues } from '../article-form-values';
import { ArticleForm } from '../components/ArticleForm';
import { rememberSavedArticle } from '../saved-article';

/** Statuses in which a listing can no longer change (in work, completed; SPEC §4). */

function Refusal({ message, href, linkText }: { message: string; href: string; linkText: string }) {
  return (
    <Alert color="orange" variant="light" icon={<IconLock />} data-testid="article-edit-refused">
      <Stack gap="sm" align="flex-start">
        {message}
        <Button component={Link} to={href} variant="light" size="sm">
          {linkText}
        </Button>
      </Stack>
    </Alert>
  );
}

function EditForm({ type, article }: { type: ArticleType; article: TArticle }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const listingHref = routePath(type, { id: article._id });
  return (
    <ArticleForm
      type={type}
      mode="edit"
      defaultValues={articleFormValues(article)}
      initialPhotos={article.cargoPhoto}
      initialCarPhoto={article.car?.photo ?? null}
      keepPublished={article.status === 2}
      send={(input, files, onProgress) => updateArticle(article._id, input, files, onProgress)}
      onSaved={(saved) => {
        rememberSavedArticle(client, saved, article.status);
        showSuccessToast(CHANGES_SAVED);
        void navigate(routePath(type, { id: saved._id }));
      }}
      cancelHref={listingHref}
    />
  );
}

/** /edit-order/:id and /edit-offer/:id: only the author, and not once the listing is in work or completed. */
export function ArticleEditPage({ type }: { type: ArticleType }) {
  const { id = '' } = useParams();
  const { user } = useSession();
  const query = useEditedArticle(type, id);
  const title = ROUTES[type === 'order' ? 'editOrder' : 'editOffer'].title;
  const myList = routePath(type === 'order' ? 'myOrders' : 'myOffers');

  let body: React.ReactNode;
  if (query.isPending) {
    body = <Loader aria-label="Загрузка" />;
  } else if (query.isError) {
    const missing = query.error instanceof ApiError && [400, 403, 404].includes(query.error.status);
    body = missing ? (
      <Refusal message={ARTICLE_MESSAGES.notFound} href={myList} linkText="К моим объявлениям" />
    ) : (
      <Alert color="red" variant="light" icon={<IconAlertCircle />} data-testid="article-edit-error">
        <Stack gap="sm" align="flex-start">
          {EDIT_REFUSALS.loadFailed}
          <Button variant="light" size="sm" onClick={() => void query.refetch()}>
            Повторить
          </Button>
        </Stack>
      </Alert>
    );
  } else {
    const article = query.data;
    const listingHref = routePath(type, { id: article._id });
    if (!user || article.author._id !== user._id) {
      body = <Refusal message={EDIT_REFUSALS.notAuthor} href={listingHref} linkText="Открыть объявление" />;
    } else if (!isEditableStatus(article.status)) {
      body = <Refusal message={EDIT_REFUSALS.locked} href={listingHref} linkText="Открыть объявление" />;
    } else {
      body = <EditForm key={article._id} type={type} article={article} />;
    }
  }

  return (
    <Stack gap="lg" maw={920}>
      <Group justify="space-between" align="center">
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {title}
        </Title>
      </Group>
      {body}
    </Stack>
  );
}
