import { describe, expect, it } from 'vitest';
import { headTags } from './head-tags.ts';
import { chefStructuredData, dishStructuredData } from './structured-data.ts';

const ORIGIN = 'https://hearth.example';
const RATED = { average: 4.5, count: 12 };
const NEW = { average: null, count: 0 };

describe('structured data', () => {
  it('describes a chef as a LocalBusiness with place, rate and ratings (none without any)', () => {
    const chef = {
      name: 'Rūta Kazlauskienė',
      nickname: 'ruta',
      city: 'Vilnius',
      about: 'Lithuanian home cooking.',
      hourRateCents: 1250,
      rating: RATED,
      image: '/repository/users/21/avatar.jpg',
    };
    expect(chefStructuredData(ORIGIN, chef)).toEqual({
      '@type': 'LocalBusiness',
      name: 'Rūta Kazlauskienė',
      url: 'https://hearth.example/store/ruta',
      description: 'Lithuanian home cooking.',
      image: 'https://hearth.example/repository/users/21/avatar.jpg',
      address: { '@type': 'PostalAddress', addressLocality: 'Vilnius', addressCountry: 'LT' },
      priceRange: '€12.50 / h',
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: 4.5,
        reviewCount: 12,
        bestRating: 5,
        worstRating: 1,
      },
    });
    const fresh = chefStructuredData(ORIGIN, { ...chef, rating: NEW, city: null, image: null, about: '' });
    expect(fresh).not.toHaveProperty('aggregateRating');
    expect(fresh).not.toHaveProperty('address');
    expect(fresh).not.toHaveProperty('image');
  });

  it('describes a dish as a Product offered by its chef at the server’s price', () => {
    const data = dishStructuredData(ORIGIN, {
      id: 5,
      title: 'Cepelinai',
      description: 'Potato dumplings.',
      priceCents: 1800,
      images: ['/repository/products/21/5-9.jpg'],
      chef: { name: 'Rūta', nickname: 'ruta', rating: RATED },
    });
    expect(data).toMatchObject({
      '@type': 'Product',
      name: 'Cepelinai',
      image: ['https://hearth.example/repository/products/21/5-9.jpg'],
      offers: {
        '@type': 'Offer',
        price: '18.00',
        priceCurrency: 'EUR',
        seller: {
          '@type': 'LocalBusiness',
          url: 'https://hearth.example/store/ruta',
          aggregateRating: { reviewCount: 12 },
        },
      },
    });
    // Ratings are the chef's orders', not the dish's own.
    expect(data).not.toHaveProperty('aggregateRating');
  });
});

describe('head tags', () => {
  const facts = {
    origin: ORIGIN,
    pathname: '/mp',
    language: 'en' as const,
    title: 'Marketplace · Hearth',
    description: 'Find a chef.',
  };

  it('give a private page its description and noindex only', () => {
    expect(headTags({ ...facts, pathname: '/orders', indexable: false })).toEqual([
      { tag: 'meta', attributes: { name: 'description', content: 'Find a chef.' } },
      { tag: 'meta', attributes: { name: 'robots', content: 'noindex' } },
    ]);
  });

  it('give a public page without a picture a small card', () => {
    const tags = headTags({ ...facts, indexable: true });
    const content = (key: string) => {
      const found = tags.find((tag) => Object.values(tag.attributes).includes(key));
      return found?.tag === 'meta' ? found.attributes.content : undefined;
    };
    expect(content('twitter:card')).toBe('summary');
    expect(content('og:url')).toBe('https://hearth.example/mp');
    expect(content('og:locale:alternate')).toBe('lt_LT');
    expect(tags.some((tag) => tag.tag === 'script')).toBe(false);
  });
});
