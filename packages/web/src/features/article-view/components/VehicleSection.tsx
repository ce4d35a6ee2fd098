import { Group, Stack } from '@mantine/core';
import type { TCar } from '@fura/domain/article-schemas';
import { BODY_TYPE_LABELS, LOADING_TYPE_LABELS, VEHICLE_TYPE_LABELS } from '@fura/domain/article-options';
import { formatVolume, formatWeight } from '../../../shared/format/article';
import { VehicleVerifiedMark } from '../../../shared/articles/ui/VehicleVerifiedMark';
import { FactList } from './FactList';
import { Section } from './Section';
import classes from './ArticleView.module.css';

/**
 * The vehicle of an offer: type, make and model, capacity, volume, body, loading, photo; «Машина проверена» when it is
 * the carrier's checked vehicle (issue 29; its plate is the deal's parties' only, on the deal).
 */
export function VehicleSection({ car }: { car: TCar }) {
  return (
    <Section title="Транспорт" testId="article-vehicle">
      <Stack gap="sm">
        {car.vehicleVerified && (
          <Group>
            <VehicleVerifiedMark testId="article-vehicle-verified" />
          </Group>
        )}
        {car.photo && (
          <img className={classes.carPhoto} src={car.photo.file} alt="Фото транспорта" loading="lazy" />
        )}
        <FactList
          facts={[
            { label: 'Тип', value: VEHICLE_TYPE_LABELS[car.vehicleType] },
            { label: 'Марка и модель', value: [car.make, car.model].filter(Boolean).join(' ') },
            { label: 'Грузоподъёмность', value: formatWeight(car.capacityTons * 1000) },
            { label: 'Объём кузова', value: formatVolume(car.volumeM3) },
            { label: 'Кузов', value: BODY_TYPE_LABELS[car.bodyType] },
            {
              label: 'Загрузка',
              value: car.loadingTypes.map((type) => LOADING_TYPE_LABELS[type]).join(', '),
            },
          ]}
        />
      </Stack>
    </Section>
  );
}
