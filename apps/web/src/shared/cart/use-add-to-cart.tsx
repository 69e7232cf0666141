import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { CART_NOTICE_MS } from '@hearth/domain/constants';
import { addToCart, cartChef, type CartItem, readCart } from './cart-storage.ts';

// Asked only when a dish of another chef meets a cart: loaded then, not with the chef's and the dish's pages.
const ConfirmDialog = lazy(async () => ({
  default: (await import('../ui/confirm-dialog.tsx')).ConfirmDialog,
}));

/**
 * The add-to-cart flow of the chef page and the product detail: adds the line, asks before replacing a cart
 * of another chef (docs/product.md#the-cart-checkout-and-the-money-model), and confirms with a notice for
 * CART_NOTICE_MS (3 seconds). Render `ui` once on the page.
 */
export function useAddToCart() {
  const { t } = useTranslation();
  const [pending, setPending] = useState<{ item: CartItem; otherChef: string } | null>(null);
  const [notice, setNotice] = useState<{ title: string; key: number } | null>(null);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const confirmAdded = useCallback((item: CartItem) => {
    window.clearTimeout(timer.current);
    setNotice((previous) => ({ title: item.title, key: (previous?.key ?? 0) + 1 }));
    timer.current = window.setTimeout(() => setNotice(null), CART_NOTICE_MS);
  }, []);

  const add = useCallback(
    (item: CartItem) => {
      if (addToCart(item) === 'otherChef') {
        setPending({ item, otherChef: cartChef(readCart())?.chefName ?? '' });
        return;
      }
      confirmAdded(item);
    },
    [confirmAdded],
  );

  function startNewCart() {
    if (!pending) return;
    addToCart(pending.item, { startNewCart: true });
    setPending(null);
    confirmAdded(pending.item);
  }

  const ui = (
    <>
      <div className="cart-notice-region" role="status" aria-live="polite">
        {notice && (
          <div key={notice.key} className="cart-notice">
            <span>{t('cart.added', { title: notice.title })}</span>
            <Link to="/cart">{t('cart.goToCart')}</Link>
          </div>
        )}
      </div>
      {pending && (
        <Suspense fallback={null}>
          <ConfirmDialog
            title={t('cart.newCartTitle')}
            confirmLabel={t('cart.startNewCart')}
            cancelLabel={t('cart.keepCart')}
            onConfirm={startNewCart}
            onCancel={() => setPending(null)}
          >
            <p>
              {pending.otherChef
                ? t('cart.otherChef', { chef: pending.otherChef })
                : t('cart.otherChefUnnamed')}
            </p>
            <p>{t('cart.newCartQuestion', { title: pending.item.title })}</p>
          </ConfirmDialog>
        </Suspense>
      )}
    </>
  );

  return { add, ui };
}
