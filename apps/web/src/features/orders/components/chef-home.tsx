import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { formatEurCents } from '@hearth/domain/money';
import { orderNumber, timestampToDate, type OrderView } from '@hearth/domain/orders';
import type { EarningsModel } from '@hearth/domain/payouts';
import { marketDay } from '@/shared/i18n/format.ts';
import { Skeleton } from '@/shared/ui/skeleton.tsx';
import { useEarningsSummary } from '../api/get-earnings-summary.ts';
import { useUpcomingOrders } from '../api/get-seller-orders.ts';
import { awaitsPayment, formatTimestamp, timestampIso } from '../utils/order-labels.ts';
import { OrderStatusBadge } from './order-badges.tsx';
import './orders-home.css';

/** How many bookings the home shows; the full list follows below it. */
export const UPCOMING_SHOWN = 5;

/**
 * The chef's bookings still to cook, soonest first: confirmed, or paid and waiting for the chef, from today
 * on. An order that waits for the customer's payment is not a booking yet.
 */
export function upcomingBookings(orders: readonly OrderView[], now: Date = new Date()): OrderView[] {
  const today = marketDay(now);
  return orders
    .filter((order) => order.status === 'placed' || order.status === 'confirmed')
    .filter((order) => !awaitsPayment(order))
    .filter((order) => marketDay(timestampToDate(order.serviceDeliveryDate)) >= today)
    .sort((a, b) => a.serviceDeliveryDate - b.serviceDeliveryDate);
}

/**
 * What was earned in this calendar month (Vilnius), by the orders served in it; and what waits for a
 * payout: the available balance plus what is held in a requested payout.
 */
export function earningsAtAGlance(earnings: EarningsModel, now: Date = new Date()) {
  const month = marketDay(now).slice(0, 7);
  const thisMonth = earnings.orders
    .filter((row) => marketDay(new Date(row.serviceDate)).slice(0, 7) === month)
    .reduce((sum, row) => sum + row.earnedCents, 0);
  const { availableCents, inPayoutCents, pendingCents } = earnings.summary;
  return { thisMonth, awaitingPayout: availableCents + inPayoutCents, comingIn: pendingCents };
}

/**
 * The top of the Sell tab, the chef's home: the next bookings and the money at a glance. The bookings come
 * from the chef's open orders (GET /secure/upcoming-bookings), not from the loaded pages of the list: a
 * booking made long ago for next week is on a later page of a list ordered by when orders were placed.
 */
export function ChefHome({ showEarnings }: { showEarnings: boolean }) {
  return (
    <div className="chef-home">
      <UpcomingBookingsSection />
      {showEarnings && <EarningsGlance />}
    </div>
  );
}

function UpcomingBookingsSection() {
  const open = useUpcomingOrders(true);
  return <UpcomingBookings orders={open.data} failed={open.isError} />;
}

function UpcomingBookings({ orders, failed }: { orders: readonly OrderView[] | undefined; failed: boolean }) {
  const { t } = useTranslation();
  const upcoming = orders ? upcomingBookings(orders) : [];
  const shown = upcoming.slice(0, UPCOMING_SHOWN);
  return (
    <section className="chef-home__bookings" aria-labelledby="chef-bookings-title">
      <h2 id="chef-bookings-title">{t('ordersHome.bookings.title')}</h2>
      {!orders ? (
        failed ? (
          <p className="muted">{t('ordersPage.failedToLoadOrders')}</p>
        ) : (
          <Skeleton shape="lines" count={2} />
        )
      ) : shown.length === 0 ? (
        <p className="muted">{t('ordersHome.bookings.empty')}</p>
      ) : (
        <ul className="bookings">
          {shown.map((order) => (
            <li key={order.id}>
              <Booking order={order} />
            </li>
          ))}
        </ul>
      )}
      {upcoming.length > shown.length && (
        <p className="muted">{t('ordersHome.bookings.more', { count: upcoming.length - shown.length })}</p>
      )}
    </section>
  );
}

