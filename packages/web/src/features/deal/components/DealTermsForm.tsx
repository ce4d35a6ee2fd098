import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { z } from 'zod';
import { Alert, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { TPlace } from '@fura/domain/article-schemas';
import { formatRubles, rublesToKopecks } from '@fura/domain/money';
import {
  ZDealTermsInput,
  type TDeal,
  type TDealTermsInput,
  type TDealTermsInputRaw,
} from '@fura/domain/deal-terms-schemas';
import { DEAL_TERM_FIELD_LABELS } from '@fura/domain/deal-terms';
import { zodResolver } from '../../../shared/forms/zod-resolver';
import { AddressField } from '../../../shared/ui/inputs/AddressField';
import { DateField } from '../../../shared/ui/inputs/DateField';
import { DigitsField } from '../../../shared/ui/inputs/DigitsField';
import { FormErrorAlert } from '../../../shared/ui/inputs/FormErrorAlert';
import { FormField } from '../../../shared/ui/inputs/FormField';
import { NoPasteTextarea } from '../../../shared/ui/inputs/NoPasteTextarea';
import { NoPasteTextField } from '../../../shared/ui/inputs/NoPasteTextField';
import { PhoneField } from '../../../shared/ui/inputs/PhoneField';
import { readServerError } from '../../../shared/ui/inputs/server-errors';
import { announce } from '../../../shared/ui/live-announcer';
import { useChangeDeal } from '../api/deal';
import { DEAL_PAGE_TEXTS as T } from '../deal-texts';

/** The owner's form: what he sees typed (a picked place, dates, texts, roubles as digits). */
export interface DealTermsFormValues {
  from: TPlace | null;
  to: TPlace | null;
  loadingDate: string | null;
  unloadingDate: string | null;
  consigneeName: string;
  consigneePhone: string;
  price: string;
  paymentTerms: string;
}

type FieldName = keyof DealTermsFormValues;

function placeOf(point: TDeal['terms']['from']): TPlace {
  return {
    address: point.address,
    settlement: point.settlement,
    region: '',
    lat: point.lat,
    lon: point.lon,
    placeId: null,
  };
}

export function formValuesOf(deal: TDeal): DealTermsFormValues {
  const { terms } = deal;
  return {
    from: placeOf(terms.from),
    to: placeOf(terms.to),
    loadingDate: terms.loadingDate,
    unloadingDate: terms.unloadingDate,
    consigneeName: terms.consigneeName,
    consigneePhone: terms.consigneePhone,
    price: terms.priceKopecks === null ? '' : String(Math.round(terms.priceKopecks / 100)),
    paymentTerms: terms.paymentTerms,
  };
}

/**
 * The whole terms as the server takes them (the server logs only what differs from the deal). A place not picked
 * and a loading date not chosen stay null, so the schema names them.
 */
function termsOf(values: DealTermsFormValues): Record<keyof TDealTermsInputRaw, unknown> {
  const digits = values.price.trim();
  return {
    from: values.from,
    to: values.to,
    loadingDate: values.loadingDate,
    unloadingDate: values.unloadingDate,
    consigneeName: values.consigneeName,
    consigneePhone: values.consigneePhone,
    priceKopecks: digits === '' ? null : rublesToKopecks(Number(digits)),
    paymentTerms: values.paymentTerms,
  };
}

/** The request's `param` (`terms.to.address`, `to.lat`, …) → the form's field. */
const SERVER_FIELDS: Record<string, FieldName> = {};
for (const [param, field] of Object.entries({
  from: 'from',
  to: 'to',
  loadingDate: 'loadingDate',
  unloadingDate: 'unloadingDate',
  consigneeName: 'consigneeName',
  consigneePhone: 'consigneePhone',
  priceKopecks: 'price',
  paymentTerms: 'paymentTerms',
} as const)) {
  for (const prefix of ['', 'terms.']) {
    SERVER_FIELDS[`${prefix}${param}`] = field;
    if (field === 'from' || field === 'to') {
      for (const part of ['address', 'settlement', 'region', 'lat', 'lon', 'placeId']) {
        SERVER_FIELDS[`${prefix}${param}.${part}`] = field;
      }
    }
  }
}

/** The form checked by the request's own schema: the same messages the server gives, at the same fields. */
const schema = z.preprocess((values: DealTermsFormValues) => termsOf(values), ZDealTermsInput);
const checkTerms = zodResolver(schema);
const resolver: Resolver<DealTermsFormValues, unknown, TDealTermsInput> = async (
  values,
  context,
  options,
) => {
  const result = await checkTerms(values, context, options);
  const errors: Record<string, unknown> = result.errors;
  if ('priceKopecks' in errors) {
    errors.price = errors.priceKopecks;
    delete errors.priceKopecks;
  }
  return result;
};

/**
 * «Изменить условия»: the cargo owner's form of the deal's addresses (picked from the address suggest), dates,
 * consignee, price and payment terms. Messages are tied to their fields, the server's too.
 */
export function DealTermsForm({ deal, onDone }: { deal: TDeal; onDone: () => void }) {
  const change = useChangeDeal(deal);
  const [general, setGeneral] = useState<string[]>([]);
  const { control, handleSubmit, setError, formState } = useForm<
    DealTermsFormValues,
    unknown,
    TDealTermsInput
  >({ resolver, defaultValues: formValuesOf(deal), shouldFocusError: true });
  const price = useWatch({ control, name: 'price' });
  const onTheWay = deal.listing.status === 4;

  // The keyboard goes to the form's first field (the loading address) as it opens.
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => formRef.current?.querySelector('input')?.focus(), []);

  const onSubmit = handleSubmit(async (terms) => {
    setGeneral([]);
    try {
      const answer = await change.mutateAsync(terms);
      announce(answer.change.state === 'awaiting' ? T.sentForConfirmation : T.saved);
      onDone();
    } catch (error) {
      const report = readServerError(error, SERVER_FIELDS);
      for (const item of report.fieldErrors)
        setError(item.field, { message: item.msg }, { shouldFocus: true });
      setGeneral(report.general);
    }
  });

  return (
    <form ref={formRef} onSubmit={(event) => void onSubmit(event)} noValidate data-testid="deal-terms-form">
      <Stack gap="md">
        <Title order={3} fz="md">
          {T.changeTitle}
        </Title>
        {onTheWay ? (
          <Alert color="violet" variant="light" data-testid="deal-form-on-the-way">
            {T.changeHintOnTheWay}
          </Alert>
        ) : (
          <Text size="sm" c="dimmed">
            {T.changeHint}
          </Text>
        )}
        <FormErrorAlert messages={general} testId="deal-form-error" />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <FormField
            control={control}
            name="from"
            component={AddressField}
            label={DEAL_TERM_FIELD_LABELS.fromAddress}
            placeholder={T.addressPlaceholder}
            data-testid="deal-from"
          />
          <FormField
            control={control}
            name="to"
            component={AddressField}
            label={DEAL_TERM_FIELD_LABELS.toAddress}
            placeholder={T.addressPlaceholder}
            data-testid="deal-to"
          />
          <FormField
            control={control}
            name="loadingDate"
            component={DateField}
            label={DEAL_TERM_FIELD_LABELS.loadingDate}
            data-testid="deal-loading-date"
          />
          <FormField
            control={control}
            name="unloadingDate"
            component={DateField}
            label={DEAL_TERM_FIELD_LABELS.unloadingDate}
            clearable
            data-testid="deal-unloading-date"
          />
          <FormField
            control={control}
            name="consigneeName"
            component={NoPasteTextField}
            label={DEAL_TERM_FIELD_LABELS.consigneeName}
            maxLength={200}
            data-testid="deal-consignee-name"
          />
          <FormField
            control={control}
            name="consigneePhone"
            component={PhoneField}
            label={DEAL_TERM_FIELD_LABELS.consigneePhone}
            data-testid="deal-consignee-phone"
          />
          <FormField
            control={control}
            name="price"
            component={DigitsField}
            label={T.priceLabel}
            placeholder={T.pricePlaceholder}
            maxLength={9}
            description={price === '' ? T.notStated : formatRubles(Number(price) * 100)}
            data-testid="deal-price"
          />
          <FormField
            control={control}
            name="paymentTerms"
            component={NoPasteTextarea}
            label={DEAL_TERM_FIELD_LABELS.paymentTerms}
            maxLength={500}
            minRows={2}
            data-testid="deal-payment-terms"
          />
        </SimpleGrid>
        <Group gap="sm">
          <Button type="submit" loading={formState.isSubmitting} data-testid="deal-terms-save">
            {T.save}
          </Button>
          <Button variant="default" onClick={onDone} disabled={formState.isSubmitting}>
            {T.cancel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
