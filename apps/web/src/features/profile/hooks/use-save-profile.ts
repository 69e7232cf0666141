import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveAddress, saveMerchantInfo, saveUserInfo } from '@hearth/domain/contracts/profile';
import type { Contract } from '@hearth/domain/contracts/contract';
import { MESSAGES } from '@hearth/domain/messages';
import type { MerchantInfo, ProfileAddress, UserInfo } from '@hearth/domain/profile';
import { callApi } from '@/shared/api/contract-client.ts';
import { profileQueryOptions } from '@/shared/session/profile-query.ts';
import {
  addressBody,
  merchantInfoBody,
  userInfoBody,
  type ProfileFormOutput,
} from '../utils/profile-form.ts';

export interface SaveProfileInput {
  values: ProfileFormOutput;
  chefMode: boolean;
}

export interface SavedProfile {
  userInfo: UserInfo;
  address: ProfileAddress | null;
  /** The chef profile after the save; null outside chef mode. */
  merchantInfo: MerchantInfo | null;
  /** The message to show: "profile updated", or "application submitted" when this save submitted it. */
  message: string;
  /** The stored validity flag after the save (an approved chef). */
  valid: boolean;
}

/**
 * Save: POST /secure/user-info, then /secure/address, then in chef mode
 * /secure/merchant-info, each only after the previous one succeeded (the chef section needs the phone and
 * the profile link saved). Then the reads the saves changed are fetched again, and the stored session
 * profile is refreshed (GET /secure/profile) so that the header shows the new name and flags.
 */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ values, chefMode }: SaveProfileInput): Promise<SavedProfile> => {
      const { userInfo } = (await callApi(saveUserInfo, userInfoBody(values, chefMode))).model;
      const address = (await callApi(saveAddress, addressBody(values))).model.address[0] ?? null;

      let merchantInfo: MerchantInfo | null = null;
      let message: string = MESSAGES.profileUpdated;
      if (chefMode) {
        const answer = await callApi(saveMerchantInfo, merchantInfoBody(values));
        merchantInfo = answer.model.merchantInfo;
        // "Application submitted" when this save submitted it.
        message = answer.messages[0] ?? MESSAGES.profileUpdated;
      }
      // What the saves changed, fetched again once (each contract's resource and `changes` together).
      const saved: Contract[] = chefMode
        ? [saveUserInfo, saveAddress, saveMerchantInfo]
        : [saveUserInfo, saveAddress];
      const changed = new Set(saved.flatMap((contract) => [contract.resource, ...(contract.changes ?? [])]));
      await Promise.all(
        [...changed].map((resource) => queryClient.invalidateQueries({ queryKey: [resource] })),
      );

      // The save itself succeeded: a failed refresh only leaves the header as it was.
      const authorized = await queryClient
        .fetchQuery({ ...profileQueryOptions, staleTime: 0 })
        .catch(() => null);
      const valid = authorized?.legalInfo.valid ?? merchantInfo?.valid ?? false;
      return { userInfo, address, merchantInfo, message, valid };
    },
  });
}
