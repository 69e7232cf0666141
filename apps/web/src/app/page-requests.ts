import {
  dishesRequestBody,
  filtersFromSearch,
  merchantsRequestBody,
} from '../features/marketplace/utils/filters.ts';
import type { FormBody } from '@/shared/api/request-init.ts';
import {
  DISH_CARD_SIZES,
  DISH_PAGE_SIZES,
  picturePreload,
  type PicturePreload,
} from '@/shared/catalogue/picture-sources.ts';
import type { ProductFile } from '@/shared/catalogue/product.ts';

export interface PageRequest {
  method: 'GET' | 'POST';
  path: string;
  body?: FormBody;
  /**
   * The picture the page shows first from this answer's model (its Largest Contentful Paint), as the page
   * will ask for it (its AVIF srcset and sizes when it has variants, decision 054): src/early.ts preloads it
   * as soon as the answer is here.
   */
  image?: (model: unknown) => PicturePreload | null;
}

type Listed = { product?: { relatedFiles?: ProductFile[] }; relatedFiles?: ProductFile[] } | undefined;

/** The dish page's main picture (features/catalogue: the gallery's first file). */
function dishPicture(model: unknown): PicturePreload | null {
  const answer = model as Listed;
  return picturePreload((answer?.relatedFiles ?? answer?.product?.relatedFiles)?.[0], DISH_PAGE_SIZES);
}

/** The marketplace's first card picture: the first chef's cover, or the first dish's photo. */
function firstCardPicture(model: unknown): PicturePreload | null {
  const answer = model as {
    merchants?: { cover?: ProductFile | null }[];
    dishes?: { photo?: ProductFile | null }[];
  };
  const first = answer?.merchants?.[0]?.cover ?? answer?.dishes?.[0]?.photo ?? undefined;
  return picturePreload(first, DISH_CARD_SIZES, true);
}

/** The chef page's first dish picture (features/store: the first card's). */
function firstDishThumbnail(model: unknown): PicturePreload | null {
  const first = (model as { products?: Listed[] } | undefined)?.products?.[0];
  return picturePreload((first?.relatedFiles ?? first?.product?.relatedFiles)?.[0], DISH_CARD_SIZES, true);
}

/** A path segment as React Router gives it to the page (decoded); null when it cannot be decoded. */
function param(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * The public catalogue reads that the page at `pathname` + `search` makes when it first renders, exactly
 * as its queries send them (features/marketplace, store and catalogue api/): the marketplace's first page,
 * a chef's page and first reviews, a dish and its details. src/early.ts starts them with the page.
 */
export function pageRequests(pathname: string, search: string): PageRequest[] {
  if (/^\/mp\/?$/i.test(pathname)) {
    const filters = filtersFromSearch(new URLSearchParams(search));
    if (filters.tab === 'dishes')
      return [
        {
          method: 'POST',
          path: '/store/dishes',
          body: dishesRequestBody(filters, 0),
          image: firstCardPicture,
        },
      ];
    return [
      {
        method: 'POST',
        path: '/store/merchants',
        body: merchantsRequestBody(filters, 0),
        image: firstCardPicture,
      },
    ];
  }
  const store = /^\/store\/([^/]+)\/?$/i.exec(pathname);
  const nickname = store && param(store[1]!);
  if (nickname) {
    return [
      { method: 'POST', path: '/store/products', body: { nickname }, image: firstDishThumbnail },
      { method: 'GET', path: `/store/reviews?${new URLSearchParams({ nickname, page: '0' }).toString()}` },
    ];
  }
  const dish = /^\/product-detail\/([^/]+)\/?$/i.exec(pathname);
  const productId = dish && param(dish[1]!);
  if (productId && /^\d+$/.test(productId)) {
    const query = new URLSearchParams({ productId }).toString();
    return [
      { method: 'GET', path: `/store/product?${query}`, image: dishPicture },
      { method: 'GET', path: `/store/product-details?${query}` },
    ];
  }
  return [];
}
