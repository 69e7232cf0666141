import { MESSAGES } from '@hearth/domain/messages';
import { apiGet } from '../../../shared/api/api-client.ts';

/** GET /secure/set-avatar?fileId=: makes an uploaded image the user's picture; answers its message. */
export async function setAvatar(fileId: number): Promise<string> {
  const envelope = await apiGet(`/secure/set-avatar?${new URLSearchParams({ fileId: String(fileId) })}`);
  return envelope.messages[0]?.message ?? MESSAGES.avatarUpdatedSuccess;
}
