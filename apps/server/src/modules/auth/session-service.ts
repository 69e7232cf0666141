import type { SessionView } from '@hearth/domain/accounts';
import { MESSAGES } from '@hearth/domain/messages';
import type { FastifyInstance } from 'fastify';
import { NotFound } from '../../errors.ts';
import { endSessionById, listSessions, type SessionUser } from '../../plugins/session.ts';
import { deviceLabel } from './device-label.ts';

/** The signed-in user's sessions (docs/decisions/043): listed by public id, never by token. */

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** GET /secure/sessions: the user's live sessions, the most recently used first. */
export async function sessionViews(app: FastifyInstance, viewer: SessionUser): Promise<SessionView[]> {
  const rows = await listSessions(app, viewer.id);
  return rows.map((row) => ({
    id: row.id,
    device: deviceLabel(row.userAgent),
    createdAt: seconds(row.createdAt),
    lastUsedAt: seconds(row.lastUsedAt),
    method: row.method,
    current: row.id === viewer.session.id,
  }));
}

/** POST /secure/session-end: ends one of the user's own sessions; 404 for any other id. */
export async function endOwnSession(app: FastifyInstance, viewer: SessionUser, id: string): Promise<void> {
  if (!(await endSessionById(app, viewer.id, id))) throw new NotFound(MESSAGES.notFound);
}
