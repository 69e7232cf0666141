import type { AuthorizedUser } from '@hearth/domain/api';
import type { Language } from '@hearth/domain/constants';
import { MESSAGES } from '@hearth/domain/messages';
import type { FastifyInstance } from 'fastify';
import { Conflict, NotFound, Unauthorized } from '../../errors.ts';
import * as repo from './auth-repository.ts';
import { checkPin } from './pin-service.ts';
import { hashPassword, verifyPassword } from './secrets.ts';

export const LOGIN_PIN_PURPOSE = 'login';

/** `model.authorized` as the spec's client reads it (accounts.md section 7). */
export function toAuthorized(user: repo.UserRow): AuthorizedUser {
  return {
    id: user.id,
    identityKey: user.email,
    role: user.role,
    identityType: 'email',
    userInfo: {
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      nickname: user.nickname,
    },
    legalInfo: { valid: user.merchantStatus === 'approved' },
  };
}

export async function loginWithPassword(
  app: FastifyInstance,
  email: string,
  password: string,
): Promise<repo.UserRow> {
  const user = await repo.findUserByEmail(app.db, email);
  const matches = await verifyPassword(user?.passwordHash, password);
  if (!user || !matches) throw new Unauthorized(MESSAGES.invalidCredentials);
  return user;
}

export async function register(
  app: FastifyInstance,
  input: { email: string; password: string; language: Language },
): Promise<repo.UserRow> {
  const taken = () => new Conflict(MESSAGES.emailAlreadyExists, { identityKey: ['constraint'] });
  if (await repo.findUserByEmail(app.db, input.email)) throw taken();
  const passwordHash = await hashPassword(input.password);
  const user = await repo.insertUser(app.db, { email: input.email, passwordHash, language: input.language });
  if (!user) throw taken();
  return user;
}

/** Signs in by pin; an e-mail without an account gets one (DESIGN.md section 2). */
export async function loginWithPin(
  app: FastifyInstance,
  input: { email: string; pin: string; language: Language },
): Promise<repo.UserRow> {
  await checkPin(app, { email: input.email, purpose: LOGIN_PIN_PURPOSE, pin: input.pin });
  return findOrCreateUser(app, input.email, input.language);
}

export async function findOrCreateUser(
  app: FastifyInstance,
  email: string,
  language: Language,
): Promise<repo.UserRow> {
  const existing = await repo.findUserByEmail(app.db, email);
  if (existing) return existing;
  const created = await repo.insertUser(app.db, { email, language });
  // A concurrent request may have created it between the two statements.
  return created ?? (await repo.findUserByEmail(app.db, email))!;
}

export async function getUser(app: FastifyInstance, id: number): Promise<repo.UserRow> {
  const user = await repo.findUserById(app.db, id);
  if (!user) throw new NotFound();
  return user;
}

export async function findUserLanguage(app: FastifyInstance, email: string): Promise<Language | undefined> {
  return (await repo.findUserByEmail(app.db, email))?.language;
}
