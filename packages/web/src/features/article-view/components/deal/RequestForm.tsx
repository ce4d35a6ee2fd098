import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '../../../../shared/forms/zod-resolver';
import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import type { TArticle } from '@fura/domain/article-schemas';
import { REQUEST_TEXT_MAX, type TArticleRequest } from '@fura/domain/deal-items';
import { formatRubles } from '@fura/domain/money';
import { DateField } from '../../../../shared/ui/inputs/DateField';
import { DigitsField } from '../../../../shared/ui/inputs/DigitsField';
import { FormErrorAlert } from '../../../../shared/ui/inputs/FormErrorAlert';
import { FormField } from '../../../../shared/ui/inputs/FormField';
import { readServerError } from '../../../../shared/ui/inputs/server-errors';
import { SubmitButton } from '../../../../shared/ui/inputs/SubmitButton';
import { showSuccessToast } from '../../../../shared/ui/toast';
import { useCreateRequest } from '../../api/create-request';
import { useUpdateRequest } from '../../api/update-request';
import { DEAL_TEXTS } from '../../deal-texts';
import {
  PRICE_MAX_DIGITS,
  REQUEST_SERVER_FIELDS,
  requestFormValues,
  requestInputOf,
  ZRequestForm,
} from '../../request-form-values';
import { NoPasteTextarea } from '../../../../shared/ui/inputs/NoPasteTextarea';
import { RequestVehicleField } from './RequestVehicleField';

/**
 * «Откликнуться»: text, proposed price in roubles and date. With `request` it edits that request. The server's
 * refusals (no tariff, duplicate, not published…) are shown above the button.
 */
export function RequestForm({
  article,
  request,
  onDone,
}: {
  article: TArticle;
  request: TArticleRequest | null;
  onDone?: () => void;
}) {
  const create = useCreateRequest();
  const update = useUpdateRequest();
  const [general, setGeneral] = useState<string[]>([]);
  const { control, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(ZRequestForm),
    defaultValues: requestFormValues(request),
  });
  const price = useWatch({ control, name: 'price' });

  const onSubmit = handleSubmit(async (values) => {
    setGeneral([]);
    const input = requestInputOf(values);
    try {
      if (request) await update.mutateAsync({ article, requestId: request.requestId, request: input });
      else await create.mutateAsync({ article, request: input });
    } catch (error) {
      const report = readServerError(error, REQUEST_SERVER_FIELDS);
      for (const item of report.fieldErrors) setError(item.field, { message: item.msg });
      setGeneral(report.general);
      return;
    }
    showSuccessToast(request ? DEAL_TEXTS.requestUpdated : DEAL_TEXTS.requestSent);
    onDone?.();
  });

  return (
    <form onSubmit={onSubmit} noValidate data-testid="request-form">
      <Stack gap="sm">
        <FormField
          control={control}
          name="request"
          component={NoPasteTextarea}
          label="Текст заявки"
          placeholder={
            article.type === 'order'
              ? 'Когда сможете забрать груз, какая машина, условия'
              : 'Что за груз, когда готов к отправке, условия'
          }
          withAsterisk
          maxLength={REQUEST_TEXT_MAX}
          contactHint
          data-testid="request-text-input"
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <FormField
            control={control}
            name="price"
            component={DigitsField}
            label="Ваша цена, ₽"
            placeholder="Не указана"
            maxLength={PRICE_MAX_DIGITS}
            description={price ? formatRubles(Number(price) * 100) : undefined}
            data-testid="request-price-input"
          />
          <FormField
            control={control}
            name="date"
            component={DateField}
            label="Дата"
            clearable
            data-testid="request-date-input"
          />
        </SimpleGrid>
        {/* Requests on orders come from carriers (issue 29): the vehicle he would send. */}
        {article.type === 'order' && <RequestVehicleField control={control} />}
        <FormErrorAlert messages={general} testId="request-form-error" />
        <Group gap="sm">
          <SubmitButton loading={formState.isSubmitting} data-testid="request-submit">
            {request ? DEAL_TEXTS.saveRequest : DEAL_TEXTS.sendRequest}
          </SubmitButton>
          {request && onDone && (
            <Button variant="default" size="md" onClick={onDone} disabled={formState.isSubmitting}>
              {DEAL_TEXTS.cancel}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
