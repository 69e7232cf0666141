import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import * as contracts from '@hearth/domain/contracts/payments';
import { MESSAGES } from '@hearth/domain/messages';
import { WALLET_TOP_UP_ORDER_ID } from '@hearth/domain/orders';
import { route } from '../../contract-routes.ts';
import { fail, ok } from '../../envelope.ts';
import { Invalid, NotFound } from '../../errors.ts';
import { pinMessage } from '../auth/pin-service.ts';
import * as payments from './payment-service.ts';
import type { StripePaymentProvider } from './stripe-payment-provider.ts';
import type { PaymentProvider } from './payment-provider.ts';

/**
 * The payment calls (decision 022): the intent of an order, the test provider's card form and
 * Stripe's webhook. A card error answers as Stripe.js reports one: `model.error {type, message}`. The pin that
 * pays from the DOGE wallet (`/secure/doge-payment-confirm`) answers the order, so the orders routes hold it.
 */
export async function paymentRoutes(app: FastifyInstance) {
  route(app, contracts.createPaymentIntent, async ({ user, input }) => {
    // The spec's order id 0 is a wallet top-up: the one place that reads it so (docs/decisions/051).
    if (input.orderId === WALLET_TOP_UP_ORDER_ID) {
      return ok(await payments.createTopUpIntent(app, user, input.amount));
    }
    return ok(await payments.createPaymentIntent(app, user, input));
  });

  // Paying what an order owes from the DOGE wallet: the amount in DOGE and an e-mailed pin, then the pin.
  route(app, contracts.requestDogePayment, async ({ request, user, input }) => {
    const { model, pinDelivery } = await payments.requestDogePayment(app, user, {
      ...input,
      clientIp: request.ip,
    });
    return ok(model, pinMessage(pinDelivery, MESSAGES.dogePaymentPinSent));
  });

  await app.register(testCardRoute);
  await app.register(stripeWebhookRoute);
}

/**
 * POST /payments/test/confirm. Its own scope: the card form exists only while the test provider takes the
 * payments (checked before the card fields are read), and its refusals answer as the card form reads them.
 */
async function testCardRoute(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, _request, reply) => cardError(reply, error));

  route(
    app,
    contracts.confirmTestPayment,
    async ({ request, input }) => {
      await payments.confirmTestPayment(app, await request.currentUser(), input);
      return ok();
    },
    {
      before: async () => {
        if (app.payments.name !== 'test') throw new NotFound();
      },
    },
  );
}

/** The decline (402) and malformed card fields (400) carry the error type the card form shows. */
function cardError(reply: FastifyReply, error: unknown) {
  if (error instanceof payments.CardDeclined) {
    const body = { ...fail(error.message), model: { error: { type: error.type, message: error.message } } };
    return reply.status(402).send(body);
  }
  if (error instanceof Invalid && error.fieldErrors) {
    const type = 'validation_error';
    const body = {
      ...fail(error.message, error.fieldErrors),
      model: { error: { type, message: error.message } },
    };
    return reply.status(400).send(body);
  }
  throw error;
}

/**
 * POST /payments/stripe/webhook. Its own encapsulated scope keeps the body as raw bytes (the signature is
 * over them), for this route only. Stripe sends no Origin or Referer, so the cross-site check lets it
 * through (plugins/security.ts also names it); the signature is the check here.
 */
/** The Stripe provider (its module, and Stripe's SDK, are loaded only when Stripe is set up). */
function isStripe(provider: PaymentProvider): provider is StripePaymentProvider {
  return provider.name === 'stripe';
}

async function stripeWebhookRoute(app: FastifyInstance) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  route(app, contracts.receiveStripeEvent, async ({ request }) => {
    const provider = app.payments;
    if (!isStripe(provider)) throw new NotFound();
    if (!Buffer.isBuffer(request.body)) throw new Invalid(MESSAGES.webhookSignatureInvalid);
    const signature = request.headers['stripe-signature'];
    const event = provider.parseWebhook(request.body, typeof signature === 'string' ? signature : undefined);
    // Any event with a valid signature is acknowledged (2xx), so Stripe does not send it again.
    await payments.handlePaymentEvent(app, event);
    return ok({ received: true as const });
  });
}
