import { NextAvailableDates } from '@/shared/availability/next-available-dates.tsx';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { formatEurCents } from '@hearth/domain/money';
import { MESSAGES } from '@hearth/domain/messages';
import { ApiError } from '@/shared/api/api-client.ts';
import { translateMessage } from '@/shared/i18n/translate-message.ts';
import { useSession } from '@/shared/session/use-session.ts';
import { AvatarImage, initialOf } from '@/shared/ui/avatar-image.tsx';
import { cartItemFromProduct } from '@/shared/cart/cart-item.ts';
import { useAddToCart } from '@/shared/cart/use-add-to-cart.tsx';
import type { ChefRef } from '@/shared/catalogue/product.ts';
import { KitchenTypeBadges } from '@/shared/ui/kitchen-type-badges.tsx';
import { Skeleton } from '@/shared/ui/skeleton.tsx';
import { usePageHead } from '@/shared/ui/page-title.ts';
import { ChefRatingBadge } from '@/shared/ui/star-rating.tsx';
import { useStore } from '../api/get-store.ts';
import { ChefReviews } from '../components/chef-reviews.tsx';
import { useChooseCover } from '../api/choose-cover.ts';
import { DishCard } from '../components/dish-card.tsx';
import { chefHead } from '../utils/chef-head.ts';

/** Dishes whose pictures are in the first screen on a wide window (three columns): not lazily loaded. */
const FIRST_SCREEN_DISHES = 3;

/** Above this length the about text is clamped, with a button to show it all. */
const ABOUT_CLAMP_CHARS = 280;

/** /store/:nickname: the public chef page with the chef's dishes. */
/** The chef's full name, or the nickname when they gave none. */
function chefName(merchant: {
  firstName: string | null;
  lastName: string | null;
  storeName: string;
}): string {
  return [merchant.firstName, merchant.lastName].filter(Boolean).join(' ') || merchant.storeName;
}

export function StorePage() {
  const { nickname = '' } = useParams();
  return <StoreView key={nickname} nickname={nickname} />;
}

