import { useQuery } from '@tanstack/react-query';
import { getConfig } from '@hearth/domain/contracts/site';
import { apiQueryOptions } from './contract-client.ts';

/**
 * GET /config: the server's public settings (links, fees, the card provider, the DOGE rate), checked by the
 * server when it starts; read again at most every ten minutes.
 */
export function useConfig() {
  return useQuery({ ...apiQueryOptions(getConfig), staleTime: 10 * 60_000 });
}
