import { users } from '../../db/schema.ts';

/** How the operators' queues (rating cases, change requests) name a chef: the columns and the answer. */
export const chefSummaryColumns = {
  userId: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  nickname: users.nickname,
  email: users.email,
};

export function toChefSummary(chef: {
  userId: number;
  firstName: string | null;
  lastName: string | null;
  nickname: string | null;
  email: string;
}): { userId: number; name: string | null; nickname: string | null; email: string } {
  const name = [chef.firstName, chef.lastName].filter(Boolean).join(' ');
  return { userId: chef.userId, name: name || null, nickname: chef.nickname, email: chef.email };
}
