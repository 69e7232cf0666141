import { useQuery } from '@tanstack/react-query';
import { listCountries } from '@hearth/domain/contracts/profile';
import { COUNTRIES, type Country } from '@hearth/domain/profile';
import { apiQueryOptions } from '@/shared/api/contract-client.ts';

/** GET /store/countries: the countries the profile offers (only Lithuania, 370). */
export function useCountries(): readonly Country[] {
  const { data } = useQuery({
    ...apiQueryOptions(listCountries),
    staleTime: 60 * 60_000,
    select: (model) => model.countries,
  });
  // The domain's list while it loads or when the call fails, so the form never waits.
  return data ?? COUNTRIES;
}
