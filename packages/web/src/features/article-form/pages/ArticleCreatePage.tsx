import { useState } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { ArticleType } from '@fura/domain/articles';
import { ROUTES, routePath } from '@fura/domain/routes';
import { showSuccessToast } from '../../../shared/ui/toast';
import { createArticle } from '../api/send-article';
import { createdToast } from '../article-form-texts';
import { emptyArticleForm } from '../article-form-values';
import { ArticleForm } from '../components/ArticleForm';
import { rememberSavedArticle } from '../saved-article';

const LEADS: Record<ArticleType, string> = {
  order: 'Перевозчики увидят заказ в поиске сразу после публикации. Черновик виден только вам.',
  offer: 'Грузовладельцы увидят предложение в поиске сразу после публикации. Черновик виден только вам.',
};

/** /order-create (cargo owners) and /offer-create (carriers). */
export function ArticleCreatePage({ type }: { type: ArticleType }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const [defaultValues] = useState(emptyArticleForm);
  const title = ROUTES[type === 'order' ? 'orderCreate' : 'offerCreate'].title;
  return (
    <Stack gap="lg" maw={920}>
      <Stack gap={4}>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {title}
        </Title>
        <Text c="dimmed">{LEADS[type]}</Text>
      </Stack>
      <ArticleForm
        key={type}
        type={type}
        mode="create"
        defaultValues={defaultValues}
        send={createArticle}
        onSaved={(article, publish) => {
          rememberSavedArticle(client, article, null);
          showSuccessToast(createdToast(type, publish));
          void navigate(routePath(type, { id: article._id }));
        }}
      />
    </Stack>
  );
}
