import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton } from './skeleton.tsx';
import { renderTranslated } from '@/shared/testing/test-utils.tsx';

describe('Skeleton', () => {
  it('is announced once as loading, its shapes hidden from assistive technology', () => {
    const { container } = renderTranslated(<Skeleton shape="cards" count={3} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    const shapes = container.querySelector('.skeleton__shapes');
    expect(shapes).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelectorAll('.skeleton__card')).toHaveLength(3);
  });

  it('draws lines, table rows or a page, as asked', () => {
    const { container, rerender } = renderTranslated(<Skeleton shape="lines" count={4} />);
    expect(container.querySelectorAll('.skeleton__line')).toHaveLength(4);
    rerender(<Skeleton shape="table" count={5} />);
    expect(container.querySelectorAll('.skeleton__row')).toHaveLength(5);
    rerender(<Skeleton shape="page" count={2} />);
    expect(container.querySelector('.skeleton__line--heading')).not.toBeNull();
    expect(container.querySelector('.skeleton__block')).not.toBeNull();
  });

  it('says nothing when another skeleton of the page already does', () => {
    renderTranslated(<Skeleton announce={false} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
