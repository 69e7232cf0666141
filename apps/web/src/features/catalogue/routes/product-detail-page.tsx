import { NextAvailableDates } from '@/shared/availability/next-available-dates.tsx';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { formatEurCents } from '@hearth/domain/money';
import { servings } from '@hearth/domain/pricing';
import { ApiError } from '@/shared/api/api-client.ts';
import { cartItemFromProduct } from '@/shared/cart/cart-item.ts';
import { useAddToCart } from '@/shared/cart/use-add-to-cart.tsx';
import { chefFromMerchant, pricedDish } from '@/shared/catalogue/product.ts';
import { productDetailsQueryOptions, productQueryOptions } from '@/shared/catalogue/product-queries.ts';
import { useSession } from '@/shared/session/use-session.ts';
import { DishTags } from '@/shared/ui/dish-tags.tsx';
import { kitchenTypeLabel } from '@/shared/ui/kitchen-type-badges.tsx';
import { Skeleton } from '@/shared/ui/skeleton.tsx';
import { ChefRatingBadge } from '@/shared/ui/star-rating.tsx';
import { AddToCartBar } from '../components/add-to-cart-bar.tsx';
import { ImageGallery } from '../components/image-gallery.tsx';
import { PriceCalculation } from '../components/price-calculation.tsx';
import { usePageHead } from '@/shared/ui/page-title.ts';
import { dishHead } from '../utils/dish-head.ts';
import { ingredientLine } from '../utils/ingredient-line.ts';

/** /product-detail/:productId: a dish with its pictures, preparation, price and the add-to-cart action. */
export function ProductDetailPage() {
  const { productId = '' } = useParams();
  return <ProductDetail key={productId} productId={productId} />;
}

