import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithApp } from '../../test/render.tsx';
import { UiRating } from './UiRating.tsx';

describe('UiRating', () => {
  it('reads as one image with the rating and count, and fills the stars to the average', () => {
    renderWithApp(<UiRating average={4.46} count={1280} />);
    const rating = screen.getByRole('img', { name: 'Rated 4.5 out of 5 from 1280 reviews' });
    const stars = rating.querySelector<HTMLElement>('.rating-stars')!;
    expect(stars.getAttribute('aria-hidden')).toBe('true');
    expect(stars.style.getPropertyValue('--fill')).toBe('89.2%');
    expect(stars.style.getPropertyValue('--star')).toBe('14px');
    expect(rating.textContent).toBe('(1,280)');
  });

  it('keeps the fill within the five stars and says when there are no reviews', () => {
    const { unmount } = renderWithApp(<UiRating average={7} count={3} size={20} />);
    expect(screen.getByRole('img').querySelector<HTMLElement>('.rating-stars')!.style.getPropertyValue('--fill')).toBe('100%');
    unmount();
    renderWithApp(<UiRating average={0} count={0} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('No reviews yet')).toBeTruthy();
  });
});
