import { useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '../../../shared/forms/zod-resolver';
import {
  Badge,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { PLAN_NAME_MAX, TARIFF_ADMIN_MESSAGES as T, type TAdminTariffPlan } from '@fura/domain/admin-site';
import { formatRubles, rublesToKopecks } from '@fura/domain/money';
import { pricePerWeekKopecks } from '@fura/domain/tariff-plans';
import { FormField } from '../../../shared/ui/inputs/FormField';
import { SubmitButton } from '../../../shared/ui/inputs/SubmitButton';
import { readServerError, showErrorToasts } from '../../../shared/ui/inputs/server-errors';
import { showSuccessToast } from '../../../shared/ui/toast';
import { useSavePlan } from '../api/tariffs-api';
import {
  TARIFF_SERVER_FIELDS,
  toNumber,
  tariffFormSchema,
  tariffFormValues,
  toTariffRequest,
  type NumberValue,
} from '../tariff-form';

const NUMBER_PROPS = { allowNegative: false, hideControls: true } as const;
const PRICE_PROPS = {
  inputMode: 'decimal',
  decimalScale: 2,
  decimalSeparator: ',',
  thousandSeparator: ' ',
} as const;
const WHOLE_PROPS = { inputMode: 'numeric', allowDecimal: false } as const;

/** What a week of the plan would cost at the typed price and period, or nothing while they are not numbers. */
function WeekPrice({ price, days }: { price: NumberValue; days: NumberValue }) {
  const rubles = toNumber(price);
  const period = toNumber(days);
  if (!Number.isFinite(rubles) || rubles < 0 || !Number.isInteger(period) || period < 1) return null;
  const perWeek = pricePerWeekKopecks({ priceKopecks: rublesToKopecks(rubles), days: period });
  return (
    <Text size="sm" c="gray.7" data-testid="tariff-week-price">
      {formatRubles(perWeek)} в неделю
    </Text>
  );
}

/** One plan of «Тарифы»: its own form, saved on its own. */
export function TariffPlanCard({ plan }: { plan: TAdminTariffPlan }) {
  const save = useSavePlan();
  const schema = useMemo(() => tariffFormSchema(plan.isDemo), [plan.isDemo]);
  const { control, handleSubmit, setError, reset, formState } = useForm({
    resolver: zodResolver(schema),
    defaultValues: tariffFormValues(plan),
  });
  const [price, days] = useWatch({ control, name: ['price', 'days'] });
  const headingId = `tariff-${plan.code}-title`;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await save.mutateAsync(toTariffRequest(plan.code, values));
      reset(tariffFormValues(answer.plan));
      showSuccessToast(T.saved);
    } catch (error) {
      const report = readServerError(error, TARIFF_SERVER_FIELDS);
      for (const item of report.fieldErrors)
        setError(item.field, { message: item.msg }, { shouldFocus: true });
      showErrorToasts([...report.fieldErrors.map((item) => item.msg), ...report.general]);
    }
  });

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'lg' }}
      component="section"
      aria-labelledby={headingId}
    >
      <form onSubmit={onSubmit} noValidate data-testid="tariff-plan-form" data-code={plan.code}>
        <Stack gap="sm">
          <Group justify="space-between" gap="xs">
            <Title order={2} fz="lg" id={headingId}>
              {plan.name}
            </Title>
            <Group gap={6}>
              {plan.isDemo && (
                <Badge variant="outline" color="dark">
                  Демо
                </Badge>
              )}
              {!plan.enabled && (
                <Badge variant="outline" color="red.9">
                  Не продаётся
                </Badge>
              )}
              <Text size="sm" c="gray.7">
                код {plan.code}
              </Text>
            </Group>
          </Group>
          {plan.isDemo && (
            <Text size="sm" c="gray.7">
              Демо-тариф бесплатный и его получает каждый новый перевозчик: цену, срок и продажу не изменить.
            </Text>
          )}
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
            <FormField
              control={control}
              name="name"
              component={TextInput}
              label="Название"
              withAsterisk
              maxLength={PLAN_NAME_MAX}
              data-testid="tariff-name"
            />
            <FormField
              control={control}
              name="price"
              component={NumberInput}
              label="Цена, ₽"
              withAsterisk
              {...PRICE_PROPS}
              disabled={plan.isDemo}
              {...NUMBER_PROPS}
              data-testid="tariff-price"
            />
            <FormField
              control={control}
              name="days"
              component={NumberInput}
              label="Срок, дней"
              withAsterisk
              {...WHOLE_PROPS}
              disabled={plan.isDemo}
              {...NUMBER_PROPS}
              data-testid="tariff-days"
            />
            <FormField
              control={control}
              name="sortOrder"
              component={NumberInput}
              label="Порядок на странице"
              {...WHOLE_PROPS}
              {...NUMBER_PROPS}
              data-testid="tariff-order"
            />
          </SimpleGrid>
          <Group justify="space-between" gap="sm">
            <Controller
              control={control}
              name="enabled"
              render={({ field, fieldState }) => (
                <Switch
                  ref={field.ref}
                  name={field.name}
                  checked={field.value}
                  onChange={(event) => field.onChange(event.currentTarget.checked)}
                  onBlur={field.onBlur}
                  disabled={plan.isDemo}
                  label="Продаётся на странице тарифов"
                  error={fieldState.error?.message}
                  data-testid="tariff-enabled"
                />
              )}
            />
            {!plan.isDemo && <WeekPrice price={price} days={days} />}
          </Group>
          <Group justify="flex-end">
            <SubmitButton loading={formState.isSubmitting} data-testid="tariff-submit">
              Сохранить тариф
            </SubmitButton>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
