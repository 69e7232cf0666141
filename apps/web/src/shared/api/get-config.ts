import { useQuery } from '@tanstack/react-query';
import { getConfig } from '@hearth/domain/contracts/site';
import type { SiteConfig } from '@hearth/domain/site';
import { apiQueryOptions } from './contract-client.ts';

const CONFIG_STALE_MS = 10 * 60_000;

/**
 * GET /config: the server's public settings (links, fees, the card provider, the DOGE rate), checked by the
 * server when it starts; read again at most every ten minutes.
 */
export function useConfig() {
  return useQuery({ ...apiQueryOptions(getConfig), staleTime: CONFIG_STALE_MS });
}

/**
 * GET /config for a part of the page below the fold (the footer's links, the landing's feedback prompt):
 * asked for only once `near` (useNearViewport), so a page's first screen waits for no settings it does not
 * show; undefined until then.
 */
export function useConfigWhenNear(near: boolean): SiteConfig | undefined {
  return useQuery({ ...apiQueryOptions(getConfig), staleTime: CONFIG_STALE_MS, enabled: near }).data;
}
