import type { ProductPage } from '@hearth/domain/catalogue';
import { unitPriceCents } from '@hearth/domain/pricing';
import { chefFromMerchant, pricedDish } from '@/shared/catalogue/product.ts';
import type { PageHeadExtras } from '@/shared/ui/page-title.ts';

/**
 * What a dish's page says of itself to search engines and link previews: its first photo and the dish as a
 * schema.org Product at the price the page shows. A disabled dish (only its chef and the operators see it)
 * is not for a search engine.
 */
export function dishHead(page: ProductPage): PageHeadExtras {
  const { product, relatedFiles, merchant } = page;
  if (!product.active) return { indexable: false };
  const chef = chefFromMerchant(merchant);
  const first = relatedFiles[0];
  return {
    type: 'product',
    ...(first ? { image: { url: first.url, width: first.width, height: first.height } } : {}),
    subject: {
      dish: {
        id: product.id,
        title: product.title,
        description: product.description,
        priceCents: unitPriceCents(pricedDish(product)),
        images: relatedFiles.map((file) => file.url),
        chef: { name: chef.name, nickname: chef.nickname, rating: merchant.rating },
      },
    },
  };
}
