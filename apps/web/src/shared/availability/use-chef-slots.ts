import { useQuery } from '@tanstack/react-query';
import { SLOT_DAYS_AHEAD } from '@hearth/domain/constants';
import { addDays } from '@hearth/domain/availability-time';
import { listChefSlots } from '@hearth/domain/contracts/availability';
import { apiQueryOptions } from '@/shared/api/contract-client.ts';
import { marketDay } from '@/shared/i18n/format.ts';

export interface SlotsFor {
  /** The chef (the chef's and dish pages), or the cart's lines (the checkout: their chef and time). */
  chefId?: number;
  items?: readonly { productId: number; productVolume: number }[];
  /** Only the chef's windows in this city (the visit's, at checkout); all their cities when blank. */
  city?: string;
}

/**
 * GET /store/chef-slots from today (Vilnius) for SLOT_DAYS_AHEAD days: the chef's free starts for the cart
 * (or for the shortest order) and their days (decision 063).
 */
export function useChefSlots(target: SlotsFor, enabled = true) {
  const from = marketDay(new Date());
  const input = {
    from,
    to: addDays(from, SLOT_DAYS_AHEAD - 1),
    ...(target.chefId !== undefined ? { chefId: target.chefId } : {}),
    ...(target.items ? { items: JSON.stringify(target.items) } : {}),
    ...(target.city?.trim() ? { city: target.city.trim() } : {}),
  };
  return useQuery({
    ...apiQueryOptions(listChefSlots, input),
    enabled: enabled && (target.chefId !== undefined || (target.items?.length ?? 0) > 0),
    staleTime: 30_000,
  });
}
