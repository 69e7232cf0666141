import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DishImage } from './dish-image.tsx';

const url = '/repository/products/7/12-3-abc.jpg';
const variant = (w: number, width = w) => ({
  width,
  jpeg: `${url}?w=${w}&format=jpeg`,
  webp: `${url}?w=${w}&format=webp`,
  avif: `${url}?w=${w}&format=avif`,
});
const IMAGE = {
  url,
  thumbnailUrl: '/repository/products/7/12-3-abc-thumb.jpg',
  width: 1200,
  height: 800,
  variants: [variant(320), variant(640), variant(1280, 1200)],
};

describe('DishImage', () => {
  it('draws a <picture>: AVIF and WebP sources, a JPEG srcset, sizes, its size, lazy and async', () => {
    const { container } = render(<DishImage image={IMAGE} alt="Cepelinai" title="Cepelinai" sizes="320px" />);
    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((s) => [s.getAttribute('type'), s.getAttribute('sizes')])).toEqual([
      ['image/avif', '320px'],
      ['image/webp', '320px'],
    ]);
    expect(sources[0]!.getAttribute('srcset')).toBe(
      `${url}?w=320&format=avif 320w, ${url}?w=640&format=avif 640w, ${url}?w=1280&format=avif 1200w`,
    );
    const img = screen.getByRole('img', { name: 'Cepelinai' });
    expect(img).toHaveAttribute('src', url);
    expect(img.getAttribute('srcset')).toContain(`${url}?w=640&format=jpeg 640w`);
    expect(img).toHaveAttribute('sizes', '320px');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['1200', '800']);
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).not.toHaveAttribute('fetchpriority');
  });

  it("loads the page's main picture at once, first among images", () => {
    render(<DishImage image={IMAGE} alt="Cepelinai" title="Cepelinai" sizes="100vw" priority />);
    const img = screen.getByRole('img', { name: 'Cepelinai' });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('shows a picture without variants as it is (the cart, older answers), sized as the 4:3 frame', () => {
    const { container } = render(
      <DishImage image={{ url: '/t/1-thumb.jpg' }} alt="" title="Kibinai" sizes="96px" />,
    );
    expect(container.querySelector('source')).toBeNull();
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('src', '/t/1-thumb.jpg');
    expect(img).not.toHaveAttribute('srcset');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['400', '300']);
  });

  it('shows the initials instead when there is no picture or it fails to load', () => {
    const { container, rerender } = render(
      <DishImage image={null} alt="" title="Cepelinai su mėsa" sizes="320px" />,
    );
    expect(screen.getByTestId('image-placeholder')).toHaveTextContent('CS');
    rerender(<DishImage image={IMAGE} alt="" title="Cepelinai su mėsa" sizes="320px" />);
    fireEvent.error(container.querySelector('img')!);
    expect(screen.getByTestId('image-placeholder')).toHaveTextContent('CS');
  });
});
