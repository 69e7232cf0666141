import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { PIN_LENGTH } from '@hearth/domain/constants';
import { loadArgon2 } from '../../native-packages.ts';

// OWASP's argon2id parameters: 19 MiB, 2 iterations, 1 lane.
export const ARGON2 = {
  algorithm: 2 /* Argon2id (a const enum in the typings) */,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export async function hashPassword(password: string): Promise<string> {
  const { hash } = await loadArgon2();
  return hash(password, ARGON2);
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies a password. Without a stored hash (unknown e-mail, or an account made by pin) it still spends
 * the same time on a dummy hash, so the answer's timing does not tell whether the account exists.
 */
export async function verifyPassword(
  storedHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  const { verify } = await loadArgon2();
  if (!storedHash) {
    dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}

export function generatePin(): string {
  return String(randomInt(0, 10 ** PIN_LENGTH)).padStart(PIN_LENGTH, '0');
}

/** Pins are stored as salt:HMAC-SHA256(salt, email:pin). */
export function hashPin(email: string, pin: string): string {
  const salt = randomBytes(16).toString('hex');
  return `${salt}:${pinMac(salt, email, pin)}`;
}

export function pinMatches(stored: string, email: string, pin: string): boolean {
  const [salt, mac] = stored.split(':');
  if (!salt || !mac) return false;
  const expected = Buffer.from(mac, 'hex');
  const actual = Buffer.from(pinMac(salt, email, pin), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

function pinMac(salt: string, email: string, pin: string): string {
  return createHmac('sha256', salt).update(`${email}:${pin}`).digest('hex');
}
