import { Paper, Stack, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { ROUTES } from '@fura/domain/routes';
import { showSuccessToast } from '../../../shared/ui/toast';
import { TemplateForm } from '../components/TemplateForm';

/** /create-template-auto. */
export function TemplateCreatePage() {
  const navigate = useNavigate();
  return (
    <Stack gap="lg" maw={760}>
      <Title order={1} fz={{ base: 26, sm: 32 }}>
        {ROUTES.createTemplateAuto.title}
      </Title>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <TemplateForm
          onSaved={(template) => {
            showSuccessToast(`Шаблон «${template.name}» сохранён`);
            void navigate(ROUTES.mytemplateAuto.path);
          }}
        />
      </Paper>
    </Stack>
  );
}
