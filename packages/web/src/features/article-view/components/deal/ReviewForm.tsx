import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '../../../../shared/forms/zod-resolver';
import { Button, Group, Stack } from '@mantine/core';
import type { TArticle } from '@fura/domain/article-schemas';
import { REVIEW_COMMENT_MAX, ZReviewInput, type TReview } from '@fura/domain/deal-items';
import { FormErrorAlert } from '../../../../shared/ui/inputs/FormErrorAlert';
import { FormField } from '../../../../shared/ui/inputs/FormField';
import { readServerError } from '../../../../shared/ui/inputs/server-errors';
import { SubmitButton } from '../../../../shared/ui/inputs/SubmitButton';
import { showSuccessToast } from '../../../../shared/ui/toast';
import { useSaveReview } from '../../api/save-review';
import { DEAL_TEXTS } from '../../deal-texts';
import { NoPasteTextarea } from '../../../../shared/ui/inputs/NoPasteTextarea';
import { RatingField } from './RatingField';

const SERVER_FIELDS = {
  'review.rating': 'rating',
  'review.comment': 'comment',
  rating: 'rating',
  comment: 'comment',
} as const;

/** A 1–5 rating and a comment about the other side; saving again updates the review. */
export function ReviewForm({
  article,
  userId,
  review,
  onDone,
}: {
  article: TArticle;
  userId: string;
  review: TReview | null;
  onDone?: () => void;
}) {
  const save = useSaveReview();
  const [general, setGeneral] = useState<string[]>([]);
  const { control, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(ZReviewInput),
    defaultValues: { rating: review?.rating ?? 0, comment: review?.comment ?? '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setGeneral([]);
    try {
      const answer = await save.mutateAsync({ article, userId, review: values });
      showSuccessToast(answer.existReview ? DEAL_TEXTS.reviewUpdated : DEAL_TEXTS.reviewSaved);
    } catch (error) {
      const report = readServerError(error, SERVER_FIELDS);
      for (const item of report.fieldErrors) setError(item.field, { message: item.msg });
      setGeneral(report.general);
      return;
    }
    onDone?.();
  });

  return (
    <form onSubmit={onSubmit} noValidate data-testid="review-form">
      <Stack gap="sm">
        <FormField
          control={control}
          name="rating"
          component={RatingField}
          label="Оценка"
          data-testid="review-rating"
        />
        <FormField
          control={control}
          name="comment"
          component={NoPasteTextarea}
          label="Отзыв"
          placeholder="Как прошла перевозка: сроки, связь, сохранность груза"
          withAsterisk
          maxLength={REVIEW_COMMENT_MAX}
          data-testid="review-comment"
        />
        <FormErrorAlert messages={general} testId="review-form-error" />
        <Group gap="sm">
          <SubmitButton loading={formState.isSubmitting} data-testid="review-submit">
            {DEAL_TEXTS.saveReview}
          </SubmitButton>
          {review && onDone && (
            <Button variant="default" size="md" onClick={onDone} disabled={formState.isSubmitting}>
              {DEAL_TEXTS.cancel}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
