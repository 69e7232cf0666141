import type { ChefRating } from '@hearth/domain/reviews';

/**
 * schema.org data of the public pages (their JSON-LD): a chef is a LocalBusiness (a person's kitchen service
 * with a place, a rate and ratings), a dish a Product with its Offer from that chef. Addresses are paths
 * here; head-tags.ts gives the page's origin to the canonical address, and these keep to what the page shows.
 */

const euros = (cents: number) => (cents / 100).toFixed(2);

/** The ratings, when there are any: schema.org wants none rather than an empty one. */
function aggregateRating(rating: ChefRating): Record<string, unknown> | undefined {
  if (rating.average === null || rating.count === 0) return undefined;
  return {
    '@type': 'AggregateRating',
    ratingValue: rating.average,
    reviewCount: rating.count,
    bestRating: 5,
    worstRating: 1,
  };
}

export interface ChefFacts {
  name: string;
  nickname: string;
  city: string | null;
  about: string;
  hourRateCents: number;
  rating: ChefRating;
  /** The chef's picture or their cover photo (a path or an address). */
  image: string | null;
}

export function chefStructuredData(origin: string, chef: ChefFacts): Record<string, unknown> {
  return {
    '@type': 'LocalBusiness',
    name: chef.name,
    url: `${origin}/store/${chef.nickname}`,
    ...(chef.about ? { description: chef.about } : {}),
    ...(chef.image ? { image: new URL(chef.image, origin).href } : {}),
    ...(chef.city
      ? { address: { '@type': 'PostalAddress', addressLocality: chef.city, addressCountry: 'LT' } }
      : {}),
    priceRange: `€${euros(chef.hourRateCents)} / h`,
    ...(aggregateRating(chef.rating) ? { aggregateRating: aggregateRating(chef.rating) } : {}),
  };
}

export interface DishFacts {
  id: number;
  title: string;
  description: string;
  priceCents: number;
  images: string[];
  chef: { name: string; nickname: string | null; rating: ChefRating };
}

/**
 * A dish: its offer at the server's price, in stock while the page is public. Ratings are of the chef's
 * orders, not of one dish: they are the seller's, not the product's.
 */
export function dishStructuredData(origin: string, dish: DishFacts): Record<string, unknown> {
  const seller = {
    '@type': 'LocalBusiness',
    name: dish.chef.name,
    ...(dish.chef.nickname ? { url: `${origin}/store/${dish.chef.nickname}` } : {}),
    ...(aggregateRating(dish.chef.rating) ? { aggregateRating: aggregateRating(dish.chef.rating) } : {}),
  };
  return {
    '@type': 'Product',
    name: dish.title,
    description: dish.description,
    url: `${origin}/product-detail/${dish.id}`,
    ...(dish.images.length > 0 ? { image: dish.images.map((image) => new URL(image, origin).href) } : {}),
    offers: {
      '@type': 'Offer',
      price: euros(dish.priceCents),
      priceCurrency: 'EUR',
      availability: 'https://schema.org/InStock',
      url: `${origin}/product-detail/${dish.id}`,
      seller,
    },
  };
}

/** Whom or what a page is about. */
export type PageSubject = { chef: ChefFacts } | { dish: DishFacts };
