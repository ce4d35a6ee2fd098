import { ActionIcon, Badge, Button, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash, IconTruck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { routePath } from '@fura/domain/routes';
import type { TVehicleTemplate } from '@fura/domain/vehicle-templates';
import { vehicleCheckText } from '@fura/domain/vehicle-check';
import { formatPlate } from '@fura/domain/vehicle-plate';
import { VehicleVerifiedMark } from '../../../shared/articles/ui/VehicleVerifiedMark';
import {
  bodyTypeLabel,
  formatCubicMeters,
  formatLoadingTypes,
  formatTons,
  vehicleTitle,
  vehicleTypeLabel,
} from '../format';
import classes from './TemplateCard.module.css';

/** One vehicle: photo, name, type, make and model, capacity, volume, body and loading; edit and delete. */
export function TemplateCard({
  template,
  onDelete,
}: {
  template: TVehicleTemplate;
  onDelete: (template: TVehicleTemplate) => void;
}) {
  const title = vehicleTitle(template);
  const facts = [
    formatTons(template.capacityTons),
    template.volumeM3 !== null ? formatCubicMeters(template.volumeM3) : null,
  ].filter((fact): fact is string => fact !== null);

  return (
    <Paper
      withBorder
      radius="md"
      className={classes.card}
      style={{ overflow: 'hidden' }}
      data-testid="template-card"
    >
      <div className={classes.media}>
        {template.photo ? (
          <img src={template.photo.thumb} alt={`Фото: ${template.name}`} loading="lazy" />
        ) : (
          <IconTruck size={44} stroke={1.3} aria-label="Нет фото" />
        )}
      </div>
      <Stack gap={6} p="sm" className={classes.body}>
        <div>
          <Text fw={700} lineClamp={2} data-testid="template-card-name">
            {template.name}
          </Text>
          <Text size="sm" c="dimmed">
            {vehicleTypeLabel(template)}
            {title ? ` · ${title}` : ''}
          </Text>
        </div>
        {template.plate || template.check.verified ? (
          <Group gap={6} data-testid="template-card-check">
            {template.plate ? <Text size="sm">{formatPlate(template.plate) ?? template.plate}</Text> : null}
            {template.check.verified ? (
              <VehicleVerifiedMark size="xs" testId="template-card-verified" />
            ) : (
              <Text size="sm" c="gray.7">
                · {vehicleCheckText(template.check)}
              </Text>
            )}
          </Group>
        ) : null}
        <Group gap={6}>
          {facts.map((fact) => (
            <Badge key={fact} variant="light" size="lg" radius="sm" tt="none">
              {fact}
            </Badge>
          ))}
        </Group>
        <Text size="sm">
          <Text span c="dimmed" size="sm">
            Кузов:{' '}
          </Text>
          {bodyTypeLabel(template)}
        </Text>
        {template.loadingTypes.length > 0 ? (
          <Text size="sm">
            <Text span c="dimmed" size="sm">
              Загрузка:{' '}
            </Text>
            {formatLoadingTypes(template.loadingTypes)}
          </Text>
        ) : null}
        <Group gap="xs" mt="auto" pt={4} wrap="nowrap" preventGrowOverflow={false}>
          <Button
            component={Link}
            to={routePath('editTemplateAuto', { id: template._id })}
            variant="light"
            size="sm"
            leftSection={<IconPencil size={16} />}
            data-testid="template-edit"
          >
            Изменить
          </Button>
          <Tooltip label="Удалить шаблон">
            <ActionIcon
              color="red"
              aria-label={`Удалить шаблон «${template.name}»`}
              onClick={() => onDelete(template)}
              data-testid="template-delete"
            >
              <IconTrash size={20} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Stack>
    </Paper>
  );
}
