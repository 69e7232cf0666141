import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AuthorizedModel } from '@hearth/domain/api';
import { MERCHANT_STATUSES, type MerchantStatus } from '@hearth/domain/fields';
import { MESSAGES, V } from '@hearth/domain/messages';
import {
  MODERATION_ACTIONS,
  nextMerchantStatus,
  type AuditLogEntry,
  type MerchantInfo,
  type ModeratedChef,
} from '@hearth/domain/profile';
import { auditLog, merchantProfiles, users } from '../../db/schema.ts';
import { envelope, useTestApp } from '../../test/test-app.ts';
import {
  applyAsChef,
  get,
  mails,
  model,
  post,
  postJson,
  signUp,
  type Account,
} from '../profile/profile-test-helpers.ts';

const ctx = useTestApp();

const MODERATION_CALLS = [
  ['GET', '/operator/applications'],
  ['GET', '/operator/chefs'],
  ['GET', '/operator/chefs?q=ana&status=pending&page=0'],
  ['POST', '/operator/chef-decision'],
  ['GET', '/operator/audit-log'],
  ['GET', '/operator/audit-log?page=1'],
] as const;

function call(method: 'GET' | 'POST', url: string, cookie?: string, body: Record<string, string> = {}) {
  return method === 'GET' ? get(ctx.app, url, cookie) : post(ctx.app, url, body, cookie);
}

const operator = () => signUp(ctx.app, 'op@example.lt', { role: 'OPERATOR' });

