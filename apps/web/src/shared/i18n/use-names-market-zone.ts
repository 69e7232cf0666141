import { useSyncExternalStore } from 'react';
import { namesMarketZone } from './format.ts';

const noChanges = () => () => undefined;

/**
 * namesMarketZone for a page the server may render: the server cannot know the browser's clock, so it and
 * the hydrating browser say the times as in Vilnius, without naming the zone; the browser then names it if
 * its clock is elsewhere.
 */
export function useNamesMarketZone(): boolean {
  return useSyncExternalStore(noChanges, namesMarketZone, () => false);
}
