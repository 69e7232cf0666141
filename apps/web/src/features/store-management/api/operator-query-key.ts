/** The key the payout, withdrawal and rating-case lists start with; one invalidation refreshes them all. */
export const operatorQueryKey = ['operator'] as const;
