import { useState, useSyncExternalStore } from 'react';
import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconDownload } from '@tabler/icons-react';
import {
  installPromptState,
  promptInstall,
  subscribeInstallPrompt,
} from '../../../shared/pwa/install-prompt';
import { useHydrated } from '../../../shared/ui/use-hydrated';

const NOT_OFFERED = { available: false, installed: false };

/** Whether the page runs as the installed app (its own window, from the home screen). */
function runsInstalled(): boolean {
  return (
    window.matchMedia('(display-mode: standalone)').matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}

/**
 * «Установить» while the browser offers to install the site (Chrome's `beforeinstallprompt`, kept since the page
 * loaded), or a note that it is installed; nothing in browsers that offer no such dialog (Safari, Firefox).
 */
export function InstallOffer() {
  const offer = useSyncExternalStore(subscribeInstallPrompt, installPromptState, () => NOT_OFFERED);
  const [outcome, setOutcome] = useState<'accepted' | 'dismissed' | null>(null);
  // Asked in the browser only, after a page rendered on the server is taken over (issue 28).
  const hydrated = useHydrated();
  const installed = offer.installed || outcome === 'accepted' || (hydrated && runsInstalled());

  if (installed) {
    return (
      <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden />} data-testid="install-done">
        Приложение «Фура» установлено на этом устройстве — открывайте его значком на главном экране.
      </Alert>
    );
  }
  if (!offer.available) return null;
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} data-testid="install-offer">
      <Stack gap="sm" align="flex-start">
        <Text fw={600}>Этот браузер может установить «Фуру» как приложение — в одно нажатие.</Text>
        <Group>
          <Button
            leftSection={<IconDownload size={18} aria-hidden />}
            onClick={() =>
              void promptInstall().then((result) => setOutcome(result === 'accepted' ? result : 'dismissed'))
            }
            data-testid="install-button"
          >
            Установить
          </Button>
        </Group>
        {outcome === 'dismissed' && (
          <Text size="sm" c="dimmed" role="status">
            Установка отменена. Установить можно и из меню браузера — как, написано ниже.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
