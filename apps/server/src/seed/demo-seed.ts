import { count, inArray } from 'drizzle-orm';
import type { KitchenType, Role } from '@hearth/domain/constants';
import type { Db } from '../db/database.ts';
import { merchantProfiles, users } from '../db/schema.ts';
import { hashPassword } from '../modules/auth/secrets.ts';

export interface DemoAccount {
  email: string;
  password: string;
  role: Role;
  firstName: string;
  lastName: string;
  nickname: string | null;
  city: string | null;
  phoneNumber: string | null;
  /** An approved chef profile (legalInfo.valid), or none. */
  chef: { hourRateCents: number; kitchenTypes: KitchenType[]; about: string } | null;
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
    city: 'Vilnius',
    phoneNumber: null,
    chef: null,
  },
  {
    email: 'customer@hearth.local',
    password: DEMO_PASSWORD,
    role: 'CUSTOMER',
    firstName: 'Jonas',
    lastName: 'Petraitis',
    nickname: null,
    city: 'Vilnius',
    phoneNumber: null,
    chef: null,
  },
  {
    email: 'chef.vilnius@hearth.local',
    password: DEMO_PASSWORD,
    role: 'CUSTOMER',
    firstName: 'Rūta',
    lastName: 'Kazlauskienė',
    nickname: 'rutakazlauskiene',
    city: 'Vilnius',
    phoneNumber: '37061234567',
    chef: {
      hourRateCents: 1200,
      kitchenTypes: ['mediterranean', 'french'],
      about:
        'Home cook from Vilnius: slow-cooked Mediterranean dishes and French pastry, made in your kitchen.',
    },
  },
  {
    email: 'chef.kaunas@hearth.local',
    password: DEMO_PASSWORD,
    role: 'CUSTOMER',
    firstName: 'Tomas',
    lastName: 'Jankauskas',
    nickname: 'tomasjankauskas',
    city: 'Kaunas',
    phoneNumber: '37062345678',
    chef: {
      hourRateCents: 900,
      kitchenTypes: ['grill', 'georgian'],
      about: 'Grill and Georgian cooking from Kaunas: khachapuri, shashlik and everything smoky.',
    },
  },
];

/** Seeds the demo accounts when the database has no users yet. Returns true when it seeded. */
export async function seedDemoData(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = new Date();
  await db.transaction(async (tx) => {
    for (const a of DEMO_ACCOUNTS) {
      const [user] = await tx
        .insert(users)
        .values({
          email: a.email,
          passwordHash,
          role: a.role,
          firstName: a.firstName,
          lastName: a.lastName,
          nickname: a.nickname,
          city: a.city,
          phoneNumber: a.phoneNumber,
        })
        .returning({ id: users.id });
      if (a.chef && user) {
        await tx.insert(merchantProfiles).values({
          userId: user.id,
          status: 'approved',
          hourRateCents: a.chef.hourRateCents,
          kitchenTypes: a.chef.kitchenTypes,
          about: a.chef.about,
          submittedAt: now,
          decidedAt: now,
        });
      }
    }
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
