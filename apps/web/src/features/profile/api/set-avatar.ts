import { setAvatar } from '@hearth/domain/contracts/files';
import { useApiMutation } from '@/shared/api/contract-client.ts';

/**
 * GET /secure/set-avatar?fileId= (a GET that changes the avatar): makes an uploaded image the user's picture;
 * answers its addresses and a message. The pages that show the picture are fetched again.
 */
export function useSetAvatar() {
  return useApiMutation(setAvatar);
}
