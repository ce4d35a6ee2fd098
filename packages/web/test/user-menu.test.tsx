import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { UserMenu } from '../src/features/layout/UserMenu';
import { makeSession } from './fixtures';
import { renderWithSession } from './render';

describe('UserMenu', () => {
  it('shows the rating with a star once the user has reviews, and the count in the dropdown', async () => {
    renderWithSession(<UserMenu />, makeSession({}, { rating: 4.5, reviewsCount: 3 }), '/profile/info');
    const rating = screen.getByTestId('header-user-rating');
    expect(rating.textContent).toBe('4,5');
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
});
