import { useSyncExternalStore } from 'react';

/**
 * Page-wide notices (session expired, logged out...). `message` is an i18n key or plain text, translated
 * where it is shown. They outlive navigation, so that "Session expired" is still there on the login page.
 */
export interface Notice {
  id: number;
  tone: 'error' | 'success' | 'info';
  message: string;
}

const AUTO_DISMISS_MS = 8000;

let notices: readonly Notice[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function pushNotice(notice: Omit<Notice, 'id'>): number {
  // The same text twice (several failing requests at once) is shown once.
  const existing = notices.find((n) => n.message === notice.message && n.tone === notice.tone);
  if (existing) return existing.id;
  const id = nextId++;
  notices = [...notices, { ...notice, id }];
  emit();
  // Errors stay until dismissed; confirmations go away by themselves.
  if (notice.tone !== 'error') window.setTimeout(() => dismissNotice(id), AUTO_DISMISS_MS);
  return id;
}

export function dismissNotice(id: number): void {
  if (!notices.some((n) => n.id === id)) return;
  notices = notices.filter((n) => n.id !== id);
  emit();
}

export function clearNotices(): void {
  notices = [];
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useNotices(): readonly Notice[] {
  return useSyncExternalStore(
    subscribe,
    () => notices,
    () => notices,
  );
}
