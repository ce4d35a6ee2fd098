import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Anchor, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPhone } from '@tabler/icons-react';
import type { TDealVehicle } from '@fura/domain/deal-vehicle';
import { formatPlate } from '@fura/domain/vehicle-plate';
import { useVehicleTemplates } from '../../../shared/api/vehicle-templates';
import { VehicleVerifiedMark } from '../../../shared/articles/ui/VehicleVerifiedMark';
import { formatPhone, phoneHref } from '../../../shared/format/phone';
import { zodResolver } from '../../../shared/forms/zod-resolver';
import { QueryStates } from '../../../shared/ui/QueryStates';
import { ChoiceSelect } from '../../../shared/ui/inputs/ChoiceSelect';
import { FormErrorAlert } from '../../../shared/ui/inputs/FormErrorAlert';
import { FormField } from '../../../shared/ui/inputs/FormField';
import { NoPasteTextField } from '../../../shared/ui/inputs/NoPasteTextField';
import { PhoneField } from '../../../shared/ui/inputs/PhoneField';
import { SubmitButton } from '../../../shared/ui/inputs/SubmitButton';
import { readServerError } from '../../../shared/ui/inputs/server-errors';
import { showSuccessToast } from '../../../shared/ui/toast';
import {
  isDealVehicleMissing,
  useDealVehicle,
  useDealVehicleRealtime,
  useSetDealVehicle,
  type DealVehicleIds,
} from '../api/vehicle';
import {
  DEAL_VEHICLE_SERVER_FIELDS,
  TYPED_PLATE,
  ZDealVehicleForm,
  dealVehicleFormValues,
  dealVehicleStatement,
} from '../vehicle-form';

export const DEAL_VEHICLE_TEXTS = {
  title: 'Транспорт и водитель',
  loadError: 'Не удалось загрузить транспорт и водителя',
  plate: 'Госномер',
  noPlate: 'Госномер не указан',
  driver: 'Водитель',
  noDriver: 'Водитель не указан',
  phone: 'Телефон',
  vehicle: 'Машина',
  typedPlate: 'Другая машина — ввести госномер',
  driverName: 'Водитель: фамилия и имя',
  driverPhone: 'Телефон водителя',
  save: 'Сохранить',
  change: 'Изменить',
  cancel: 'Отмена',
  saved: 'Машина и водитель сохранены',
  resign: 'После изменения договор-заявку нужно подписать заново.',
  carrierWait: 'Перевозчик ещё не указал машину и водителя.',
} as const;

/** «Госномер А 123 ВС 77 · Машина проверена», «Водитель: Иванов Иван, +7 (916) 123-45-67» (a tel: link). */
export function DealVehicleLines({ vehicle }: { vehicle: TDealVehicle }) {
  const plate = vehicle.plate ? (formatPlate(vehicle.plate) ?? vehicle.plate) : null;
  return (
    <Stack gap={6} data-testid="deal-vehicle-lines">
      <Group gap="xs" wrap="wrap">
        <Text data-testid="deal-vehicle-plate">
          {plate ? `${DEAL_VEHICLE_TEXTS.plate} ${plate}` : DEAL_VEHICLE_TEXTS.noPlate}
          {vehicle.templateName ? ` · ${vehicle.templateName}` : ''}
        </Text>
        {plate && vehicle.verified && <VehicleVerifiedMark size="sm" testId="deal-vehicle-verified" />}
      </Group>
      <Text data-testid="deal-vehicle-driver">
        {vehicle.driverName ? (
          <>
            {DEAL_VEHICLE_TEXTS.driver}: {vehicle.driverName}
            {vehicle.driverPhone && (
              <>
                ,{' '}
                <Anchor href={phoneHref(vehicle.driverPhone)} data-testid="deal-vehicle-phone">
                  <IconPhone size={16} aria-hidden style={{ verticalAlign: 'text-bottom', marginRight: 4 }} />
                  {formatPhone(vehicle.driverPhone)}
                </Anchor>
              </>
            )}
          </>
        ) : (
          DEAL_VEHICLE_TEXTS.noDriver
        )}
      </Text>
    </Stack>
  );
}

