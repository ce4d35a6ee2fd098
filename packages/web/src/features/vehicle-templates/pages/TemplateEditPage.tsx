import { Button, EmptyState, Paper, Skeleton, Stack, Title } from '@mantine/core';
import { IconTruckOff } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import { ROUTES } from '@fura/domain/routes';
import { ApiError } from '../../../shared/api/client';
import { QueryStates } from '../../../shared/ui/QueryStates';
import { showSuccessToast } from '../../../shared/ui/toast';
import { useVehicleTemplate } from '../api/get-template';
import { TemplateForm } from '../components/TemplateForm';
import { VehicleCheckSection } from '../components/VehicleCheckSection';
import { templateLoadError } from '../template-load-error';

function FormSkeleton() {
  return (
    <Stack gap="md" aria-busy="true" aria-label="Загрузка">
      <Skeleton height={56} />
      <Skeleton height={56} />
      <Skeleton height={56} />
      <Skeleton height={120} width={160} />
    </Stack>
  );
}

function NotFound() {
  return (
    <EmptyState
      icon={<IconTruckOff size={32} />}
      variant="light"
      title="Шаблон не найден"
      description="Возможно, он удалён. Вернитесь к списку транспорта."
      data-testid="template-not-found"
    >
      <EmptyState.Actions>
        <Button component={Link} to={ROUTES.mytemplateAuto.path}>
          К моему транспорту
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}

/** /edit-template-auto/:id: the template's form, then its vehicle check (issue 29). */
export function TemplateEditPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const query = useVehicleTemplate(id);
  const missing = query.error instanceof ApiError && query.error.status === 404;

  return (
    <Stack gap="lg" maw={760}>
      <Title order={1} fz={{ base: 26, sm: 32 }}>
        {ROUTES.editTemplateAuto.title}
      </Title>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        {missing && !query.data ? (
          <NotFound />
        ) : (
          <QueryStates
            query={query}
            loading={<FormSkeleton />}
            error={templateLoadError('Не удалось загрузить шаблон')}
          >
            {(template) => (
              <TemplateForm
                key={template._id}
                template={template}
                onSaved={(saved) => {
                  showSuccessToast(`Шаблон «${saved.name}» сохранён`);
                  void navigate(ROUTES.mytemplateAuto.path);
                }}
              />
            )}
          </QueryStates>
        )}
      </Paper>
      {/* Issue 29: the СТС for the moderators' check, apart from the template's own form. */}
      {query.data && <VehicleCheckSection template={query.data} />}
    </Stack>
  );
}
