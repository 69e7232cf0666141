import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { loadAccountTexts } from '@/shared/i18n/i18n.ts';
import { PageLoading } from '@/shared/ui/page-loading.tsx';
import { AppLayout } from './layout/app-layout.tsx';
import { ErrorPage } from './routes/error-page.tsx';

/**
 * A page: its component is a chunk of its own (route `lazy`), loaded when the route first matches; no path
 * is the index route. Written as `page(path, () => import('...').then(...))` for every page (or
 * `publicPage`), because the build reads these calls to preload the opened page's chunks from index.html
 * (vite-route-preload.ts). A page also waits for the account texts (shared/i18n/i18n.ts) before it renders.
 */
function page(path: string | undefined, load: () => Promise<ComponentType>): RouteObject {
  return route(path, async () => (await Promise.all([load(), loadAccountTexts()]))[0]);
}

/** A public page (one a visitor opens first, rendered on the server): it needs only the main texts. */
function publicPage(path: string | undefined, load: () => Promise<ComponentType>): RouteObject {
  return route(path, load);
}

function route(path: string | undefined, load: () => Promise<ComponentType>): RouteObject {
  const lazy = async () => ({ Component: await load() });
  return path === undefined ? { index: true, lazy } : { path, lazy };
}

/**
 * Every page is its own chunk, so the first page loads the chrome and one page only.
 * The layout's error element keeps the chrome; the root one is the last resort.
 */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <ErrorPage />,
    children: [
      {
        errorElement: <ErrorPage />,
        hydrateFallbackElement: <PageLoading />,
        children: [
          publicPage(undefined, () =>
            import('../features/home/routes/home-page.tsx').then((m) => m.HomePage),
          ),
          page('signin', () => import('../features/auth/routes/sign-in-page.tsx').then((m) => m.SignInPage)),
          page('login', () => import('../features/auth/routes/login-page.tsx').then((m) => m.LoginPage)),
          page('registration', () =>
            import('../features/auth/routes/registration-page.tsx').then((m) => m.RegistrationPage),
          ),
          page('password-reset', () =>
            import('../features/auth/routes/password-reset-page.tsx').then((m) => m.PasswordResetPage),
          ),
          page('profile', () =>
            import('../features/profile/routes/profile-page.tsx').then((m) => m.ProfilePage),
          ),
          page('profile/security', () =>
            import('../features/account-security/routes/security-page.tsx').then((m) => m.SecurityPage),
          ),
          page('store-management', () =>
            import('../features/store-management/routes/store-management-page.tsx').then(
              (m) => m.StoreManagementPage,
            ),
          ),
          publicPage('store/:nickname', () =>
            import('../features/store/routes/store-page.tsx').then((m) => m.StorePage),
          ),
          publicPage('product-detail/:productId', () =>
            import('../features/catalogue/routes/product-detail-page.tsx').then((m) => m.ProductDetailPage),
          ),
          publicPage('mp', () =>
            import('../features/marketplace/routes/marketplace-page.tsx').then((m) => m.MarketplacePage),
          ),
          page('cart', () => import('../features/cart/routes/cart-page.tsx').then((m) => m.CartPage)),
          page('checkout', () =>
            import('../features/checkout/routes/checkout-page.tsx').then((m) => m.CheckoutPage),
          ),
          page('buy-complete', () =>
            import('../features/checkout/routes/buy-complete-page.tsx').then((m) => m.BuyCompletePage),
          ),
          page('product/:id?', () =>
            import('../features/product-wizard/routes/product-wizard-page.tsx').then(
              (m) => m.ProductWizardPage,
            ),
          ),
          page('orders', () => import('../features/orders/routes/orders-page.tsx').then((m) => m.OrdersPage)),
          // Optional, so that /order without an id says "Order ID is required" instead of "Page not found".
          page('order/:orderId?', () =>
            import('../features/orders/routes/order-detail-page.tsx').then((m) => m.OrderDetailPage),
          ),
          page('order/:orderId/messages', () =>
            import('../features/conversations/routes/order-conversation-page.tsx').then(
              (m) => m.OrderConversationPage,
            ),
          ),
          page('messages', () =>
            import('../features/conversations/routes/inbox-page.tsx').then((m) => m.InboxPage),
          ),
          page('messages/:conversationId', () =>
            import('../features/conversations/routes/conversation-page.tsx').then((m) => m.ConversationPage),
          ),
          page('ask/:nickname', () =>
            import('../features/conversations/routes/ask-chef-page.tsx').then((m) => m.AskChefPage),
          ),
          page('invoice/:orderId', () =>
            import('../features/invoice/routes/invoice-page.tsx').then((m) => m.InvoicePage),
          ),
          page('earnings', () =>
            import('../features/earnings/routes/earnings-page.tsx').then((m) => m.EarningsPage),
          ),
          page('schedule', () =>
            import('../features/schedule/routes/schedule-page.tsx').then((m) => m.SchedulePage),
          ),
          page('board', () => import('../features/wallet/routes/board-page.tsx').then((m) => m.BoardPage)),
          page('execute', () =>
            import('../features/wallet/routes/execute-page.tsx').then((m) => m.ExecutePage),
          ),
          page('buy', () => import('../features/wallet/routes/buy-page.tsx').then((m) => m.BuyPage)),
          page('ledger/:transactionId', () =>
            import('../features/wallet/routes/ledger-page.tsx').then((m) => m.LedgerPage),
          ),
          publicPage('assistant', () =>
            import('../features/assistant/routes/assistant-page.tsx').then((m) => m.AssistantPage),
          ),
          // The information page keeps the spec's path; the server serves index.html for it, since
          // no built file is called "about" (hashed files under /assets/ all have an extension).
          publicPage('assets/about', () =>
            import('../features/about/routes/about-page.tsx').then((m) => m.AboutPage),
          ),
          publicPage('*', () => import('./routes/not-found-page.tsx').then((m) => m.NotFoundPage)),
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