/** One booking: when, where, what; who and the full address only once the chef confirmed (decision 040). */
function Booking({ order }: { order: OrderView }) {
  const { t, i18n } = useTranslation();
  const number = orderNumber(order.sID);
  const { address } = order;
  return (
    <div className="booking">
      <header className="booking__head">
        <time className="booking__when" dateTime={timestampIso(order.serviceDeliveryDate) ?? undefined}>
          {formatTimestamp(order.serviceDeliveryDate, i18n.language)}
        </time>
        <OrderStatusBadge status={order.status} />
      </header>
      <dl className="booking__facts">
        {order.city && (
          <div>
            <dt>{t('ordersHome.bookings.city')}</dt>
            <dd>{order.city}</dd>
          </div>
        )}
        <div>
          <dt>{t('ordersHome.bookings.dishes')}</dt>
          <dd>
            {order.orderItems
              .map((item) =>
                t('ordersHome.bookings.dish', { title: item.product.title, volume: item.volume }),
              )
              .join(', ')}
          </dd>
        </div>
        {!order.addressWithheld && order.customerName && (
          <div>
            <dt>{t('ordersHome.bookings.customer')}</dt>
            <dd>{order.customerName}</dd>
          </div>
        )}
        {!order.addressWithheld && address && (
          <>
            <div>
              <dt>{t('ordersHome.bookings.address')}</dt>
              <dd>
                {[address.formatted_address, address.postalCode, address.city].filter(Boolean).join(', ')}
              </dd>
            </div>
            <div>
              <dt>{t('ordersHome.bookings.phone')}</dt>
              <dd>
                <a href={`tel:+${address.countryPhoneCode}${address.phone}`}>
                  +{address.countryPhoneCode} {address.phone}
                </a>
              </dd>
            </div>
          </>
        )}
      </dl>
      {order.addressWithheld && <p className="booking__withheld muted">{t('ordersPage.withheld')}</p>}
      <Link className="booking__open" to={`/order/${order.id}`}>
        {t('ordersHome.bookings.open', { number })}
      </Link>
    </div>
  );
}

function EarningsGlance() {
  const { t } = useTranslation();
  const earnings = useEarningsSummary(true);
  // Not an approved chef (403) or not reachable now: the bookings are the home, the figures stay away.
  if (earnings.isError) return null;
  return (
    <section className="chef-home__earnings" aria-labelledby="chef-earnings-title">
      <h2 id="chef-earnings-title">{t('ordersHome.earnings.title')}</h2>
      {earnings.data ? <EarningsFigures earnings={earnings.data} /> : <Skeleton shape="lines" count={2} />}
      <Link to="/earnings">{t('ordersHome.earnings.link')}</Link>
    </section>
  );
}

function EarningsFigures({ earnings }: { earnings: EarningsModel }) {
  const { t } = useTranslation();
  const glance = earningsAtAGlance(earnings);
  return (
    <dl className="earnings-glance">
      <div>
        <dt>{t('ordersHome.earnings.thisMonth')}</dt>
        <dd className="earnings-glance__amount">{formatEurCents(glance.thisMonth)}</dd>
      </div>
      <div>
        <dt>{t('ordersHome.earnings.awaitingPayout')}</dt>
        <dd className="earnings-glance__amount">{formatEurCents(glance.awaitingPayout)}</dd>
        <dd className="muted earnings-glance__hint">{t('ordersHome.earnings.awaitingPayoutHint')}</dd>
      </div>
      <div>
        <dt>{t('ordersHome.earnings.comingIn')}</dt>
        <dd className="earnings-glance__amount">{formatEurCents(glance.comingIn)}</dd>
        <dd className="muted earnings-glance__hint">{t('ordersHome.earnings.comingInHint')}</dd>
      </div>
    </dl>
  );
}
