import { calculateFees, type FeeLine } from '@hearth/domain/fees';
import type { OrderView } from '@hearth/domain/orders';
import { cartItemFromProduct } from '../../../shared/cart/cart-item.ts';
import { addToCart } from '../../../shared/cart/cart-storage.ts';
import { productFixture } from '../../../shared/testing/catalogue-fixtures.ts';

const RUTA = { userId: 21, nickname: 'ruta', name: 'Rūta Kazlauskienė' };

/** The dishes of the test cart as the server prices them: Cepelinai by time, Kibinai at a fixed price. */
const DISHES: Record<number, FeeLine['dish']> = {
  5: { priceCents: null, preparationMinutes: 90, hourRateCents: 1200, baseServings: 2 },
  6: { priceCents: 450, preparationMinutes: null, hourRateCents: null, baseServings: 1 },
};

/** Cepelinai x 2 (€36.00, time-based) and Kibinai x 3 (€13.50, fixed): subtotal €49.50. */
export function fillTestCart(): void {
  addToCart(cartItemFromProduct(productFixture(), RUTA, 2));
  addToCart(
    cartItemFromProduct(
      productFixture({
        id: 6,
        title: 'Kibinai',
        price: 450,
        fixedPrice: 450,
        hourRate: null,
        servingsNumber: 1,
      }),
      RUTA,
      3,
    ),
  );
}

/** What the server answers for these lines: the domain's own calculation. */
export function feesFor(itemsJson: string | null, payInCash: boolean) {
  const items = JSON.parse(itemsJson ?? '[]') as { productId: number; productVolume: number }[];
  return calculateFees(
    items.map((item) => ({ dish: DISHES[item.productId]!, volume: item.productVolume })),
    { payInCash },
  );
}

/** An order of the test cart, placed and unpaid, paid in cash: online amount €13.58. */
export function orderFixture(overrides: Partial<OrderView> = {}): OrderView {
  const fees = feesFor('[{"productId":5,"productVolume":2},{"productId":6,"productVolume":3}]', true);
  return {
    id: 41,
    sID: 'a1b2c3d4-0000-4000-8000-000000000041',
    status: 'placed',
    createTimestamp: Date.UTC(2026, 10, 23, 10),
    updateTimestamp: Date.UTC(2026, 10, 23, 10),
    serviceDeliveryDate: Date.UTC(2026, 11, 1, 18) / 1000,
    deliveryDate: null,
    amountToPay: fees.totalAmount,
    onlineAmount: fees.onlineAmount,
    fees,
    payInCash: true,
    cateringRequired: false,
    selfDelivery: false,
    commentary: null,
    payments: null,
    asset: { title: 'EUR' },
    orderItems: [
      {
        id: 1,
        volume: 2,
        unitPrice: 1800,
        lineTotal: 3600,
        timeBased: true,
        product: { id: 5, title: 'Cepelinai with meat', description: '', imageUrl: null, servingsNumber: 2 },
      },
      {
        id: 2,
        volume: 3,
        unitPrice: 450,
        lineTotal: 1350,
        timeBased: false,
        product: { id: 6, title: 'Kibinai', description: '', imageUrl: null, servingsNumber: 1 },
      },
    ],
    address: null,
    chef: { userId: 21, storeName: 'ruta', firstName: 'Rūta', lastName: 'Kazlauskienė' },
    linked: true,
    cancellation: null,
    actions: ['cancel'],
    cancellationPreview: null,
    ...overrides,
  };
}
