import { useQuery } from '@tanstack/react-query';
import { getAvailability, renewCalendarFeed, saveAvailability } from '@hearth/domain/contracts/availability';
import { apiQueryOptions, useApiMutation } from '@/shared/api/contract-client.ts';
import { useSession } from '@/shared/session/use-session.ts';

/** GET /secure/availability: the signed-in chef's schedule (behind RequireLogin). */
export function useAvailability() {
  const { profile } = useSession();
  return useQuery({ ...apiQueryOptions(getAvailability), enabled: profile !== null });
}

/** POST /secure/availability: the whole schedule, windows and exceptions as JSON strings. */
export function useSaveAvailability() {
  return useApiMutation(saveAvailability);
}

/** POST /secure/availability/calendar: a new secret address of the calendar feed. */
export function useRenewCalendarFeed() {
  return useApiMutation(renewCalendarFeed);
}
