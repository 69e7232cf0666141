import type { ModeratedChef } from '@hearth/domain/profile';

/** First and last name, else the profile link, else the e-mail. */
export function chefDisplayName(
  chef: Pick<ModeratedChef, 'firstName' | 'lastName' | 'nickname' | 'email'>,
): string {
  const name = [chef.firstName, chef.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return name || chef.nickname || chef.email;
}
