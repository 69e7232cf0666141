import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from './api-client.ts';

/** GET /config: public settings of the server. */
export interface PublicConfig {
  telegramBotUrl: string | null;
  serviceFeeCents: number;
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