/** The carrier's form: one of his templates (its plate) or a typed plate, and the driver. Errors on their fields. */
function DealVehicleForm({
  ids,
  vehicle,
  onDone,
}: {
  ids: DealVehicleIds;
  vehicle: TDealVehicle;
  onDone: (() => void) | null;
}) {
  const save = useSetDealVehicle(ids);
  const templates = useVehicleTemplates();
  const [general, setGeneral] = useState<string[]>([]);
  const { control, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(ZDealVehicleForm),
    defaultValues: dealVehicleFormValues(vehicle),
  });
  const choice = useWatch({ control, name: 'vehicle' });
  const options = [
    ...(templates.data ?? []).map((template) => ({
      value: template._id,
      label: [
        template.name,
        template.plate ? (formatPlate(template.plate) ?? template.plate) : 'нет госномера',
        template.check.verified ? 'проверена' : null,
      ]
        .filter(Boolean)
        .join(' · '),
      disabled: !template.plate,
    })),
    { value: TYPED_PLATE, label: DEAL_VEHICLE_TEXTS.typedPlate },
  ];

  const onSubmit = handleSubmit(async (values) => {
    setGeneral([]);
    try {
      await save.mutateAsync(dealVehicleStatement(values));
    } catch (error) {
      const report = readServerError(error, DEAL_VEHICLE_SERVER_FIELDS);
      for (const item of report.fieldErrors)
        setError(item.field, { message: item.msg }, { shouldFocus: true });
      setGeneral(report.general);
      return;
    }
    showSuccessToast(DEAL_VEHICLE_TEXTS.saved);
    onDone?.();
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate data-testid="deal-vehicle-form">
      <Stack gap="sm">
        <FormField
          control={control}
          name="vehicle"
          component={ChoiceSelect}
          label={DEAL_VEHICLE_TEXTS.vehicle}
          data={options}
          withAsterisk
          data-testid="deal-vehicle-choice"
        />
        {choice === TYPED_PLATE && (
          <FormField
            control={control}
            name="plate"
            component={NoPasteTextField}
            label={DEAL_VEHICLE_TEXTS.plate}
            placeholder="А 123 ВС 77"
            description="Как на табличке; у прицепа — АВ 1234 77"
            withAsterisk
            maxLength={20}
            autoComplete="off"
            data-testid="deal-vehicle-plate-input"
          />
        )}
        <FormField
          control={control}
          name="driverName"
          component={NoPasteTextField}
          label={DEAL_VEHICLE_TEXTS.driverName}
          placeholder="Иванов Иван"
          withAsterisk
          maxLength={100}
          autoComplete="off"
          data-testid="deal-vehicle-driver-name"
        />
        <FormField
          control={control}
          name="driverPhone"
          component={PhoneField}
          label={DEAL_VEHICLE_TEXTS.driverPhone}
          withAsterisk
          autoComplete="off"
          data-testid="deal-vehicle-driver-phone"
        />
        <Text size="sm" c="gray.7">
          {DEAL_VEHICLE_TEXTS.resign}
        </Text>
        <FormErrorAlert messages={general} testId="deal-vehicle-error" />
        <Group gap="sm" justify="flex-end">
          {onDone && (
            <Button variant="default" onClick={onDone} disabled={formState.isSubmitting}>
              {DEAL_VEHICLE_TEXTS.cancel}
            </Button>
          )}
          <SubmitButton loading={formState.isSubmitting} data-testid="deal-vehicle-submit">
            {DEAL_VEHICLE_TEXTS.save}
          </SubmitButton>
        </Group>
      </Stack>
    </form>
  );
}

/** The carrier: what stands, with «Изменить»; the form at once while nothing is stated. */
function CarrierVehicle({ ids, vehicle }: { ids: DealVehicleIds; vehicle: TDealVehicle }) {
  const stated = vehicle.driverName !== '';
  const [editing, setEditing] = useState(!stated);
  if (editing)
    return <DealVehicleForm ids={ids} vehicle={vehicle} onDone={stated ? () => setEditing(false) : null} />;
  return (
    <Stack gap="sm">
      <DealVehicleLines vehicle={vehicle} />
      <Group>
        <Button variant="light" onClick={() => setEditing(true)} data-testid="deal-vehicle-edit">
          {DEAL_VEHICLE_TEXTS.change}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * «Транспорт и водитель» on the deal page (issue 29): the carrier states the vehicle (one of his templates, or a
 * plate) and the driver, and may change them while the deal is open; the cargo owner reads them, with «Машина
 * проверена» when the plate is the carrier's checked vehicle, and the driver's phone as a tel: link. Someone who is no
 * party of the deal sees nothing here (the page says so itself).
 */
export function DealVehicleSection({ articleId, executorId }: { articleId: string; executorId: string }) {
  const ids = { articleId, executorId };
  const query = useDealVehicle(ids);
  useDealVehicleRealtime(ids);
  const headingId = useId();
  if (isDealVehicleMissing(query.error) && !query.data) return null;
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-labelledby={headingId}
      data-testid="deal-vehicle-section"
    >
      <Stack gap="sm">
        <Title order={2} fz="lg" id={headingId}>
          {DEAL_VEHICLE_TEXTS.title}
        </Title>
        <QueryStates
          query={query}
          loading={<Skeleton height={72} />}
          error={{ title: DEAL_VEHICLE_TEXTS.loadError, testId: 'deal-vehicle-load-error' }}
        >
          {(vehicle) =>
            vehicle.canEdit ? (
              <CarrierVehicle key={vehicle.termsVersion} ids={ids} vehicle={vehicle} />
            ) : (
              <DealVehicleLines vehicle={vehicle} />
            )
          }
        </QueryStates>
      </Stack>
    </Paper>
  );
}
