import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { StarInput } from './star-input.tsx';
import { ChefRatingBadge, ReviewStars } from './star-rating.tsx';
import { renderTranslated } from '@/shared/testing/test-utils.tsx';

function Harness({ initial = null }: { initial?: number | null }) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <>
      <button type="button">Before</button>
      <StarInput label="Your rating" value={value} onChange={setValue} />
      <output>{value ?? 'none'}</output>
    </>
  );
}

describe('star input', () => {
  it('is a radio group named "1 star" to "5 stars"', () => {
    renderTranslated(<Harness />);
    const group = screen.getByRole('group', { name: 'Your rating' });
    expect(group).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
    ]);
    expect(screen.getByRole('radio', { name: '1 star' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '5 stars' })).toBeInTheDocument();
  });

  it('is chosen by keyboard: Tab into the group, arrows move the choice', async () => {
    const user = userEvent.setup();
    renderTranslated(<Harness initial={3} />);
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    expect(screen.getByRole('radio', { name: '3 stars' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('4');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('radio', { name: '2 stars' })).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('2');
  });

  it('chooses with Space on the focused star', async () => {
    const user = userEvent.setup();
    renderTranslated(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    expect(screen.getByRole('radio', { name: '1 star' })).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByRole('radio', { name: '1 star' })).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('1');
  });

  it('ties its error to the group', () => {
    renderTranslated(
      <StarInput label="Your rating" value={null} onChange={() => {}} error="Choose from 1 to 5 stars" />,
    );
    const group = screen.getByRole('group', { name: 'Your rating' });
    expect(group).toHaveAccessibleDescription('Choose from 1 to 5 stars');
  });
});

describe('star display', () => {
  it('reads "4.6 out of 5, 12 reviews"', () => {
    renderTranslated(<ChefRatingBadge rating={{ average: 4.6, count: 12 }} />);
    expect(screen.getByRole('img', { name: '4.6 out of 5, 12 reviews' })).toBeInTheDocument();
  });

  it('says one review, and shows whole averages with one decimal', () => {
    renderTranslated(<ChefRatingBadge rating={{ average: 5, count: 1 }} />);
    expect(screen.getByRole('img', { name: '5.0 out of 5, 1 review' })).toBeInTheDocument();
  });

  it('says "New" without reviews', () => {
    renderTranslated(<ChefRatingBadge rating={{ average: null, count: 0 }} />);
    expect(screen.getByRole('img', { name: 'New chef: no reviews yet' })).toHaveTextContent('New');
  });

  it('reads one review’s stars', () => {
    renderTranslated(<ReviewStars rating={3} />);
    expect(screen.getByRole('img', { name: '3 out of 5' })).toBeInTheDocument();
  });
});