async function chef(email = 'ruta@example.lt', nickname = 'rutak', language: 'en' | 'lt' = 'en') {
  const phone = `3706${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  return applyAsChef(ctx.app, email, { nickname, phoneNumber: phone }, { language });
}

function decide(op: Account, userId: number, action: string, reason?: string) {
  return post(
    ctx.app,
    '/operator/chef-decision',
    { userId: String(userId), action, ...(reason === undefined ? {} : { reason }) },
    op.cookie,
  );
}

async function merchantInfo(account: Account) {
  return model<{ merchantInfo: MerchantInfo }>(await get(ctx.app, '/secure/merchant-info', account.cookie))
    .merchantInfo;
}

async function legalInfoValid(account: Account) {
  return model<AuthorizedModel>(await get(ctx.app, '/secure/profile', account.cookie)).authorized.legalInfo
    .valid;
}

async function applications(op: Account) {
  return model<{ applications: ModeratedChef[] }>(await get(ctx.app, '/operator/applications', op.cookie))
    .applications;
}

async function auditEntries(op: Account, page = 0) {
  return model<{ entries: AuditLogEntry[]; total: number }>(
    await get(ctx.app, `/operator/audit-log?page=${page}`, op.cookie),
  );
}

async function setStatus(userId: number, status: MerchantStatus) {
  await ctx.app.db.update(merchantProfiles).set({ status }).where(eq(merchantProfiles.userId, userId));
}

describe('access to /operator/*', () => {
  it.each(MODERATION_CALLS)('%s %s needs a session: 401', async (method, url) => {
    const res = await call(method, url);
    expect(res.statusCode).toBe(401);
    expect(envelope(res).messages).toEqual([{ message: MESSAGES.unauthorized }]);
  });

  it.each(MODERATION_CALLS)('%s %s refuses customers and chefs: 403 notAllowed', async (method, url) => {
    const customer = await signUp(ctx.app, 'customer@example.lt');
    const ruta = await chef();
    await setStatus(ruta.id, 'approved');
    for (const who of [customer, ruta]) {
      const res = await call(method, url, who.cookie, { userId: String(ruta.id), action: 'approve' });
      expect(res.statusCode).toBe(403);
      expect(envelope(res)).toEqual({
        success: false,
        messages: [{ message: MESSAGES.moderationNotAllowed }],
      });
    }
  });

  it.each(['OPERATOR', 'ADMIN'] as const)('lets an %s in', async (role) => {
    const staff = await signUp(ctx.app, 'staff@example.lt', { role });
    for (const [method, url] of MODERATION_CALLS.filter(([m]) => m === 'GET')) {
      expect((await call(method, url, staff.cookie)).statusCode, url).toBe(200);
    }
    const ruta = await chef();
    expect((await decide(staff, ruta.id, 'approve')).statusCode).toBe(200);
  });

  it('a refused decision changes nothing, mails nobody, audits nothing', async () => {
    const customer = await signUp(ctx.app, 'customer@example.lt');
    const ruta = await chef();
    const before = await ctx.app.db.select().from(auditLog);
    const mailsBefore = await mails(ctx.app);
    expect((await decide(customer, ruta.id, 'approve')).statusCode).toBe(403);
    expect((await decide(ruta, ruta.id, 'approve')).statusCode).toBe(403);
    expect((await merchantInfo(ruta)).status).toBe('pending');
    expect(await ctx.app.db.select().from(auditLog)).toEqual(before);
    expect(await mails(ctx.app)).toEqual(mailsBefore);
  });

  it('takes effect at once when the role is taken away', async () => {
    const op = await operator();
    expect((await get(ctx.app, '/operator/applications', op.cookie)).statusCode).toBe(200);
    await ctx.app.db.update(users).set({ role: 'CUSTOMER' }).where(eq(users.id, op.id));
    expect((await get(ctx.app, '/operator/applications', op.cookie)).statusCode).toBe(403);
  });

  it('is not fooled by a role in the body or the query', async () => {
    const customer = await signUp(ctx.app, 'customer@example.lt');
    const res = await get(ctx.app, '/operator/applications?role=ADMIN', customer.cookie);
    expect(res.statusCode).toBe(403);
    const ruta = await chef();
    const decision = await post(
      ctx.app,
      '/operator/chef-decision',
      { userId: String(ruta.id), action: 'approve', role: 'ADMIN' },
      customer.cookie,
    );
    expect(decision.statusCode).toBe(403);
  });
});

describe('the moderation flow', () => {
  it('submit -> operators e-mailed -> approve -> the chef is valid, told, audited and public', async () => {
    const op = await operator();
    const ruta = await chef('ruta@example.lt', 'rutak', 'lt');
    expect((await mails(ctx.app, 'chef-application')).map((m) => m.recipient)).toEqual(['op@example.lt']);
    expect(await legalInfoValid(ruta)).toBe(false);

    const queue = await applications(op);
    expect(queue).toHaveLength(1);
    expect(queue[0]).toEqual({
      userId: ruta.id,
      email: 'ruta@example.lt',
      firstName: 'Rūta',
      lastName: 'Kazlauskienė',
      nickname: 'rutak',
      phoneNumber: expect.stringMatching(/^3706\d{7}$/),
      telegramNickname: null,
      city: null,
      avatarUrl: null,
      thumbnailUrl: null,
      address: null,
      // The operators read a pending change in their change-request queue, not here (decision 049).
      merchantInfo: { ...(await merchantInfo(ruta)), pendingChange: undefined },
      status: 'pending',
      submittedAt: (await merchantInfo(ruta)).submittedAt,
    });

    const res = await decide(op, ruta.id, 'approve');
    const body = envelope<{ chef: ModeratedChef }>(res);
    expect(body.messages).toEqual([{ message: MESSAGES.moderationDone }]);
    expect(body.model?.chef).toMatchObject({ userId: ruta.id, status: 'approved' });
    expect(body.model?.chef.merchantInfo).toMatchObject({
      valid: true,
      status: 'approved',
      statusReason: null,
    });
    expect(body.model?.chef.merchantInfo.decidedAt).toEqual(expect.any(String));

    expect(await legalInfoValid(ruta)).toBe(true);
    expect(await merchantInfo(ruta)).toMatchObject({ valid: true, status: 'approved' });
    expect(await applications(op)).toEqual([]);
    expect((await post(ctx.app, '/store/products', { nickname: 'rutak' })).statusCode).toBe(200);

    const [decision] = await mails(ctx.app, 'chef-decision');
    expect(decision).toMatchObject({
      recipient: 'ruta@example.lt',
      language: 'lt',
      subject: 'Jūsų Hearth virėjo profilis patvirtintas',
    });

    const [row] = await ctx.app.db
      .select()
      .from(merchantProfiles)
      .where(eq(merchantProfiles.userId, ruta.id));
    expect(row).toMatchObject({ status: 'approved', decidedBy: op.id, statusReason: null });
  });

  it('reject with a reason -> the chef sees it -> resubmits -> pending again, in the queue again', async () => {
    const op = await operator();
    const ruta = await chef();
    const res = await decide(op, ruta.id, 'reject', 'The registry link does not open.');
    expect(model<{ chef: ModeratedChef }>(res).chef.merchantInfo).toMatchObject({
      status: 'rejected',
      statusReason: 'The registry link does not open.',
      valid: false,
    });
    expect(await merchantInfo(ruta)).toMatchObject({
      status: 'rejected',
      statusReason: 'The registry link does not open.',
    });
    const [mail] = await mails(ctx.app, 'chef-decision');
    expect(mail!.subject).toBe('Your Hearth chef application was not approved');
    expect(mail!.textBody).toContain('Reason: The registry link does not open.');

    const resubmitted = await post(
      ctx.app,
      '/secure/merchant-info',
      { hourRate: '1200', kitchenType: 'grill', govRegistryURL: 'https://registry.lt/ruta' },
      ruta.cookie,
    );
    expect(envelope(resubmitted).messages).toEqual([{ message: MESSAGES.chefApplicationSubmitted }]);
    expect(await merchantInfo(ruta)).toMatchObject({
      status: 'pending',
      statusReason: null,
      decidedAt: null,
    });
    expect((await applications(op)).map((a) => a.userId)).toEqual([ruta.id]);
    expect(await mails(ctx.app, 'chef-application')).toHaveLength(2);

    expect((await decide(op, ruta.id, 'approve')).statusCode).toBe(200);
    expect(await legalInfoValid(ruta)).toBe(true);
  });

  it('approves a rejected application directly', async () => {
    const op = await operator();
    const ruta = await chef();
    await decide(op, ruta.id, 'reject', 'Missing photo');
    const res = await decide(op, ruta.id, 'approve');
    expect(model<{ chef: ModeratedChef }>(res).chef.merchantInfo).toMatchObject({
      status: 'approved',
      statusReason: null,
    });
  });

  it('suspend -> not valid, hidden, told why -> reinstate -> valid again', async () => {
    const op = await operator();
    const ruta = await chef();
    await decide(op, ruta.id, 'approve');

    const suspended = await decide(op, ruta.id, 'suspend', 'Customers complained about hygiene.');
    expect(model<{ chef: ModeratedChef }>(suspended).chef).toMatchObject({ status: 'suspended' });
    expect(await legalInfoValid(ruta)).toBe(false);
    expect(await merchantInfo(ruta)).toMatchObject({
      valid: false,
      status: 'suspended',
      statusReason: 'Customers complained about hygiene.',
    });
    expect((await post(ctx.app, '/store/products', { nickname: 'rutak' })).statusCode).toBe(404);
    const suspendMail = (await mails(ctx.app, 'chef-decision')).at(-1)!;
    expect(suspendMail.subject).toBe('Your Hearth chef profile is suspended');
    expect(suspendMail.textBody).toContain('Customers complained about hygiene.');

    const reinstated = await decide(op, ruta.id, 'reinstate');
    expect(model<{ chef: ModeratedChef }>(reinstated).chef.merchantInfo).toMatchObject({
      valid: true,
      status: 'approved',
      statusReason: null,
    });
    expect(await legalInfoValid(ruta)).toBe(true);
    expect((await mails(ctx.app, 'chef-decision')).at(-1)!.subject).toBe(
      'Your Hearth chef profile is active again',
    );
  });

  const INVALID = MERCHANT_STATUSES.flatMap((status) =>
    MODERATION_ACTIONS.filter((action) => nextMerchantStatus(status, action) === null).map(
      (action) => [status, action] as const,
    ),
  );

  it.each(INVALID)('refuses %s -> %s with 409 and changes nothing', async (status, action) => {
    const op = await operator();
    const ruta = await chef();
    await setStatus(ruta.id, status);
    const mailsBefore = (await mails(ctx.app)).length;
    const res = await decide(op, ruta.id, action, 'A reason');
    expect(res.statusCode).toBe(409);
    expect(envelope(res)).toEqual({
      success: false,
      messages: [{ message: MESSAGES.moderationInvalidTransition }],
    });
    expect((await merchantInfo(ruta)).status).toBe(status);
    expect((await mails(ctx.app)).length).toBe(mailsBefore);
    const entries = await ctx.app.db.select().from(auditLog);
    expect(entries.map((e) => e.action)).toEqual(['chef.application_submitted']);
  });

  it('lets two operators deciding at once produce one decision', async () => {
    const op = await operator();
    const op2 = await signUp(ctx.app, 'op2@example.lt', { role: 'ADMIN' });
    const ruta = await chef();
    const answers = await Promise.all([decide(op, ruta.id, 'approve'), decide(op2, ruta.id, 'approve')]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await mails(ctx.app, 'chef-decision')).toHaveLength(1);
    const actions = (await ctx.app.db.select().from(auditLog)).map((e) => e.action);
    expect(actions.filter((a) => a === 'chef.approved')).toHaveLength(1);
  });
});

describe('POST /operator/chef-decision input', () => {
  it.each([
    [{ action: 'reject' }, { reason: ['required'] }],
    [{ action: 'suspend' }, { reason: ['required'] }],
    [{ action: 'reject', reason: '   ' }, { reason: [V.reasonRequired] }],
    [{ action: 'reject', reason: 'x'.repeat(1001) }, { reason: [V.tooLong] }],
    [{ action: 'ban' }, { action: ['invalid'] }],
    [{}, { action: ['required'] }],
  ])('refuses %j', async (fields, fieldErrors) => {
    const op = await operator();
    const ruta = await chef();
    const res = await post(
      ctx.app,
      '/operator/chef-decision',
      { userId: String(ruta.id), ...fields },
      op.cookie,
    );
    expect(res.statusCode).toBe(400);
    expect(envelope(res).fieldErrors).toEqual(fieldErrors);
    expect((await merchantInfo(ruta)).status).toBe('pending');
  });

  it.each([
    [{}, { userId: ['required'] }],
    [{ userId: 'abc' }, { userId: ['invalid'] }],
    [{ userId: '-1' }, { userId: ['invalid'] }],
    [{ userId: '99999999999' }, { userId: ['invalid'] }],
  ])('refuses the user id %j', async (fields, fieldErrors) => {
    const op = await operator();
    const res = await post(ctx.app, '/operator/chef-decision', { action: 'approve', ...fields }, op.cookie);
    expect(res.statusCode).toBe(400);
    expect(envelope(res).fieldErrors).toEqual(fieldErrors);
  });

  it('answers 404 for an unknown user and for a user who never applied', async () => {
    const op = await operator();
    const customer = await signUp(ctx.app, 'customer@example.lt');
    for (const userId of [customer.id, 987_654]) {
      const res = await decide(op, userId, 'approve');
      expect(res.statusCode).toBe(404);
      expect(envelope(res).success).toBe(false);
    }
    expect(await ctx.app.db.select().from(merchantProfiles)).toHaveLength(0);
  });

  it('refuses an operator deciding on their own chef profile', async () => {
    const op = await chef('op@example.lt', 'opchef');
    await ctx.app.db.update(users).set({ role: 'OPERATOR' }).where(eq(users.id, op.id));
    const res = await decide(op, op.id, 'approve');
    expect(res.statusCode).toBe(403);
    expect(envelope(res).messages).toEqual([{ message: MESSAGES.moderationNotAllowed }]);
    expect((await merchantInfo(op)).status).toBe('pending');
  });

  it('accepts a JSON body and keeps an optional note on approval in the audit log only', async () => {
    const op = await operator();
    const ruta = await chef();
    const res = await postJson(
      ctx.app,
      '/operator/chef-decision',
      { userId: ruta.id, action: 'approve', reason: 'Checked by phone' },
      op.cookie,
    );
    expect(model<{ chef: ModeratedChef }>(res).chef.merchantInfo.statusReason).toBeNull();
    expect((await auditEntries(op)).entries[0]).toMatchObject({
      action: 'chef.approved',
      reason: 'Checked by phone',
    });
    expect((await mails(ctx.app, 'chef-decision'))[0]!.textBody).toContain(
      'Note from the operator: Checked by phone',
    );
  });
});

describe('GET /operator/audit-log', () => {
  it('records who did what to whom and why, newest first', async () => {
    const op = await operator();
    const ruta = await chef();
    ctx.clock.advance(1000);
    await decide(op, ruta.id, 'reject', 'No photo');
    ctx.clock.advance(1000);
    await post(ctx.app, '/secure/merchant-info', { hourRate: '1200', kitchenType: 'grill' }, ruta.cookie);
    ctx.clock.advance(1000);
    await decide(op, ruta.id, 'approve');
    ctx.clock.advance(1000);
    await decide(op, ruta.id, 'suspend', 'Complaints');
    ctx.clock.advance(1000);
    await decide(op, ruta.id, 'reinstate');

    const { entries, total } = await auditEntries(op);
    expect(total).toBe(6);
    const actor = { id: op.id, email: 'op@example.lt' };
    const chefActor = { id: ruta.id, email: 'ruta@example.lt' };
    const target = { id: ruta.id, email: 'ruta@example.lt', nickname: 'rutak' };
    expect(entries.map(({ action, reason, actor, target }) => ({ action, reason, actor, target }))).toEqual([
      { action: 'chef.reinstated', reason: null, actor, target },
      { action: 'chef.suspended', reason: 'Complaints', actor, target },
      { action: 'chef.approved', reason: null, actor, target },
      { action: 'chef.application_submitted', reason: null, actor: chefActor, target },
      { action: 'chef.rejected', reason: 'No photo', actor, target },
      { action: 'chef.application_submitted', reason: null, actor: chefActor, target },
    ]);
    for (const entry of entries) {
      expect(entry.id).toEqual(expect.any(Number));
      expect(Date.parse(entry.createdAt)).not.toBeNaN();
    }
    const rows = await ctx.app.db.select().from(auditLog).orderBy(auditLog.id);
    expect(rows.find((r) => r.action === 'chef.suspended')?.details).toEqual({
      from: 'approved',
      to: 'suspended',
    });
  });

  it('pages by 50 and keeps entries whose people are gone', async () => {
    const op = await operator();
    const now = new Date();
    await ctx.app.db.insert(auditLog).values(
      Array.from({ length: 55 }, (_, i) => ({
        actorId: op.id,
        action: 'chef.approved',
        targetUserId: null,
        createdAt: new Date(now.getTime() + i * 1000),
        reason: `entry ${i}`,
      })),
    );
    const first = await auditEntries(op, 0);
    expect(first.total).toBe(55);
    expect(first.entries).toHaveLength(50);
    expect(first.entries[0]).toMatchObject({ reason: 'entry 54', target: null });
    const second = await auditEntries(op, 1);
    expect(second.entries.map((e) => e.reason)).toEqual([
      'entry 4',
      'entry 3',
      'entry 2',
      'entry 1',
      'entry 0',
    ]);
    expect((await auditEntries(op, 2)).entries).toEqual([]);
  });

  it.each(['-1', 'x', '1.5'])('refuses the page %j', async (page) => {
    const op = await operator();
    const res = await get(ctx.app, `/operator/audit-log?page=${page}`, op.cookie);
    expect(res.statusCode).toBe(400);
    expect(envelope(res).fieldErrors).toEqual({ page: ['invalid'] });
  });
});

describe('GET /operator/applications and /operator/chefs', () => {
  async function chefs(op: Account, query = '') {
    return model<{ chefs: ModeratedChef[]; total: number }>(
      await get(ctx.app, `/operator/chefs${query}`, op.cookie),
    );
  }

  it('queues only pending applications, oldest first, with the address', async () => {
    const op = await operator();
    const first = await chef('first@example.lt', 'firstchef');
    ctx.clock.advance(1000);
    const second = await chef('second@example.lt', 'secondchef');
    ctx.clock.advance(1000);
    const approved = await chef('third@example.lt', 'thirdchef');
    await decide(op, approved.id, 'approve');
    await post(
      ctx.app,
      '/secure/address',
      { city: 'Kaunas', formatted_address: 'Laisvės al. 1' },
      second.cookie,
    );
    const queue = await applications(op);
    expect(queue.map((a) => a.userId)).toEqual([first.id, second.id]);
    expect(queue[1]!.address).toMatchObject({
      countryPhoneCode: 370,
      city: 'Kaunas',
      formatted_address: 'Laisvės al. 1',
    });
  });

  it('lists every chef, newest submission first, filtered by status and by a search in any case', async () => {
    const op = await operator();
    const ruta = await chef('ruta@example.lt', 'rutak');
    ctx.clock.advance(1000);
    const tomas = await applyAsChef(ctx.app, 'tomas@kaunas.lt', {
      nickname: 'grillmaster',
      phoneNumber: '37062345678',
      firstName: 'Tomas',
      lastName: 'Jankauskas',
    });
    await signUp(ctx.app, 'customer@example.lt');
    await decide(op, tomas.id, 'approve');

    const all = await chefs(op);
    expect(all.total).toBe(2);
    expect(all.chefs.map((c) => c.userId)).toEqual([tomas.id, ruta.id]);

    expect((await chefs(op, '?status=approved')).chefs.map((c) => c.userId)).toEqual([tomas.id]);
    expect((await chefs(op, '?status=pending')).chefs.map((c) => c.userId)).toEqual([ruta.id]);
    expect(await chefs(op, '?status=suspended')).toEqual({ chefs: [], total: 0 });

    for (const q of ['TOMAS', 'jankausk', 'tomas jankauskas', 'KAUNAS.LT', 'GrillMaster']) {
      const found = await chefs(op, `?q=${encodeURIComponent(q)}`);
      expect(
        found.chefs.map((c) => c.userId),
        q,
      ).toEqual([tomas.id]);
      expect(found.total).toBe(1);
    }
    expect((await chefs(op, `?q=${encodeURIComponent('rūta')}`)).chefs.map((c) => c.userId)).toEqual([
      ruta.id,
    ]);
    expect((await chefs(op, '?q=%25')).total).toBe(0);
    expect((await chefs(op, '?q=_')).total).toBe(0);
    expect((await chefs(op, '?q=tomas&status=pending')).total).toBe(0);
    expect((await chefs(op, '?q=&status=&page=')).total).toBe(2);
  });

  it('pages by 50', async () => {
    const op = await operator();
    const now = new Date();
    const created = await ctx.app.db
      .insert(users)
      .values(Array.from({ length: 52 }, (_, i) => ({ email: `chef${i}@example.lt`, nickname: `chef${i}` })))
      .returning({ id: users.id });
    await ctx.app.db.insert(merchantProfiles).values(
      created.map(({ id }, i) => ({
        userId: id,
        status: 'pending' as const,
        hourRateCents: 1000,
        kitchenTypes: ['grill'],
        submittedAt: new Date(now.getTime() + i * 1000),
      })),
    );
    const first = await chefs(op, '?page=0');
    expect(first.total).toBe(52);
    expect(first.chefs).toHaveLength(50);
    expect(first.chefs[0]!.email).toBe('chef51@example.lt');
    const second = await chefs(op, '?page=1');
    expect(second.chefs.map((c) => c.email)).toEqual(['chef1@example.lt', 'chef0@example.lt']);
  });

  it.each(['?status=gone', '?page=-1', '?page=abc', `?q=${'x'.repeat(101)}`])('refuses %s', async (query) => {
    const op = await operator();
    const res = await get(ctx.app, `/operator/chefs${query}`, op.cookie);
    expect(res.statusCode).toBe(400);
    expect(envelope(res).success).toBe(false);
  });
});
