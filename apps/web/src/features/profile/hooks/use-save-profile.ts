import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@hearth/domain/messages';
import type { MerchantInfo, ProfileAddress, UserInfo } from '@hearth/domain/profile';
import { profileQueryOptions } from '../../../shared/session/profile-query.ts';
import { addressQueryOptions } from '../api/get-address.ts';
import { merchantInfoQueryOptions } from '../api/get-merchant-info.ts';
import { userInfoQueryOptions } from '../api/get-user-info.ts';
import { saveAddress } from '../api/save-address.ts';
import { saveMerchantInfo } from '../api/save-merchant-info.ts';
import { saveUserInfo } from '../api/save-user-info.ts';
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
 * the profile link saved). Every answer goes into the query cache, then the stored session profile is
 * refreshed (GET /secure/profile) so that the header shows the new name and flags.
 */
export function useSaveProfile(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ values, chefMode }: SaveProfileInput): Promise<SavedProfile> => {
      const userInfo = await saveUserInfo(userInfoBody(values, chefMode));
      queryClient.setQueryData(userInfoQueryOptions(userId).queryKey, userInfo);

      const address = await saveAddress(addressBody(values));
      queryClient.setQueryData(addressQueryOptions(userId).queryKey, address);

      let merchantInfo: MerchantInfo | null = null;
      let message: string = MESSAGES.profileUpdated;
      if (chefMode) {
        const saved = await saveMerchantInfo(merchantInfoBody(values));
        merchantInfo = saved.merchantInfo;
        message = saved.message;
        queryClient.setQueryData(merchantInfoQueryOptions(userId).queryKey, merchantInfo);
      }

      // The save itself succeeded: a failed refresh only leaves the header as it was.
      const authorized = await queryClient
        .fetchQuery({ ...profileQueryOptions, staleTime: 0 })
        .catch(() => null);
      const valid = authorized?.legalInfo.valid ?? merchantInfo?.valid ?? false;
      return { userInfo, address, merchantInfo, message, valid };
    },
  });
}
