import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { formatEurCents } from '@hearth/domain/money';
import { clearCart, removeFromCart, setCartVolume } from '@/shared/cart/cart-storage.ts';
import { cartSubtotalCents } from '@/shared/cart/cart-totals.ts';
import { useCartItems } from '@/shared/cart/use-cart-items.ts';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog.tsx';
import { CartLine } from '../components/cart-line.tsx';

/** An announcement of the last change; `id` makes the same text twice announce (and refocus) again. */
interface Announcement {
  text: string;
  id: number;
}

/**
 * /cart: the stored lines with their stepper and remove, clear (after a
 * question), the subtotal priced by pricing.ts, proceed to checkout and continue shopping; the empty message.
 * Every change writes the stored cart, which broadcasts `cart-update` (the header badge follows).
 */
export function CartPage() {
  const { t } = useTranslation();
  const items = useCartItems();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [confirmingClear, setConfirmingClear] = useState(false);
  const [announcement, setAnnouncement] = useState<Announcement | null>(null);

  // The button that was used is gone (a removed line, the emptied cart): focus goes back to the page title.
  useEffect(() => {
    if (announcement) headingRef.current?.focus();
  }, [announcement]);

  function announce(text: string) {
    setAnnouncement((previous) => ({ text, id: (previous?.id ?? 0) + 1 }));
  }

  function remove(productId: number, title: string) {
    removeFromCart(productId);
    announce(t('cartPage.removed', { title }));
  }

  function confirmClear() {
    clearCart();
    setConfirmingClear(false);
    announce(t('cartPage.cleared'));
  }

  return (
    <div className="page cart-page">
      <h1 ref={headingRef} tabIndex={-1}>
        {t('cartPage.title')}
      </h1>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement?.text}
      </p>

      {items.length === 0 ? (
        <section className="card cart-empty" aria-labelledby="cart-empty-title">
          <h2 id="cart-empty-title">{t('cartPage.emptyTitle')}</h2>
          <p className="lead">{t('cartPage.emptyText')}</p>
          <Link className="button button--primary" to="/mp">
            {t('cartPage.continueShopping')}
          </Link>
        </section>
      ) : (
        <div className="cart-layout">
          <ul className="cart-lines" aria-label={t('cartPage.linesLabel')}>
            {items.map((item) => (
              <CartLine
                key={item.productId}
                item={item}
                onVolumeChange={(volume) => setCartVolume(item.productId, volume)}
                onRemove={() => remove(item.productId, item.title)}
              />
            ))}
          </ul>

          <aside className="card cart-summary" aria-labelledby="cart-summary-title">
            <h2 id="cart-summary-title">{t('cartPage.summaryTitle')}</h2>
            <dl className="fee-lines">
              <div className="fee-lines__row fee-lines__row--total">
                <dt>{t('cartPage.subtotal')}</dt>
                <dd data-testid="cart-subtotal">{formatEurCents(cartSubtotalCents(items))}</dd>
              </div>
            </dl>
            <p className="muted small">{t('cartPage.feesNote')}</p>
            <div className="cart-summary__actions">
              <Link className="button button--primary button--large" to="/checkout">
                {t('cartPage.checkout')}
              </Link>
              <Link className="button button--ghost" to="/mp">
                {t('cartPage.continueShopping')}
              </Link>
              <button type="button" className="link-button" onClick={() => setConfirmingClear(true)}>
                {t('cartPage.clear')}
              </button>
            </div>
          </aside>
        </div>
      )}

      {confirmingClear && (
        <ConfirmDialog
          title={t('cartPage.clearTitle')}
          confirmLabel={t('cartPage.clearConfirm')}
          cancelLabel={t('cart.keepCart')}
          onConfirm={confirmClear}
          onCancel={() => setConfirmingClear(false)}
        >
          <p>{t('cartPage.clearText')}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
