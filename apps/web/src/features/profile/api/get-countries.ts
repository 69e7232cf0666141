import { queryOptions, useQuery } from '@tanstack/react-query';
import { COUNTRIES, type Country } from '@hearth/domain/profile';
import { apiGet } from '../../../shared/api/api-client.ts';

/** GET /store/countries: the countries the profile offers (only Lithuania, 370). */
export async function fetchCountries(): Promise<readonly Country[]> {
  const envelope = await apiGet<{ countries?: Country[] }>('/store/countries');
  const countries = envelope.model?.countries ?? [];
  return countries.length > 0 ? countries : COUNTRIES;
}

export const countriesQueryOptions = queryOptions({
  queryKey: ['countries'],
  queryFn: fetchCountries,
  staleTime: 60 * 60_000,
});

/** The country list; the domain's list while it loads or when the call fails, so the form never waits. */
export function useCountries(): readonly Country[] {
  const { data } = useQuery(countriesQueryOptions);
  return data ?? COUNTRIES;
}
