import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { DownloadAppPage } from '../src/features/download-app/pages/DownloadAppPage';
import { makeLanding, serverDown, stubContentApi } from './content-fixtures';
import { makeSettings } from './fixtures';
import { renderPage } from './inputs/render';
import { makeQueryClient } from './render';

const WAIT = { timeout: 5000 };
const landing = () => ({ body: makeLanding() });

function renderDownload(apps: { appStore: string; googlePlay: string }) {
  const client = makeQueryClient(null, { ...makeSettings(), apps });
  return renderPage(<DownloadAppPage />, { path: '/download-app', queryClient: client });
}

describe('/download-app', { timeout: 20_000 }, () => {
  it('shows the texts and links a published store badge to the store in a new tab', async () => {
    stubContentApi({ '/api/content/landing': landing });
    renderDownload({ appStore: 'https://apps.apple.com/ru/app/fura/id1', googlePlay: '' });
    expect(screen.getByTestId('download-app-loading')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Приложение «Фура»' }, WAIT)).toBeTruthy();
    expect(screen.getByText('Заказы и чат всегда под рукой.')).toBeTruthy();

    const appStore = screen.getByTestId('store-app-store');
    expect(appStore.tagName).toBe('A');
    expect(appStore.getAttribute('href')).toBe('https://apps.apple.com/ru/app/fura/id1');
    expect(appStore.getAttribute('target')).toBe('_blank');
    expect(appStore.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('link', { name: /App Store/ })).toBe(appStore);
  });

  it('a store without a link reads «скоро» and is no link', async () => {
    stubContentApi({ '/api/content/landing': landing });
    renderDownload({ appStore: '', googlePlay: '' });
    await screen.findByTestId('download-app-title', {}, WAIT);
    for (const id of ['store-app-store', 'store-google-play']) {
      const badge = screen.getByTestId(id);
      expect(badge.tagName).not.toBe('A');
      expect(badge.getAttribute('aria-disabled')).toBe('true');
      expect(badge.textContent).toContain('скоро');
    }
    expect(screen.queryByRole('link', { name: /Google Play|App Store/ })).toBeNull();
  });

  it('a failed load of the texts offers «Повторить» and still shows the badges', async () => {
    let fail = true;
    stubContentApi({ '/api/content/landing': () => (fail ? serverDown() : landing()) });
    renderDownload({ appStore: '', googlePlay: 'https://play.google.com/store/apps/details?id=ru.fura' });
    expect(await screen.findByTestId('download-app-error', {}, WAIT)).toBeTruthy();
    expect(screen.getByTestId('store-google-play').getAttribute('href')).toContain('play.google.com');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByTestId('download-app-title', {}, WAIT)).toBeTruthy();
  });
});