function StoreView({ nickname }: { nickname: string }) {
  const { t } = useTranslation();
  const { profile, isApprovedChef } = useSession();
  const store = useStore(nickname);
  const [aboutOpen, setAboutOpen] = useState(false);
  const cart = useAddToCart();
  const chooseCover = useChooseCover();
  /** The last cover choice's outcome, said under the dishes' heading. */
  const [coverNotice, setCoverNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const name = store.data && chefName(store.data.merchant);
  usePageHead(
    name && t('titles.chefNamed', { name }),
    name && t('descriptions.chef', { name }),
    store.data && name ? chefHead(name, store.data) : store.error ? { indexable: false } : {},
  );

  if (store.isPending) {
    return (
      <div className="page">
        <Skeleton shape="lines" count={3} />
        <Skeleton shape="cards" count={3} announce={false} />
      </div>
    );
  }
  if (store.error) {
    const notFound = store.error instanceof ApiError && store.error.status === 404;
    const message = store.error instanceof ApiError ? store.error.envelope.messages[0]?.message : undefined;
    return (
      <div className="page page--narrow">
        <section className="card error-view" aria-labelledby="store-error-title">
          <h1 id="store-error-title">{t(notFound ? MESSAGES.chefNotFound : 'store.loadFailed')}</h1>
          <p className="lead">
            {notFound ? t('store.notFoundLead') : translateMessage(t, message ?? MESSAGES.serverError)}
          </p>
          <Link className="button button--primary" to="/mp">
            {t('store.toMarketplace')}
          </Link>
        </section>
      </div>
    );
  }

  const { merchant, products, cover } = store.data;
  const fullName = chefName(merchant);
  const isOwner = profile?.id === merchant.userId;
  const isOperator = profile?.role === 'OPERATOR' || profile?.role === 'ADMIN';
  const about = merchant.merchantInfo.about ?? merchant.about ?? '';
  const long = about.length > ABOUT_CLAMP_CHARS;
  const chef: ChefRef = { userId: merchant.userId, nickname: merchant.storeName, name: fullName };

  function onChooseCover(fileId: number | null, title: string) {
    setCoverNotice(null);
    chooseCover.mutate(fileId === null ? {} : { fileId }, {
      onSuccess: () =>
        setCoverNotice({
          ok: true,
          text: fileId === null ? t('store.coverNewest') : t('store.coverChosen', { title }),
        }),
      onError: (error) =>
        setCoverNotice({
          ok: false,
          text: translateMessage(
            t,
            (error instanceof ApiError && error.envelope.messages[0]?.message) || MESSAGES.serverError,
          ),
        }),
    });
  }

  return (
    <div className="page">
      <article className="card store-page" aria-labelledby="store-title">
        <header className="store-page__head">
          <AvatarImage
            src={merchant.avatarUrl}
            initial={initialOf(merchant.firstName, merchant.storeName)}
            size="xlarge"
            alt={t('store.pictureOf', { name: fullName })}
          />
          <div className="store-page__title">
            <h1 id="store-title">{fullName}</h1>
            <p className="muted">
              @{merchant.storeName}
              {merchant.city && <> · {merchant.city}</>}
            </p>
            <p className="store-page__rating">
              <ChefRatingBadge rating={merchant.rating} />
            </p>
            <p className="store-page__rate">
              {t('common.perHour', { amount: formatEurCents(merchant.merchantInfo.hourRate) })}
            </p>
            {!isOwner && merchant.valid && (
              <p className="store-page__ask">
                <Link className="button button--secondary" to={`/ask/${merchant.storeName}`}>
                  {t('store.askChef')}
                </Link>
              </p>
            )}
            {isOwner && (
              <p className="store-page__owner">
                <span className="owner-badge">{t('store.yourProfile')}</span>{' '}
                <Link to="/profile?chefProfile=true">{t('store.editProfile')}</Link>
              </p>
            )}
          </div>
        </header>

        {!merchant.valid && (
          <p className="notice notice--info" role="status">
            {t('store.notPublic')}
          </p>
        )}

        <KitchenTypeBadges types={merchant.merchantInfo.kitchenType} label={t('store.kitchenTypes')} />
        {merchant.valid && <NextAvailableDates chefId={merchant.userId} />}

        {about && (
          <section className="store-page__about" aria-labelledby="store-about-title">
            <h2 id="store-about-title">{t('store.about')}</h2>
            <p id="store-about-text" className={long && !aboutOpen ? 'pre-line clamp' : 'pre-line'}>
              {about}
            </p>
            {long && (
              <button
                type="button"
                className="link-button"
                aria-expanded={aboutOpen}
                aria-controls="store-about-text"
                onClick={() => setAboutOpen((open) => !open)}
              >
                {t(aboutOpen ? 'store.showLess' : 'store.showMore')}
              </button>
            )}
          </section>
        )}

        <section aria-labelledby="store-dishes-title">
          <div className="store-page__dishes-head">
            <h2 id="store-dishes-title">{t('store.dishes')}</h2>
            {/* Only an approved chef may create dishes: a pending one is told so on the profile. */}
            {isOwner && isApprovedChef && (
              <Link className="button button--secondary" to="/product">
                {t('store.addDish')}
              </Link>
            )}
          </div>
          {isOwner && cover && <p className="muted">{t('store.coverHint')}</p>}
          {coverNotice && (
            <p
              className={coverNotice.ok ? 'notice notice--success' : 'notice notice--error'}
              role={coverNotice.ok ? 'status' : 'alert'}
            >
              {coverNotice.text}
            </p>
          )}
          {products.length === 0 ? (
            <p className="muted">{t(isOwner && isApprovedChef ? 'store.noDishesOwner' : 'store.noDishes')}</p>
          ) : (
            <ul className="dish-grid">
              {products.map((entry, index) => (
                <DishCard
                  key={entry.product.id}
                  entry={entry}
                  isOwner={isOwner}
                  inFirstScreen={index < FIRST_SCREEN_DISHES}
                  cover={
                    isOwner
                      ? {
                          isCover: entry.relatedFiles.some((file) => file.fileId === cover?.fileId),
                          chosen: cover?.chosen ?? false,
                          busy: chooseCover.isPending,
                          onChoose: (fileId) => onChooseCover(fileId, entry.product.title),
                        }
                      : undefined
                  }
                  onAdd={() => cart.add(cartItemFromProduct(entry.product, chef, 1))}
                />
              ))}
            </ul>
          )}
        </section>

        <ChefReviews nickname={merchant.storeName} isOwner={isOwner} isOperator={isOperator} />
      </article>
      {cart.ui}
    </div>
  );
}
