import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { UserMenu } from '../src/features/layout/UserMenu';
import { makeSession } from './fixtures';
import { renderWithSession } from './render';

describe('UserMenu', () => {
  it('shows the rating with a star once the user has reviews, and the count in the dropdown', async () => {
    renderWithSession(<UserMenu />, makeSession({}, { rating: 4.5, reviewsCount: 3 }), '/profile/info');
    const rating = screen.getByTestId('header-user-rating');
    expect(rating.textContent).toBe('рейтинг 4,5');
    expect(rating.querySelector('svg')).not.toBeNull();
    fireEvent.click(screen.getByTestId('profile-menu'));
    expect((await screen.findByText(/4,5 · 3 отзыва/)).textContent).toContain('4,5 · 3 отзыва');
  });

  it('says there are no reviews instead of a zero rating', async () => {
    renderWithSession(<UserMenu />, makeSession({}, { rating: 0, reviewsCount: 0 }), '/profile/info');
    const rating = screen.getByTestId('header-user-rating');
    expect(rating.textContent).toBe('нет отзывов');
    expect(rating.querySelector('svg')).toBeNull();
    fireEvent.click(screen.getByTestId('profile-menu'));
    expect(await screen.findByText(/Нет отзывов/)).toBeTruthy();
  });

  it('shows an administrator by name only: an admin has no contract type and no rating', async () => {
    const admin = makeSession(
      {},
      {
        type: 'admin',
        name: { first: 'Алексей', last: 'Смирнов' },
        contract: { id: null },
        rating: 0,
        reviewsCount: 0,
      },
    );
    renderWithSession(<UserMenu />, admin, '/profile/info');
    const target = screen.getByTestId('profile-menu');
    // Named by its content, so the name contains the visible text (WCAG 2.5.3).
    expect(target.getAttribute('aria-label')).toBeNull();
    expect(target.textContent).toBe('Меню профиля:АСАлексей Смирнов');
    expect(screen.queryByTestId('header-user-contract')).toBeNull();
    expect(screen.queryByTestId('header-user-rating')).toBeNull();

    fireEvent.click(target);
    await screen.findByTestId('logout-button');
    expect(screen.queryByText(/Не указано/)).toBeNull();
    expect(screen.queryByText(/нет отзывов/i)).toBeNull();
  });

  it('keeps a carrier’s contract type and rating, «Не указано» and «нет отзывов» included', async () => {
    const carrier = makeSession({}, { type: 'carrier', contract: { id: null }, rating: 0, reviewsCount: 0 });
    renderWithSession(<UserMenu />, carrier, '/profile/info');
    expect(screen.getByTestId('header-user-contract').textContent).toBe('Не указано');
    expect(screen.getByTestId('header-user-rating').textContent).toBe('нет отзывов');
    fireEvent.click(screen.getByTestId('profile-menu'));
    expect(await screen.findByText(/Не указано · Нет отзывов/)).toBeTruthy();
  });

  it('shows a cargo owner’s contract type beside the rating', () => {
    renderWithSession(<UserMenu />, makeSession({}, { type: 'cargo', contract: { id: 2 } }), '/profile/info');
    expect(screen.getByTestId('header-user-contract').textContent).toBe('Юридическое лицо (ООО)');
    expect(screen.getByTestId('header-user-rating').textContent).toBe('рейтинг 4,5');
  });
});
