import { Group, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBrandApple, IconBrandGooglePlay, IconDeviceMobile } from '@tabler/icons-react';
import { useSettings } from '../../../shared/settings/settings-query';
import { LoadError } from '../../../shared/ui/ListStates';
import { useLandingTexts } from '../../../shared/api/get-landing';
import { StoreButton } from '../components/StoreButton';

/** /download-app (public): the mobile app's store badges, from the settings; «скоро» where it is not out yet. */
export function DownloadAppPage() {
  const query = useLandingTexts();
  const apps = useSettings()?.apps ?? { appStore: '', googlePlay: '' };
  const texts = query.data?.downloadApp;

  return (
    <Stack gap="xl" maw={880} data-testid="download-app-page">
      {texts ? (
        <Stack gap="xs">
          <Title order={1} fz={{ base: 26, sm: 32 }} data-testid="download-app-title">
            {texts.title}
          </Title>
          <Text size="lg">{texts.lead}</Text>
        </Stack>
      ) : query.isPending ? (
        <Stack gap="xs" aria-busy="true" aria-label="Загрузка страницы" data-testid="download-app-loading">
          <Skeleton height={34} width="60%" />
          <Skeleton height={20} />
        </Stack>
      ) : (
        <LoadError
          title="Не удалось загрузить страницу"
          message={query.error?.message ?? ''}
          onRetry={() => void query.refetch()}
          testId="download-app-error"
        />
      )}

      <Group gap="md" data-testid="store-badges">
        <StoreButton
          store="App Store"
          caption="Загрузите в"
          icon={IconBrandApple}
          href={apps.appStore}
          testId="store-app-store"
        />
        <StoreButton
          store="Google Play"
          caption="Доступно в"
          icon={IconBrandGooglePlay}
          href={apps.googlePlay}
          testId="store-google-play"
        />
      </Group>

      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Group gap="md" wrap="nowrap" align="flex-start">
          <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
            <IconDeviceMobile size={26} />
          </ThemeIcon>
          <Text>
            Сайт биржи тоже удобен с телефона: поиск, заявки, чат и отметки о перевозке работают в мобильном
            браузере. Добавьте его на главный экран, чтобы открывать в одно касание.
          </Text>
        </Group>
      </Paper>
    </Stack>
  );
}
