import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SupportPage } from '../src/features/content/pages/SupportPage';
import { resetSupportWidgetLoads, SUPPORT_WIDGET_ATTRIBUTE } from '../src/features/content/support-widget';
import { makeFaq, serverDown, stubContentApi } from './content-fixtures';
import { makeSession, makeSettings } from './fixtures';
import { renderPage } from './inputs/render';
import { makeQueryClient } from './render';

const WAIT = { timeout: 5000 };
const WIDGET = 'https://chat.example.ru/widget.js';

function widgetScripts(): HTMLScriptElement[] {
  return [...document.querySelectorAll<HTMLScriptElement>(`script[${SUPPORT_WIDGET_ATTRIBUTE}]`)];
}

function renderSupport(type: 'cargo' | 'carrier' | 'admin', widget: string | null = null) {
  const client = makeQueryClient(makeSession({}, { type }), { ...makeSettings(), supportWidgetSrc: widget });
  return renderPage(<SupportPage />, { path: '/support', queryClient: client });
}

const carrierFaq = () => ({
  body: { sections: makeFaq().filter((section) => section.audience !== 'cargo') },
});

afterEach(() => {
  widgetScripts().forEach((script) => script.remove());
  resetSupportWidgetLoads();
});

describe('/support', { timeout: 20_000 }, () => {
  it('shows a carrier the FAQ for carriers and everyone, links inside the private layout, and the contacts', async () => {
    const calls = stubContentApi({ '/api/content/faq?audience=carrier': carrierFaq });
    renderSupport('carrier');
    expect(await screen.findByText('Что такое автоплатёж?', {}, WAIT)).toBeTruthy();
    expect(calls[0]?.path).toBe('/api/content/faq?audience=carrier');
    expect(screen.queryByText('Как выбрать исполнителя?')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Что такое автоплатёж?' }));
    const item = screen
      .getAllByTestId('faq-question')
      .find((node) => node.textContent?.includes('автоплатёж'))!;
    const own = (await within(item).findByText('Открыть ответ отдельной страницей')).closest('a');
    expect(own?.getAttribute('href')).toBe('/lk/questions/chto-takoe-avtoplatezh');
    const contacts = screen.getByTestId('support-contacts');
    expect(contacts.querySelector('a[href="tel:+78001234567"]')?.textContent).toContain('+7 (800) 123-45-67');
    expect(contacts.querySelector('a[href="mailto:info@fura.example"]')).toBeTruthy();
  });

  it('an administrator sees every section', async () => {
    const calls = stubContentApi({ '/api/content/faq': () => ({ body: { sections: makeFaq() } }) });
    renderSupport('admin');
    expect(await screen.findByText('Как выбрать исполнителя?', {}, WAIT)).toBeTruthy();
    expect(calls[0]?.path).toBe('/api/content/faq');
  });

  it('without a widget, «Чат поддержки» opens the dialog with support', async () => {
    const calls = stubContentApi({
      '/api/content/faq?audience=cargo': () => ({ body: { sections: makeFaq() } }),
      '/api/support/open': () => ({ body: { error: false, dialogId: 'd-42', userId: 'support-1' } }),
    });
    renderSupport('cargo');
    fireEvent.click(screen.getByRole('button', { name: 'Чат поддержки' }));
    expect((await screen.findByTestId('location', {}, WAIT)).textContent).toBe('/dialog/support-1');
    expect(calls.find((call) => call.path === '/api/support/open')?.method).toBe('POST');
    expect(widgetScripts()).toHaveLength(0);
  });

  it('without a widget, a failed open says why and stays on the page', async () => {
    stubContentApi({
      '/api/content/faq?audience=cargo': () => ({ body: { sections: makeFaq() } }),
      '/api/support/open': serverDown,
    });
    renderSupport('cargo');
    fireEvent.click(screen.getByRole('button', { name: 'Чат поддержки' }));
    expect((await screen.findByTestId('support-chat-error', {}, WAIT)).textContent).toBe('Сервер недоступен');
  });

  it('with a widget, nothing loads until the click; then one async script, the button busy until it loads', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    stubContentApi({ '/api/content/faq?audience=cargo': () => ({ body: { sections: makeFaq() } }) });
    renderSupport('cargo', WIDGET);
    await screen.findByText('Как выбрать исполнителя?', {}, WAIT);
    expect(widgetScripts()).toHaveLength(0);

    const button = screen.getByRole('button', { name: 'Чат поддержки' });
    fireEvent.click(button);
    fireEvent.click(button);
    const scripts = widgetScripts();
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.src).toBe(WIDGET);
    expect(scripts[0]!.async).toBe(true);
    await waitFor(() => expect(button.getAttribute('data-loading')).toBe('true'));

    scripts[0]!.dispatchEvent(new Event('load'));
    await waitFor(() => expect(screen.getByTestId('support-chat-state').textContent).toContain('Чат готов'));
    expect(button.getAttribute('data-loading')).toBeNull();
  });

  it('with a widget, the script loads by itself when the browser is idle on /support', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    stubContentApi({ '/api/content/faq?audience=cargo': () => ({ body: { sections: makeFaq() } }) });
    renderSupport('cargo', WIDGET);
    expect(widgetScripts()).toHaveLength(0);
    await waitFor(() => expect(idle.length).toBeGreaterThan(0));
    idle.forEach((callback) => callback());
    await waitFor(() => expect(widgetScripts()).toHaveLength(1));
  });

  it('a widget that fails to load says so, and a click tries again', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    stubContentApi({ '/api/content/faq?audience=cargo': () => ({ body: { sections: makeFaq() } }) });
    renderSupport('cargo', WIDGET);
    fireEvent.click(screen.getByRole('button', { name: 'Чат поддержки' }));
    widgetScripts()[0]!.dispatchEvent(new Event('error'));
    expect((await screen.findByTestId('support-chat-error')).textContent).toContain(
      'Не удалось загрузить чат',
    );
    expect(widgetScripts()).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Чат поддержки' }));
    expect(widgetScripts()).toHaveLength(1);
  });
});