function ProductDetail({ productId }: { productId: string }) {
  const { t, i18n } = useTranslation();
  const { profile } = useSession();
  const valid = /^\d+$/.test(productId);
  const id = valid ? Number(productId) : 0;
  const productQuery = useQuery({ ...productQueryOptions(id), enabled: valid });
  const detailsQuery = useQuery({ ...productDetailsQueryOptions(id), enabled: valid });
  const [volume, setVolume] = useState(1);
  const cart = useAddToCart();
  const page = productQuery.data;
  usePageHead(
    page && t('titles.dishNamed', { title: page.product.title, chef: chefFromMerchant(page.merchant).name }),
    page?.product.description,
    page ? dishHead(page) : !valid || productQuery.error ? { indexable: false } : {},
  );

  if (valid && productQuery.isPending) return <DishSkeleton />;
  if (!valid || productQuery.error) {
    const notFound = !valid || (productQuery.error instanceof ApiError && productQuery.error.status === 404);
    return (
      <div className="page page--narrow">
        <section className="card error-view" aria-labelledby="product-error-title">
          <h1 id="product-error-title">
            {t(notFound ? 'catalogue.productNotFound' : 'catalogue.failedToLoadProduct')}
          </h1>
          <p className="lead">{t(notFound ? 'catalogue.notFoundLead' : 'catalogue.failedLead')}</p>
          {!notFound && (
            <button
              type="button"
              className="button button--primary"
              onClick={() => void productQuery.refetch()}
            >
              {t('common.tryAgain')}
            </button>
          )}
          <Link className={notFound ? 'button button--primary' : 'button button--ghost'} to="/mp">
            {t('store.toMarketplace')}
          </Link>
        </section>
      </div>
    );
  }
  if (!productQuery.data) return <DishSkeleton />;

  const { product, relatedFiles, userId, merchant } = productQuery.data;
  const details = detailsQuery.data ?? null;
  const dish = pricedDish(product);
  const chef = chefFromMerchant(merchant);
  const isOwner = profile?.id === userId;
  const preparationMinutes = product.preparationMinutes ?? details?.preparationMinutes ?? null;
  const ingredients = Object.entries(details?.ingridients ?? {});
  const kitchenType = product.kitchenType ?? details?.kitchenType ?? null;

  return (
    <div className="page">
      <article className="product-detail" aria-labelledby="product-title">
        <ImageGallery files={relatedFiles} title={product.title} />

        <div className="product-detail__info card">
          <header>
            <h1 id="product-title">{product.title}</h1>
            {chef && (
              <p className="product-detail__chef">
                {t('catalogue.byChef')}{' '}
                {chef.nickname ? <Link to={`/store/${chef.nickname}`}>{chef.name}</Link> : chef.name}{' '}
                <ChefRatingBadge rating={merchant.rating} />
              </p>
            )}
            {kitchenType && (
              <p className="muted">
                <span className={`kitchen-badge kitchen-badge--${kitchenType}`}>
                  {kitchenTypeLabel(t, kitchenType)}
                </span>
              </p>
            )}
            {isOwner && (
              <p className="product-detail__owner">
                <span
                  className={
                    product.active ? 'dish-status dish-status--active' : 'dish-status dish-status--inactive'
                  }
                >
                  {t(product.active ? 'store.active' : 'store.inactive')}
                </span>{' '}
                <Link className="button button--secondary" to={`/product/${product.id}`}>
                  {t('store.editDish')}
                </Link>
              </p>
            )}
          </header>

          <PriceCalculation dish={dish} />

          <dl className="facts">
            {preparationMinutes !== null && (
              <div>
                <dt>{t('catalogue.preparationTime')}</dt>
                <dd>{t('catalogue.minutes', { count: preparationMinutes })}</dd>
              </div>
            )}
            {product.hourRate !== null && product.hourRate > 0 && (
              <div>
                <dt>{t('catalogue.hourRate')}</dt>
                <dd>{t('common.perHour', { amount: formatEurCents(product.hourRate) })}</dd>
              </div>
            )}
            <div>
              <dt>{t('catalogue.baseServings')}</dt>
              <dd>{servings(dish, 1)}</dd>
            </div>
            {details?.calories != null && (
              <div>
                <dt>{t('catalogue.calories')}</dt>
                <dd>{t('catalogue.kcal', { count: details.calories })}</dd>
              </div>
            )}
          </dl>

          <DishTags allergens={product.allergens} dietaryTags={product.dietaryTags} />
          {product.active && <NextAvailableDates items={[{ productId: product.id, productVolume: 1 }]} />}

          {!isOwner && (
            <AddToCartBar
              dish={dish}
              volume={volume}
              onVolume={setVolume}
              onAdd={() => cart.add(cartItemFromProduct(product, chef, volume))}
            />
          )}
        </div>

        <section className="product-detail__about card" aria-labelledby="product-about-title">
          <h2 id="product-about-title">{t('catalogue.description')}</h2>
          <p className="pre-line">{product.description}</p>
          {(details?.preparationDescription || ingredients.length > 0) && (
            <>
              <h2>{t('catalogue.preparation')}</h2>
              {details?.preparationDescription && (
                <p className="pre-line">{details.preparationDescription}</p>
              )}
              {ingredients.length > 0 && (
                <>
                  <h3>{t('catalogue.ingredients')}</h3>
                  <ul className="ingredients">
                    {ingredients.map(([raw, amount]) => {
                      const line = ingredientLine(raw, amount, i18n.language);
                      return (
                        <li key={raw}>
                          <span>{line.name}</span>
                          {line.amount && <span className="muted"> {line.amount}</span>}
                        </li>
                      );
                    })}
                  </ul>
                </>
              )}
            </>
          )}
          {detailsQuery.isError && <p className="muted">{t('catalogue.detailsFailed')}</p>}
        </section>
      </article>
      {cart.ui}
    </div>
  );
}

/** The dish page's shape while it loads: the picture and the facts beside it. */
function DishSkeleton() {
  return (
    <div className="page">
      <div className="product-detail">
        <Skeleton shape="page" count={4} />
        <Skeleton shape="cards" count={1} announce={false} />
      </div>
    </div>
  );
}
