import { useState } from 'react';
import { Alert, Checkbox, FileInput, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { IconFileUpload, IconInfoCircle } from '@tabler/icons-react';
import { VEHICLE_CHECK_MESSAGES, VEHICLE_DOC_ACCEPT, vehicleCheckText } from '@fura/domain/vehicle-check';
import { formatPlate } from '@fura/domain/vehicle-plate';
import type { TVehicleTemplate } from '@fura/domain/vehicle-templates';
import { VehicleVerifiedMark } from '../../../shared/articles/ui/VehicleVerifiedMark';
import { FormErrorAlert } from '../../../shared/ui/inputs/FormErrorAlert';
import { SubmitButton } from '../../../shared/ui/inputs/SubmitButton';
import { readServerError } from '../../../shared/ui/inputs/server-errors';
import { showSuccessToast } from '../../../shared/ui/toast';
import { useUploadVehicleCheck } from '../api/upload-check';
import { vehicleDocError, type VehicleDocKind } from '../vehicle-doc-file';

export const VEHICLE_CHECK_TEXTS = {
  title: 'Проверка машины',
  status: 'Статус',
  noPlate: 'Укажите госномер и сохраните шаблон — после этого можно отправить СТС на проверку.',
  verifiedHint: 'Чтобы проверить другую машину, измените госномер в шаблоне.',
  lead: 'Фото СТС (свидетельства о регистрации ТС): госномер в нём должен совпадать с шаблоном, собственник — вы или ваша компания. Фото видят только модераторы Фуры.',
  sts: 'Фото СТС',
  lease: 'Договор аренды или лизинга',
  leaseHint: 'Нужен, если собственник в СТС — не вы и не ваша компания',
  notOwner: 'Собственник в СТС — не я и не моя компания',
  pick: 'Выберите файл',
  kept: 'Загружено — выберите файл, чтобы заменить',
  accept: 'JPEG, PNG, WebP или HEIC, не больше 10\u00a0МБ',
  send: 'Отправить на проверку',
  resend: 'Отправить заново',
  sent: 'Документы отправлены на проверку',
  progress: (percent: number) => `Загрузка: ${percent}\u00a0%`,
} as const;

const SERVER_FIELDS = { stsPhoto: 'sts', leasePhoto: 'lease' } as const;

type Errors = Partial<Record<VehicleDocKind, string>>;

/**
 * «Проверка машины» on the template's page (issue 29): the check's state («На проверке», «Машина проверена»,
 * «Отклонено: <причина>») and the upload of the СТС — with the lease when the СТС names another owner. The files go
 * to the moderators only; the answer says whether they are there, never where.
 */
export function VehicleCheckSection({ template }: { template: TVehicleTemplate }) {
  const upload = useUploadVehicleCheck();
  const { check } = template;
  const [sts, setSts] = useState<File | null>(null);
  const [lease, setLease] = useState<File | null>(null);
  const [notOwner, setNotOwner] = useState(check.hasLease);
  const [errors, setErrors] = useState<Errors>({});
  const [general, setGeneral] = useState<string[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const plate = template.plate ? (formatPlate(template.plate) ?? template.plate) : null;

  const pick = (kind: VehicleDocKind, file: File | null) => {
    if (kind === 'sts') setSts(file);
    else setLease(file);
    setErrors((current) => ({
      ...current,
      [kind]: file ? (vehicleDocError(file, kind) ?? undefined) : undefined,
    }));
  };

  const send = async (event: React.FormEvent) => {
    event.preventDefault();
    setGeneral([]);
    const next: Errors = {
      sts: sts ? (vehicleDocError(sts, 'sts') ?? undefined) : undefined,
      lease: lease ? (vehicleDocError(lease, 'lease') ?? undefined) : undefined,
    };
    if (!sts && !check.hasSts) next.sts = VEHICLE_CHECK_MESSAGES.stsRequired;
    if (!sts && !lease && check.hasSts) next.sts = VEHICLE_CHECK_MESSAGES.stsRequired;
    setErrors(next);
    if (next.sts || next.lease) return;
    try {
      setProgress(0);
      await upload.mutateAsync({
        id: template._id,
        sts,
        lease: notOwner ? lease : null,
        onProgress: setProgress,
      });
    } catch (error) {
      const report = readServerError(error, SERVER_FIELDS);
      const fromServer: Errors = {};
      for (const item of report.fieldErrors) fromServer[item.field] = item.msg;
      setErrors(fromServer);
      setGeneral(report.general);
      return;
    } finally {
      setProgress(null);
    }
    setSts(null);
    setLease(null);
    showSuccessToast(VEHICLE_CHECK_TEXTS.sent);
  };

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="vehicle-check-title"
      data-testid="vehicle-check"
    >
      <Stack gap="md">
        <Title order={2} fz="lg" id="vehicle-check-title">
          {VEHICLE_CHECK_TEXTS.title}
          {plate ? ` · ${plate}` : ''}
        </Title>
        <Group gap="xs" wrap="wrap">
          <Text>
            {VEHICLE_CHECK_TEXTS.status}:{' '}
            <Text span fw={700} data-testid="vehicle-check-status">
              {vehicleCheckText(check)}
            </Text>
          </Text>
          {check.verified && <VehicleVerifiedMark size="sm" testId="vehicle-check-verified" />}
        </Group>
        {!template.plate ? (
          <Alert
            variant="light"
            color="blue"
            icon={<IconInfoCircle aria-hidden />}
            data-testid="vehicle-check-no-plate"
          >
            {VEHICLE_CHECK_TEXTS.noPlate}
          </Alert>
        ) : check.verified ? (
          <Text size="sm" c="gray.7">
            {VEHICLE_CHECK_TEXTS.verifiedHint}
          </Text>
        ) : (
          <form onSubmit={(event) => void send(event)} noValidate data-testid="vehicle-check-form">
            <Stack gap="sm">
              <Text size="sm">{VEHICLE_CHECK_TEXTS.lead}</Text>
              <FileInput
                label={VEHICLE_CHECK_TEXTS.sts}
                withAsterisk={!check.hasSts}
                placeholder={check.hasSts ? VEHICLE_CHECK_TEXTS.kept : VEHICLE_CHECK_TEXTS.pick}
                description={VEHICLE_CHECK_TEXTS.accept}
                accept={VEHICLE_DOC_ACCEPT}
                value={sts}
                onChange={(file) => pick('sts', file)}
                clearable
                leftSection={<IconFileUpload size={18} aria-hidden />}
                error={errors.sts}
                fileInputProps={{ 'data-testid': 'vehicle-check-sts' } as React.ComponentProps<'input'>}
              />
              <Checkbox
                label={VEHICLE_CHECK_TEXTS.notOwner}
                checked={notOwner}
                onChange={(event) => setNotOwner(event.currentTarget.checked)}
                data-testid="vehicle-check-not-owner"
              />
              {notOwner && (
                <FileInput
                  label={VEHICLE_CHECK_TEXTS.lease}
                  placeholder={check.hasLease ? VEHICLE_CHECK_TEXTS.kept : VEHICLE_CHECK_TEXTS.pick}
                  description={`${VEHICLE_CHECK_TEXTS.leaseHint}. ${VEHICLE_CHECK_TEXTS.accept}`}
                  accept={VEHICLE_DOC_ACCEPT}
                  value={lease}
                  onChange={(file) => pick('lease', file)}
                  clearable
                  leftSection={<IconFileUpload size={18} aria-hidden />}
                  error={errors.lease}
                  fileInputProps={{ 'data-testid': 'vehicle-check-lease' } as React.ComponentProps<'input'>}
                />
              )}
              {progress !== null && (
                <Stack gap={2} data-testid="vehicle-check-progress">
                  <Progress value={progress} animated={progress < 100} aria-label="Загрузка документов" />
                  <Text size="xs" c="dimmed">
                    {VEHICLE_CHECK_TEXTS.progress(progress)}
                  </Text>
                </Stack>
              )}
              <FormErrorAlert messages={general} testId="vehicle-check-error" />
              <Group justify="flex-end">
                <SubmitButton loading={upload.isPending} data-testid="vehicle-check-submit">
                  {check.status === 'pending' ? VEHICLE_CHECK_TEXTS.resend : VEHICLE_CHECK_TEXTS.send}
                </SubmitButton>
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </Paper>
  );
}
