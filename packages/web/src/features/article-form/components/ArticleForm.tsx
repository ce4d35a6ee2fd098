import { useMemo, useRef, useState } from 'react';
import { Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import type { TArticle, TArticleInput, TArticleResponse, TPhoto } from '@fura/domain/article-schemas';
import type { ArticleType } from '@fura/domain/articles';
import { ApiError } from '../../../shared/api/client';
import { FormErrorAlert } from '../../../shared/ui/inputs/FormErrorAlert';
import { readServerError, showErrorToasts } from '../../../shared/ui/inputs/server-errors';
import type { ArticleFiles } from '../api/send-article';
import type { UploadProgress as OnProgress } from '../api/post-multipart';
import { ARTICLE_FORM_TEXTS } from '../article-form-texts';
import { articleResolver } from '../article-form-schema';
import type { ArticleFormValues } from '../article-form-values';
import { articleServerFields } from '../server-fields';
import { useCarPhoto, useCargoPhotos } from '../use-photos';
import { CargoPhotosSection } from './CargoPhotosSection';
import { CargoSection } from './CargoSection';
import { CommentSection } from './CommentSection';
import { DuplicateNotice, duplicateOf } from './DuplicateNotice';
import { FormActions, type SendingButton } from './FormActions';
import { LoadingSection } from './LoadingSection';
import { OfferTransportSection } from './OfferTransportSection';
import { OrderTransportSection } from './OrderTransportSection';
import { PaymentSection } from './PaymentSection';
import { RouteSection } from './RouteSection';
import { UploadProgress } from './UploadProgress';

export type SendArticle = (
  article: TArticleInput,
  files: ArticleFiles,
  onProgress: OnProgress,
) => Promise<TArticleResponse>;

export interface ArticleFormProps {
  type: ArticleType;
  mode: 'create' | 'edit';
  defaultValues: ArticleFormValues;
  initialPhotos?: readonly TPhoto[];
  initialCarPhoto?: TPhoto | null;
  /** Edit: the `publish` flag to send (the server keeps the status on update; sent for completeness). */
  keepPublished?: boolean;
  send: SendArticle;
  onSaved: (article: TArticle, publish: boolean) => void;
  /** Edit: where «Отмена» leads. */
  cancelHref?: string;
}

const FIRST_ERROR =
  '[role="alert"], [data-error], [aria-invalid="true"], .mantine-InputWrapper-error, [data-form-error]';

/**
 * The listing form for orders and offers, create and edit. Checked with the listing contract before sending;
 * server messages land on their fields; nothing typed or picked is lost on a failure.
 */
export function ArticleForm({
  type,
  mode,
  defaultValues,
  initialPhotos = [],
  initialCarPhoto = null,
  keepPublished = true,
  send,
  onSaved,
  cancelHref,
}: ArticleFormProps) {
  const resolver = useMemo(() => articleResolver(type), [type]);
  const { control, handleSubmit, setError, setValue, clearErrors } = useForm<
    ArticleFormValues,
    unknown,
    TArticleInput
  >({ resolver, defaultValues, shouldFocusError: false });
  const photos = useCargoPhotos(initialPhotos);
  const carPhoto = useCarPhoto(initialCarPhoto);
  const [sending, setSending] = useState<SendingButton | null>(null);
  const [progress, setProgress] = useState(0);
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const [duplicate, setDuplicate] = useState<{ msg: string; id: string } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const texts = ARTICLE_FORM_TEXTS[type];
  const carFile = type === 'offer' ? carPhoto.newFile : null;

  // Errors render after this event: reveal the first one in reading order on the next tick.
  const revealFirstError = () => {
    setTimeout(() => {
      const target = formRef.current?.querySelector<HTMLElement>(FIRST_ERROR);
      target?.scrollIntoView({ block: 'center', behavior: 'smooth' });
      if (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) {
        target.focus({ preventScroll: true });
      }
    }, 0);
  };

  const showServerErrors = (error: unknown) => {
    const twin = duplicateOf(error);
    if (twin) {
      setDuplicate(twin);
      revealFirstError();
      return;
    }
    const report = readServerError(error, articleServerFields(type));
    for (const item of report.fieldErrors) {
      if (item.field === 'photos') photos.setError(item.msg);
      else if (item.field === 'carPhoto') carPhoto.setError(item.msg);
      else setError(item.field, { message: item.msg });
    }
    let general = report.general;
    const photoRefused = error instanceof ApiError && (error.status === 413 || error.status === 415);
    if (photoRefused && report.fieldErrors.length === 0) {
      const onCar = photos.newFiles.length === 0 && carFile !== null;
      (onCar ? carPhoto : photos).setError(general.join(' '));
      general = [];
    }
    setFormErrors(general);
    showErrorToasts(general);
    revealFirstError();
  };

  const submit = (publish: boolean, button: SendingButton) =>
    handleSubmit(async (input) => {
      setFormErrors([]);
      setDuplicate(null);
      photos.setError(null);
      carPhoto.setError(null);
      const article: TArticleInput = {
        ...input,
        cargoPhoto: photos.kept,
        car: input.car ? { ...input.car, photo: carPhoto.kept } : null,
        publish,
      };
      setSending(button);
      setProgress(0);
      let answer: TArticleResponse;
      try {
        answer = await send(article, { cargoPhotos: photos.newFiles, carPhoto: carFile }, setProgress);
      } catch (error) {
        showServerErrors(error);
        return;
      } finally {
        setSending(null);
      }
      onSaved(answer.article, publish);
    }, revealFirstError);

  const onSubmit = mode === 'create' ? submit(true, 'publish') : submit(keepPublished, 'save');

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate data-testid="article-form" data-type={type}>
      <Stack gap="md">
        <FormErrorAlert messages={formErrors} testId="article-form-error" />
        {duplicate && <DuplicateNotice type={type} duplicate={duplicate} />}
        <RouteSection control={control} />
        <LoadingSection control={control} />
        {type === 'order' ? (
          <>
            <CargoSection control={control} />
            <OrderTransportSection control={control} />
          </>
        ) : (
          <OfferTransportSection
            control={control}
            setValue={setValue}
            clearErrors={clearErrors}
            carPhoto={carPhoto}
          />
        )}
        <PaymentSection control={control} />
        <CommentSection control={control} label={texts.commentLabel} placeholder={texts.commentPlaceholder} />
        <CargoPhotosSection title={texts.photosTitle} photos={photos} />
        {sending ? (
          <UploadProgress fraction={progress} withFiles={photos.newFiles.length > 0 || carFile !== null} />
        ) : null}
        <FormActions
          mode={mode}
          sending={sending}
          onDraft={() => void submit(false, 'draft')()}
          cancelHref={cancelHref}
        />
      </Stack>
    </form>
  );
}
