import type { ChefCover, StoreProduct } from '@hearth/domain/catalogue';
import type { PublicMerchant } from '@hearth/domain/profile';
import type { PageHeadExtras } from '@/shared/ui/page-title.ts';

/**
 * What a chef's page says of itself to search engines and link previews: the photo that covers the chef's
 * card (else their picture) and the chef as schema.org data. A page only its chef and the operators may see
 * (not approved yet) is not for a search engine.
 */
export function chefHead(
  name: string,
  data: { merchant: PublicMerchant; products: StoreProduct[]; cover: ChefCover },
): PageHeadExtras {
  const { merchant, products, cover } = data;
  if (!merchant.valid) return { indexable: false };
  const coverFile =
    cover && products.flatMap((entry) => entry.relatedFiles).find((f) => f.fileId === cover.fileId);
  const image = coverFile
    ? { url: coverFile.url, width: coverFile.width, height: coverFile.height }
    : merchant.avatarUrl
      ? { url: merchant.avatarUrl }
      : undefined;
  return {
    type: 'profile',
    ...(image ? { image } : {}),
    subject: {
      chef: {
        name,
        nickname: merchant.storeName,
        city: merchant.city,
        about: merchant.merchantInfo.about ?? merchant.about ?? '',
        hourRateCents: merchant.merchantInfo.hourRate,
        rating: merchant.rating,
        image: image?.url ?? null,
      },
    },
  };
}
