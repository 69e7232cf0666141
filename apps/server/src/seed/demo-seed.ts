import { count, inArray } from 'drizzle-orm';
import type { Role } from '@hearth/domain/constants';
import type { Db } from '../db/database.ts';
import { users } from '../db/schema.ts';
import { hashPassword } from '../modules/auth/secrets.ts';

export interface DemoAccount {
  email: string;
  password: string;
  role: Role;
  firstName: string;
  lastName: string;
  nickname: string | null;
  /** An approved chef (legalInfo.valid). */
  chef: boolean;
}

/** The demo accounts of a fresh database (DESIGN.md section 1). Their password is printed at start-up. */
export const DEMO_PASSWORD = 'Hearth2026';
export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    email: 'operator@hearth.local',
    password: DEMO_PASSWORD,
    role: 'OPERATOR',
    firstName: 'Ona',
    lastName: 'Operatorė',
    nickname: null,
    chef: false,
  },
  {
    email: 'customer@hearth.local',
    password: DEMO_PASSWORD,
    role: 'CUSTOMER',
    firstName: 'Jonas',
    lastName: 'Petraitis',
    nickname: null,
    chef: false,
  },
  {
    email: 'chef.vilnius@hearth.local',
    password: DEMO_PASSWORD,
    role: 'CUSTOMER',
    firstName: 'Rūta',
    lastName: 'Kazlauskienė',
    nickname: 'rutakazlauskiene',
    chef: true,
  },
  {
    email: 'chef.kaunas@hearth.local',
    password: DEMO_PASSWORD,
    role: 'CUSTOMER',
    firstName: 'Tomas',
    lastName: 'Jankauskas',
    nickname: 'tomasjankauskas',
    chef: true,
  },
];

/** Seeds the demo accounts when the database has no users yet. Returns true when it seeded. */
export async function seedDemoData(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    await tx
      .insert(users)
      .values(
        DEMO_ACCOUNTS.map((a) => ({
          email: a.email,
          passwordHash,
          role: a.role,
          firstName: a.firstName,
          lastName: a.lastName,
          nickname: a.nickname,
          merchantValid: a.chef,
        })),
      )
      .onConflictDoNothing();
  });
  return true;
}

/** The demo accounts that exist in this database (to print at start-up). */
export async function existingDemoAccounts(db: Db): Promise<DemoAccount[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        DEMO_ACCOUNTS.map((a) => a.email),
      ),
    );
  const present = new Set(rows.map((r) => r.email));
  return DEMO_ACCOUNTS.filter((a) => present.has(a.email));
}
