import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { Footer } from '../src/features/layout/Footer';
import { makeSession } from './fixtures';
import { renderWithSession } from './render';

describe('Footer', () => {
  it('shows items marked for visitors only to visitors', () => {
    renderWithSession(<Footer />, null);
    expect(within(screen.getByTestId('footer')).getByText('Регистрация перевозчика')).toBeTruthy();
  });

  it('hides onlyNoAuth items when logged in and keeps the others', () => {
    renderWithSession(<Footer />, makeSession());
    const footer = screen.getByTestId('footer');
    expect(within(footer).queryByText('Регистрация перевозчика')).toBeNull();
    expect(within(footer).getByText('О нас')).toBeTruthy();
    expect(within(footer).getByText('Частые вопросы')).toBeTruthy();
  });

  it('routes internal links and opens external ones as plain links', () => {
    renderWithSession(<Footer />, null);
    const internal = screen.getByText('О нас').closest('a');
    const external = screen.getByText('Блог').closest('a');
    expect(internal?.getAttribute('href')).toBe('/page/about');
    expect(internal?.getAttribute('target')).toBeNull();
    expect(external?.getAttribute('href')).toBe('https://blog.example.ru');
    expect(external?.getAttribute('target')).toBe('_blank');
  });

  it('shows contacts, social links, the app link and the copyright years', () => {
    renderWithSession(<Footer />, null);
    expect(screen.getByTestId('footer-phone').getAttribute('href')).toBe('tel:+78001234567');
    expect(screen.getByTestId('footer-phone').textContent).toContain('+7 (800) 123-45-67');
    expect(screen.getByTestId('footer-email').getAttribute('href')).toBe('mailto:info@fura.example');
    expect(screen.getByLabelText('ВКонтакте').getAttribute('href')).toBe('https://vk.com/fura');
    expect(screen.getByLabelText('Facebook')).toBeTruthy();
    expect(screen.queryByLabelText('Instagram')).toBeNull();
    // The app installs from the site (issue 27): one link to the page that says how, no store badges.
    expect(
      screen.getByRole('link', { name: 'Фура на телефоне Установить приложение' }).getAttribute('href'),
    ).toBe('/download-app');
    expect(screen.queryByText(/App Store|Google Play/)).toBeNull();
    expect(screen.getByTestId('footer-copyright').textContent).toBe(
      `© 2017–${new Date().getFullYear()} ООО «Фура»`,
    );
  });

  it('offers the callback only where the modal is mounted', () => {
    let opened = 0;
    renderWithSession(<Footer onCallback={() => (opened += 1)} />, null);
    fireEvent.click(screen.getByTestId('footer-callback-open'));
    expect(opened).toBe(1);
  });
});
