import { Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconBrandApple, IconBrandGooglePlay } from '@tabler/icons-react';
import { useSettings } from '../../../shared/settings/settings-query';
import { LoadError } from '../../../shared/ui/ListStates';
import { useLandingTexts } from '../../../shared/api/get-landing';
import { InstallOffer } from '../components/InstallOffer';
import { InstallSteps } from '../components/InstallSteps';
import { StoreButton } from '../components/StoreButton';

/**
 * /download-app (public): the site as an installable app (issue 27) — «Установить» where the browser offers it, the
 * steps for Android, iPhone and a computer — and the store badges of the apps an admin has linked in the settings
 * (none without links).
 */
export function DownloadAppPage() {
  const query = useLandingTexts();
  const apps = useSettings()?.apps ?? { appStore: '', googlePlay: '' };
  const texts = query.data?.downloadApp;
  const hasStores = Boolean(apps.appStore || apps.googlePlay);

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

      <InstallOffer />

      {hasStores && (
        <Group gap="md" data-testid="store-badges">
          {apps.appStore && (
            <StoreButton
              store="App Store"
              caption="Загрузите в"
              icon={IconBrandApple}
              href={apps.appStore}
              testId="store-app-store"
            />
          )}
          {apps.googlePlay && (
            <StoreButton
              store="Google Play"
              caption="Доступно в"
              icon={IconBrandGooglePlay}
              href={apps.googlePlay}
              testId="store-google-play"
            />
          )}
        </Group>
      )}

      <Text>
        «Фура» ставится на телефон или компьютер прямо с сайта, без магазина приложений: значок на главном
        экране, своё окно и push-уведомления.
      </Text>
      <InstallSteps />
    </Stack>
  );
}
