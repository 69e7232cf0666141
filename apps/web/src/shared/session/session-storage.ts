import type { AuthorizedUser } from '@hearth/domain/api';
import { SESSION_IDLE_MINUTES } from '@hearth/domain/constants';
import { clearCart } from '../cart/cart-storage.ts';
import { readItem, readJson, removeItem, writeItem } from '../storage/local-storage.ts';

/** Local-storage keys of the session profile (decision 012). */
export const SESSION_KEYS = {
  profile: 'profile',
  role: 'role',
  valid: 'valid',
  legalInfo: 'legalInfo',
  lastRequestAt: 'lastRequestAt',
} as const;

/** Fired on this tab whenever the stored session changes (the `storage` event covers other tabs). */
export const SESSION_CHANGE_EVENT = 'session-change';

export const SESSION_IDLE_MS = SESSION_IDLE_MINUTES * 60_000;

export interface StoredProfile {
  id: number;
  identityKey: string;
  email: string;
  identityType: string;
  role: string;
  /** Full name, else the nickname, else empty. */
  name: string;
  fn: string;
  ln: string;
  nickname: string;
  /** The header's picture (null: none, the initial shows); undefined in a profile stored before it was kept. */
  thumbnailUrl?: string | null;
}

export function toStoredProfile(user: AuthorizedUser): StoredProfile {
  const fn = user.userInfo.firstName?.trim() ?? '';
  const ln = user.userInfo.lastName?.trim() ?? '';
  const nickname = user.userInfo.nickname?.trim() ?? '';
  return {
    id: user.id,
    identityKey: user.identityKey,
    email: user.userInfo.email || user.identityKey,
    identityType: user.identityType,
    role: user.role,
    name: [fn, ln].filter(Boolean).join(' ') || nickname,
    fn,
    ln,
    nickname,
    thumbnailUrl: user.userInfo.thumbnailUrl,
  };
}

function notifySessionChanged(): void {
  window.dispatchEvent(new Event(SESSION_CHANGE_EVENT));
}

/** Stores model.authorized of a login, a registration or a profile refresh. */
export function writeSession(user: AuthorizedUser, now = Date.now()): void {
  writeItem(SESSION_KEYS.profile, JSON.stringify(toStoredProfile(user)));
  writeItem(SESSION_KEYS.role, user.role);
  writeItem(SESSION_KEYS.valid, String(user.legalInfo.valid === true));
  writeItem(SESSION_KEYS.legalInfo, JSON.stringify(user.legalInfo));
  writeItem(SESSION_KEYS.lastRequestAt, String(now));
  notifySessionChanged();
}

/** A new picture (the avatar upload's answer): the header shows it at once, in every tab. */
export function writeStoredThumbnail(thumbnailUrl: string | null): void {
  const profile = readProfile();
  if (!profile) return;
  writeItem(SESSION_KEYS.profile, JSON.stringify({ ...profile, thumbnailUrl }));
  notifySessionChanged();
}

/** Logout or expiry: forget the profile, its flags and the cart. */
export function clearSession(): void {
  removeItem(SESSION_KEYS.profile);
  removeItem(SESSION_KEYS.role);
  removeItem(SESSION_KEYS.valid);
  removeItem(SESSION_KEYS.legalInfo);
  clearCart();
  notifySessionChanged();
}

export function parseProfile(raw: string | null): StoredProfile | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const p = value as Partial<Record<keyof StoredProfile, unknown>>;
  if (typeof p.id !== 'number' || typeof p.email !== 'string') return null;
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  return {
    id: p.id,
    identityKey: text(p.identityKey) || p.email,
    email: p.email,
    identityType: text(p.identityType) || 'email',
    role: text(p.role),
    name: text(p.name),
    fn: text(p.fn),
    ln: text(p.ln),
    nickname: text(p.nickname),
    thumbnailUrl: typeof p.thumbnailUrl === 'string' || p.thumbnailUrl === null ? p.thumbnailUrl : undefined,
  };
}

export function readProfile(): StoredProfile | null {
  return parseProfile(readItem(SESSION_KEYS.profile));
}

export function hasStoredProfile(): boolean {
  return readItem(SESSION_KEYS.profile) !== null;
}

export function readLegalInfo(): Record<string, unknown> | null {
  const value = readJson(SESSION_KEYS.legalInfo);
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
}

export function markRequest(now = Date.now()): void {
  writeItem(SESSION_KEYS.lastRequestAt, String(now));
}

export function readLastRequestAt(): number | null {
  const value = Number(readItem(SESSION_KEYS.lastRequestAt));
  return Number.isFinite(value) && value > 0 ? value : null;
}

/** True when a profile is stored and more than SESSION_IDLE_MINUTES passed since the last request. */
export function isSessionIdle(now = Date.now()): boolean {
  if (!hasStoredProfile()) return false;
  const last = readLastRequestAt();
  return last !== null && now - last > SESSION_IDLE_MS;
}
