import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_DOGE_EUR_RATE, DEFAULT_UNPAID_ORDER_TTL_MINUTES } from '@hearth/domain/constants';
import { apiGet } from './api-client.ts';

/** GET /config: public settings of the server. */
export interface PublicConfig {
  telegramBotUrl: string | null;
  serviceFeeCents: number;
  /** Who takes card payments: the built-in test provider (the default) or Stripe when its keys are set. */
  paymentProvider: 'test' | 'stripe';
  /** Stripe's publishable key when the provider is Stripe, else null. */
  stripePublishableKey: string | null;
  /** EUR (and USD) per DOGE on the /buy converter and for card top-ups (DOGE_EUR_RATE). */
  dogeEurRate: number;
  /** Minutes an order may stay unpaid before it is cancelled by itself (UNPAID_ORDER_TTL_MINUTES). */
  unpaidOrderTtlMinutes: number;
}

export async function fetchConfig(): Promise<PublicConfig> {
  const envelope = await apiGet<Partial<PublicConfig>>('/config');
  const model = envelope.model ?? {};
  return {
    telegramBotUrl:
      typeof model.telegramBotUrl === 'string' && /^https?:\/\//i.test(model.telegramBotUrl)
        ? model.telegramBotUrl
        : null,
    serviceFeeCents: typeof model.serviceFeeCents === 'number' ? model.serviceFeeCents : 0,
    paymentProvider: model.paymentProvider === 'stripe' ? 'stripe' : 'test',
    stripePublishableKey:
      typeof model.stripePublishableKey === 'string' && model.stripePublishableKey.startsWith('pk_')
        ? model.stripePublishableKey
        : null,
    dogeEurRate:
      typeof model.dogeEurRate === 'number' && Number.isFinite(model.dogeEurRate) && model.dogeEurRate > 0
        ? model.dogeEurRate
        : DEFAULT_DOGE_EUR_RATE,
    unpaidOrderTtlMinutes:
      typeof model.unpaidOrderTtlMinutes === 'number' &&
      Number.isInteger(model.unpaidOrderTtlMinutes) &&
      model.unpaidOrderTtlMinutes > 0
        ? model.unpaidOrderTtlMinutes
        : DEFAULT_UNPAID_ORDER_TTL_MINUTES,
  };
}

export const configQueryOptions = queryOptions({
  queryKey: ['config'],
  queryFn: fetchConfig,
  staleTime: 10 * 60_000,
});

export function useConfig() {
  return useQuery(configQueryOptions);
}
