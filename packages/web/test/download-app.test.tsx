import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { DownloadAppPage } from '../src/features/download-app/pages/DownloadAppPage';
import { captureInstallPrompt } from '../src/shared/pwa/install-prompt';
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

  it('shows no badge for a store without a link, and no badges at all without links', async () => {
    stubContentApi({ '/api/content/landing': landing });
    renderDownload({ appStore: '', googlePlay: 'https://play.google.com/store/apps/details?id=ru.fura' });
    await screen.findByTestId('download-app-title', {}, WAIT);
    expect(screen.getByTestId('store-google-play').tagName).toBe('A');
    expect(screen.queryByTestId('store-app-store')).toBeNull();
    expect(screen.queryByText(/скоро/)).toBeNull();
  });

  it('without store links: the install steps for Android, iPhone and a computer, no badges, no «скоро»', async () => {
    stubContentApi({ '/api/content/landing': landing });
    renderDownload({ appStore: '', googlePlay: '' });
    await screen.findByTestId('download-app-title', {}, WAIT);
    expect(screen.queryByTestId('store-badges')).toBeNull();
    expect(screen.queryByText(/скоро/)).toBeNull();

    const android = screen.getByRole('region', { name: 'На Android' });
    expect(android.textContent).toContain('Откройте сайт в Chrome.');
    expect(android.textContent).toContain('«Установить приложение» или «Добавить на главный экран»');
    const ios = screen.getByRole('region', { name: 'На iPhone и iPad' });
    expect(ios.textContent).toContain('Откройте сайт в Safari.');
    expect(ios.textContent).toContain('«Поделиться»');
    expect(ios.textContent).toContain('«На экран "Домой"»');
    expect(ios.textContent).toContain('iOS 16.4');
    expect(ios.textContent).toContain('с экрана «Домой»');
    expect(within(ios).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByRole('region', { name: 'На компьютере' })).toBeTruthy();
    // No install offer from the browser: no button.
    expect(screen.queryByRole('button', { name: 'Установить' })).toBeNull();
  });

  it('offers «Установить» once the browser fired beforeinstallprompt, and shows its dialog on a click', async () => {
    const target = new EventTarget() as Window;
    captureInstallPrompt(target);
    stubContentApi({ '/api/content/landing': landing });
    renderDownload({ appStore: '', googlePlay: '' });
    await screen.findByTestId('download-app-title', {}, WAIT);
    expect(screen.queryByTestId('install-offer')).toBeNull();

    const prompt = vi.fn(() => Promise.resolve());
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt,
      userChoice: Promise.resolve({ outcome: 'accepted' as const, platform: 'web' }),
    });
    act(() => void target.dispatchEvent(offer));
    // The browser's own mini-infobar is held back: the page offers it.
    expect(offer.defaultPrevented).toBe(true);
    fireEvent.click(await screen.findByRole('button', { name: 'Установить' }, WAIT));
    expect(prompt).toHaveBeenCalledTimes(1);
    expect((await screen.findByTestId('install-done', {}, WAIT)).textContent).toContain('установлено');
    expect(screen.queryByRole('button', { name: 'Установить' })).toBeNull();
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
