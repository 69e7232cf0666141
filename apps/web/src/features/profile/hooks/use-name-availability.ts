import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { nicknameSchema } from '@hearth/domain/profile';
import { checkNameQueryOptions } from '../api/check-name.ts';

export type NameCheckState = 'idle' | 'checking' | 'available' | 'unavailable' | 'error';

/**
 * The profile link's availability: checked on the server when the field loses focus
 * and again before a save, unless it is the user's current link or does not follow the rules anyway.
 */
export function useNameAvailability(currentNickname: string | null) {
  const queryClient = useQueryClient();
  const [checkedName, setCheckedName] = useState<string | null>(null);
  const query = useQuery({
    ...checkNameQueryOptions(checkedName ?? ''),
    enabled: checkedName !== null,
  });

  function needsCheck(name: string): boolean {
    const trimmed = name.trim();
    if (trimmed.toLowerCase() === (currentNickname ?? '').trim().toLowerCase()) return false;
    return nicknameSchema.safeParse(trimmed).success;
  }

  /** On blur: start a check of `name` when it needs one. */
  function check(name: string): void {
    setCheckedName(needsCheck(name) ? name.trim() : null);
  }

  /** Before a save: the availability of `name`, asking the server when needed (shared with a running check). */
  async function ensure(name: string): Promise<Exclude<NameCheckState, 'idle' | 'checking'>> {
    if (!needsCheck(name)) return 'available';
    setCheckedName(name.trim());
    try {
      const { nameAvailability } = await queryClient.fetchQuery(checkNameQueryOptions(name.trim()));
      return nameAvailability.available ? 'available' : 'unavailable';
    } catch {
      return 'error';
    }
  }

  /** What is known about `name`, the field's current value. */
  function stateOf(name: string): NameCheckState {
    if (checkedName === null || checkedName.toLowerCase() !== name.trim().toLowerCase()) return 'idle';
    if (query.data) return query.data.nameAvailability.available ? 'available' : 'unavailable';
    if (query.isError) return 'error';
    return 'checking';
  }

  return { check, ensure, stateOf };
}
