import { Grid } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useWatch } from 'react-hook-form';
import { DateField } from '../../../shared/ui/inputs/DateField';
import { FormField } from '../../../shared/ui/inputs/FormField';
import { TimeField } from '../../../shared/ui/inputs/TimeField';
import type { ArticleControl } from '../form-types';
import { FormSection } from './FormSection';

export function LoadingSection({ control }: { control: ArticleControl }) {
  const date = useWatch({ control, name: 'loadingDate' });
  return (
    <FormSection
      icon={<IconCalendarEvent size={18} />}
      title="Погрузка"
      hint="Время погрузки можно не указывать или указать окно «с — до»"
    >
      <Grid gap="md">
        <Grid.Col span={{ base: 12, xs: 4 }}>
          <FormField
            control={control}
            name="loadingDate"
            component={DateField}
            label="Дата погрузки"
            withAsterisk
            // Picking a day by keyboard closes the calendar: focus goes back to the field, not to the page's start.
            popoverProps={{ returnFocus: true }}
            data-testid="article-date"
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, xs: 4 }}>
          <FormField
            control={control}
            name="loadingTimeFrom"
            component={TimeField}
            label="Время с"
            date={date}
            data-testid="article-time-from"
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, xs: 4 }}>
          <FormField
            control={control}
            name="loadingTimeTo"
            component={TimeField}
            label="Время до"
            date={date}
            data-testid="article-time-to"
          />
        </Grid.Col>
      </Grid>
    </FormSection>
  );
}
