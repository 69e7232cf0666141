import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageLoading } from '../shared/ui/page-loading.tsx';
import { AppLayout } from './layout/app-layout.tsx';
import { ErrorPage } from './routes/error-page.tsx';

/**
 * Every page is its own chunk (route `lazy`), so the first page loads the chrome and one page only.
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
          {
            index: true,
            lazy: async () => ({
              Component: (await import('../features/home/routes/home-page.tsx')).HomePage,
            }),
          },
          {
            path: 'signin',
            lazy: async () => ({
              Component: (await import('../features/auth/routes/sign-in-page.tsx')).SignInPage,
            }),
          },
          {
            path: 'login',
            lazy: async () => ({
              Component: (await import('../features/auth/routes/login-page.tsx')).LoginPage,
            }),
          },
          {
            path: 'registration',
            lazy: async () => ({
              Component: (await import('../features/auth/routes/registration-page.tsx')).RegistrationPage,
            }),
          },
          {
            path: 'profile',
            lazy: async () => ({
              Component: (await import('../features/profile/routes/profile-page.tsx')).ProfilePage,
            }),
          },
          {
            path: 'store-management',
            lazy: async () => ({
              Component: (await import('../features/store-management/routes/store-management-page.tsx'))
                .StoreManagementPage,
            }),
          },
          {
            path: 'store/:nickname',
            lazy: async () => ({
              Component: (await import('../features/store/routes/store-page.tsx')).StorePage,
            }),
          },
          {
            path: 'product-detail/:productId',
            lazy: async () => ({
              Component: (await import('../features/catalogue/routes/product-detail-page.tsx'))
                .ProductDetailPage,
            }),
          },
          {
            path: 'mp',
            lazy: async () => ({
              Component: (await import('../features/marketplace/routes/marketplace-page.tsx'))
                .MarketplacePage,
            }),
          },
          {
            path: 'cart',
            lazy: async () => ({
              Component: (await import('../features/cart/routes/cart-page.tsx')).CartPage,
            }),
          },
          {
            path: 'checkout',
            lazy: async () => ({
              Component: (await import('../features/checkout/routes/checkout-page.tsx')).CheckoutPage,
            }),
          },
          {
            path: 'buy-complete',
            lazy: async () => ({
              Component: (await import('../features/checkout/routes/buy-complete-page.tsx')).BuyCompletePage,
            }),
          },
          {
            path: 'product/:id?',
            lazy: async () => ({
              Component: (await import('../features/product-wizard/routes/product-wizard-page.tsx'))
                .ProductWizardPage,
            }),
          },
          {
            path: 'orders',
            lazy: async () => ({
              Component: (await import('../features/orders/routes/orders-page.tsx')).OrdersPage,
            }),
          },
          {
            // Optional, so that /order without an id says "Order ID is required" instead of "Page not found".
            path: 'order/:orderId?',
            lazy: async () => ({
              Component: (await import('../features/orders/routes/order-detail-page.tsx')).OrderDetailPage,
            }),
          },
          {
            path: 'board',
            lazy: async () => ({
              Component: (await import('../features/wallet/routes/board-page.tsx')).BoardPage,
            }),
          },
          {
            path: 'execute',
            lazy: async () => ({
              Component: (await import('../features/wallet/routes/execute-page.tsx')).ExecutePage,
            }),
          },
          {
            path: 'buy',
            lazy: async () => ({
              Component: (await import('../features/wallet/routes/buy-page.tsx')).BuyPage,
            }),
          },
          {
            path: 'ledger/:transactionId',
            lazy: async () => ({
              Component: (await import('../features/wallet/routes/ledger-page.tsx')).LedgerPage,
            }),
          },
          {
            path: 'assistant',
            lazy: async () => ({
              Component: (await import('../features/assistant/routes/assistant-page.tsx')).AssistantPage,
            }),
          },
          {
            // The information page keeps the spec's path; the server serves index.html for it, since
            // no built file is called "about" (hashed files under /assets/ all have an extension).
            path: 'assets/about',
            lazy: async () => ({
              Component: (await import('../features/about/routes/about-page.tsx')).AboutPage,
            }),
          },
          {
            path: '*',
            lazy: async () => ({
              Component: (await import('./routes/not-found-page.tsx')).NotFoundPage,
            }),
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
