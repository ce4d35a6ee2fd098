import { useState } from 'react';
import { Button, EmptyState, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPlus, IconTruck } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ROUTES } from '@fura/domain/routes';
import type { TVehicleTemplate } from '@fura/domain/vehicle-templates';
import { MAX_VEHICLE_TEMPLATES } from '@fura/domain/vehicle-template-limits';
import { VEHICLE_TEMPLATES_QUERY_KEY, useVehicleTemplates } from '../../../shared/api/vehicle-templates';
import { QueryStates } from '../../../shared/ui/QueryStates';
import { showErrorToast, showSuccessToast } from '../../../shared/ui/toast';
import { useDeleteTemplate } from '../api/delete-template';
import { DeleteTemplateModal } from '../components/DeleteTemplateModal';
import { TemplateCard } from '../components/TemplateCard';
import { TemplateCardSkeleton } from '../components/TemplateCardSkeleton';
import { templateLoadError } from '../template-load-error';

const GRID_COLS = { base: 1, sm: 2, lg: 3 };

function AddButton({ disabled = false }: { disabled?: boolean }) {
  return (
    <Button
      component={Link}
      to={ROUTES.createTemplateAuto.path}
      leftSection={<IconPlus size={18} />}
      disabled={disabled}
      onClick={(event) => disabled && event.preventDefault()}
      data-testid="template-add"
    >
      Добавить транспорт
    </Button>
  );
}

function EmptyTemplates() {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} data-testid="template-empty">
      <EmptyState
        icon={<IconTruck size={32} />}
        variant="light"
        title="Здесь будет ваш транспорт"
        description="Добавьте машину один раз: тип, грузоподъёмность, объём, кузов и фото. Потом предложение заполняется по шаблону в один клик."
      >
        <EmptyState.Actions>
          <AddButton />
        </EmptyState.Actions>
      </EmptyState>
    </Paper>
  );
}

/** /mytemplate-auto: the carrier's vehicles as cards, with add, edit and delete. */
export function TemplateListPage() {
  const client = useQueryClient();
  const templates = useVehicleTemplates();
  const remove = useDeleteTemplate();
  const [confirming, setConfirming] = useState<TVehicleTemplate | null>(null);
  const list = templates.data ?? [];
  const full = list.length >= MAX_VEHICLE_TEMPLATES;

  const confirmDelete = (template: TVehicleTemplate) => {
    remove.mutate(template._id, {
      onSuccess: () => {
        setConfirming(null);
        showSuccessToast(`Шаблон «${template.name}» удалён`);
      },
      onError: (error) => {
        setConfirming(null);
        showErrorToast(error);
        void client.invalidateQueries({ queryKey: VEHICLE_TEMPLATES_QUERY_KEY });
      },
    });
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" gap="sm">
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {ROUTES.mytemplateAuto.title}
        </Title>
        {templates.isSuccess && list.length > 0 ? <AddButton disabled={full} /> : null}
      </Group>
      {templates.isSuccess && list.length > 0 ? (
        <Text c="dimmed" size="sm">
          {full
            ? `Сохранено ${MAX_VEHICLE_TEMPLATES} шаблонов — это максимум. Удалите ненужный, чтобы добавить новый.`
            : 'Шаблоны видите только вы. По ним предложение заполняется в один клик.'}
        </Text>
      ) : null}

      <QueryStates
        query={templates}
        loading={
          <SimpleGrid
            cols={GRID_COLS}
            spacing="md"
            aria-busy="true"
            aria-label="Загрузка"
            data-testid="template-loading-list"
          >
            <TemplateCardSkeleton />
            <TemplateCardSkeleton />
            <TemplateCardSkeleton />
          </SimpleGrid>
        }
        error={templateLoadError('Не удалось загрузить транспорт')}
        isEmpty={(loaded) => loaded.length === 0}
        empty={<EmptyTemplates />}
      >
        {(loaded) => (
          <SimpleGrid cols={GRID_COLS} spacing="md" data-testid="template-list">
            {loaded.map((template) => (
              <TemplateCard key={template._id} template={template} onDelete={setConfirming} />
            ))}
          </SimpleGrid>
        )}
      </QueryStates>

      <DeleteTemplateModal
        template={confirming}
        deleting={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setConfirming(null)}
      />
    </Stack>
  );
}
