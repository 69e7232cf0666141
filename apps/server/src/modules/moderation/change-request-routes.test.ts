import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ChefChangeRequestView } from '@hearth/domain/chef-changes';
import { MESSAGES } from '@hearth/domain/messages';
import type { MerchantInfo, PublicMerchant, UserInfo } from '@hearth/domain/profile';
import { auditLog, merchantProfiles, users } from '../../db/schema.ts';
import { envelope, useTestApp } from '../../test/test-app.ts';
import {
  applyAsChef,
  get,
  mails,
  model,
  post,
  signUp,
  type Account,
} from '../profile/profile-test-helpers.ts';

/** An approved chef's changes to the moderated fields go back to the operators (decision 049). */

const ctx = useTestApp();

type MerchantModel = { merchantInfo: MerchantInfo };

async function approvedChef(email = 'ruta@example.lt', nickname = 'ruta', language: 'en' | 'lt' = 'en') {
  const chef = await applyAsChef(
    ctx.app,
    email,
    { nickname, phoneNumber: email.startsWith('ruta') ? '37061234567' : '37061234568' },
    { language },
  );
  await ctx.app.db
    .update(merchantProfiles)
    .set({ status: 'approved', decidedAt: new Date() })
    .where(eq(merchantProfiles.userId, chef.id));
  return chef;
}

const saveChef = (chef: Account, body: Record<string, string>) =>
  post(
    ctx.app,
    '/secure/merchant-info',
    { hourRate: '1200', kitchenType: 'grill,vegan', ...body },
    chef.cookie,
  );

async function publicPage(nickname: string): Promise<PublicMerchant> {
  return model<{ merchant: PublicMerchant }>(await post(ctx.app, '/store/products', { nickname })).merchant;
}

async function queue(cookie: string, status = 'open'): Promise<ChefChangeRequestView[]> {
  return model<{ changeRequests: ChefChangeRequestView[] }>(
    await get(ctx.app, `/operator/change-requests?status=${status}`, cookie),
  ).changeRequests;
}

const decide = (requestId: number, decision: string, cookie: string, reason?: string) =>
  post(
    ctx.app,
    '/operator/change-request-decision',
    { requestId, decision, ...(reason ? { reason } : {}) },
    cookie,
  );

describe('an approved chef saving moderated fields', () => {
  it('keeps the public profile approved and queues the change with its before and after', async () => {
    const chef = await approvedChef();
    const res = await saveChef(chef, {
      hourRate: '100000',
      kitchenType: 'pizza',
      about: 'Unreviewed text: call +370 600 00000, pay me outside Hearth',
    });
    expect(envelope(res).messages).toEqual([{ message: MESSAGES.chefChangesPending }]);
    const info = model<MerchantModel>(res).merchantInfo;
    expect(info).toMatchObject({ status: 'approved', hourRate: 1200, about: 'Grill and vegan dishes.' });
    expect(info.pendingChange?.changes).toEqual({
      hourRate: 100000,
      kitchenType: ['pizza'],
      about: 'Unreviewed text: call +370 600 00000, pay me outside Hearth',
    });
    expect(await publicPage('ruta')).toMatchObject({
      about: 'Grill and vegan dishes.',
      merchantInfo: { hourRate: 1200, kitchenType: ['grill', 'vegan'] },
    });
    // The chef reads the pending values back.
    const read = model<MerchantModel>(await get(ctx.app, '/secure/merchant-info', chef.cookie)).merchantInfo;
    expect(read.pendingChange?.changes.hourRate).toBe(100000);

    const op = await signUp(ctx.app, 'op@example.lt', { role: 'OPERATOR' });
    const [request] = await queue(op.cookie);
    expect(request).toMatchObject({ chef: { userId: chef.id, nickname: 'ruta' }, status: 'open' });
    expect(request!.fields).toEqual([
      { field: 'hourRate', before: 1200, after: 100000 },
      { field: 'kitchenType', before: ['grill', 'vegan'], after: ['pizza'] },
      {
        field: 'about',
        before: 'Grill and vegan dishes.',
        after: 'Unreviewed text: call +370 600 00000, pay me outside Hearth',
      },
    ]);
    const audit = await ctx.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'chef.change_requested'));
    expect(audit).toMatchObject([{ actorId: chef.id, targetUserId: chef.id }]);
  });

  it('saves a small rate move, phone and city at once; a new save replaces the pending values', async () => {
    const chef = await approvedChef();
    const small = model<MerchantModel>(await saveChef(chef, { hourRate: '1400' })).merchantInfo;
    expect(small).toMatchObject({ hourRate: 1400, pendingChange: null });
    expect((await publicPage('ruta')).merchantInfo.hourRate).toBe(1400);

    await saveChef(chef, { hourRate: '1400', about: 'First try' });
    const user = await post(
      ctx.app,
      '/secure/user-info',
      { nickname: 'ruta-k', city: 'Kaunas', phoneNumber: '37069999999' },
      chef.cookie,
    );
    expect(envelope(user).messages).toEqual([{ message: MESSAGES.chefChangesPending }]);
    expect(model<{ userInfo: UserInfo }>(user).userInfo).toMatchObject({
      nickname: 'ruta',
      city: 'Kaunas',
      phoneNumber: '37069999999',
    });
    const second = model<MerchantModel>(await saveChef(chef, { hourRate: '1400', about: 'Second try' }));
    expect(second.merchantInfo.pendingChange?.changes).toEqual({ nickname: 'ruta-k', about: 'Second try' });
    const op = await signUp(ctx.app, 'op@example.lt', { role: 'OPERATOR' });
    expect(await queue(op.cookie)).toHaveLength(1);

    // Putting every field back withdraws the request.
    await post(ctx.app, '/secure/user-info', { nickname: 'ruta' }, chef.cookie);
    const back = model<MerchantModel>(
      await saveChef(chef, { hourRate: '1400', about: 'Grill and vegan dishes.' }),
    );
    expect(back.merchantInfo.pendingChange).toBeNull();
    expect(await queue(op.cookie)).toEqual([]);
  });

  it('reserves a pending nickname: nobody else can take or request it', async () => {
    const ruta = await approvedChef();
    await post(ctx.app, '/secure/user-info', { nickname: 'grillqueen' }, ruta.cookie);
    const jonas = await approvedChef('jonas@example.lt', 'jonas');
    const clash = await post(ctx.app, '/secure/user-info', { nickname: 'GrillQueen' }, jonas.cookie);
    expect(clash.statusCode).toBe(409);
    expect(envelope(clash).fieldErrors).toEqual({ nickname: ['constraint'] });
    const stranger = await signUp(ctx.app, 'eve@example.lt');
    const taken = await post(ctx.app, '/secure/user-info', { nickname: 'grillqueen' }, stranger.cookie);
    expect(taken.statusCode).toBe(409);
    const check = model<{ nameAvailability: { available: boolean } }>(
      await post(ctx.app, '/check-name', { name: 'grillqueen' }),
    );
    expect(check.nameAvailability.available).toBe(false);
  });

  it('keeps the first application flow for a chef not approved yet', async () => {
    const chef = await applyAsChef(ctx.app, 'new@example.lt', {
      nickname: 'newchef',
      phoneNumber: '37061111111',
    });
    const res = await saveChef(chef, { hourRate: '5000', about: 'Changed before review' });
    expect(model<MerchantModel>(res).merchantInfo).toMatchObject({
      status: 'pending',
      hourRate: 5000,
      about: 'Changed before review',
      pendingChange: null,
    });
  });
});

describe('operators deciding a change request', () => {
  it('approves: the public profile takes the change, audited, the chef told in their language', async () => {
    const chef = await approvedChef('ruta@example.lt', 'ruta', 'lt');
    await post(ctx.app, '/secure/user-info', { nickname: 'ruta-k', firstName: 'Rūta' }, chef.cookie);
    await saveChef(chef, { hourRate: '3000', about: 'New text' });
    const op = await signUp(ctx.app, 'op@example.lt', { role: 'OPERATOR' });
    const [request] = await queue(op.cookie);
    const res = await decide(request!.id, 'approve', op.cookie);
    expect(envelope(res).messages).toEqual([{ message: MESSAGES.changeRequestDecided }]);
    expect(model<{ changeRequest: ChefChangeRequestView }>(res).changeRequest.status).toBe('approved');
    expect(await publicPage('ruta-k')).toMatchObject({
      about: 'New text',
      merchantInfo: { hourRate: 3000 },
      storeName: 'ruta-k',
    });
    expect((await post(ctx.app, '/store/products', { nickname: 'ruta' })).statusCode).toBe(404);
    const [mail] = await mails(ctx.app, 'chef-change-decided');
    expect(mail).toMatchObject({ recipient: 'ruta@example.lt' });
    expect(mail!.subject).toContain('patvirtinti');
    const audit = await ctx.app.db.select().from(auditLog).where(eq(auditLog.action, 'chef.change_approved'));
    expect(audit).toMatchObject([{ actorId: op.id, targetUserId: chef.id }]);
    expect((await decide(request!.id, 'reject', op.cookie, 'Late')).statusCode).toBe(409);
  });

  it('rejects with a reason: the profile stays, the chef reads why', async () => {
    const chef = await approvedChef();
    await saveChef(chef, { about: 'Pay me outside Hearth' });
    const op = await signUp(ctx.app, 'op@example.lt', { role: 'OPERATOR' });
    const [request] = await queue(op.cookie);
    const missing = await decide(request!.id, 'reject', op.cookie);
    expect(missing.statusCode).toBe(400);
    expect(envelope(missing).fieldErrors).toEqual({ reason: ['required'] });
    const res = await decide(request!.id, 'reject', op.cookie, 'Payments go through Hearth.');
    expect(model<{ changeRequest: ChefChangeRequestView }>(res).changeRequest).toMatchObject({
      status: 'rejected',
      reason: 'Payments go through Hearth.',
    });
    expect((await publicPage('ruta')).about).toBe('Grill and vegan dishes.');
    const info = model<MerchantModel>(await get(ctx.app, '/secure/merchant-info', chef.cookie)).merchantInfo;
    expect(info.pendingChange).toBeNull();
    const [mail] = await mails(ctx.app, 'chef-change-decided');
    expect(mail!.textBody).toContain('Payments go through Hearth.');
    expect(await queue(op.cookie, 'all')).toMatchObject([{ status: 'rejected' }]);
  });

  it('is for operators only, and nobody decides their own request', async () => {
    const chef = await approvedChef();
    await saveChef(chef, { about: 'Changed' });
    expect((await get(ctx.app, '/operator/change-requests')).statusCode).toBe(401);
    expect((await get(ctx.app, '/operator/change-requests', chef.cookie)).statusCode).toBe(403);
    expect((await decide(1, 'approve', chef.cookie)).statusCode).toBe(403);
    const op = await signUp(ctx.app, 'op@example.lt', { role: 'OPERATOR' });
    const [request] = await queue(op.cookie);
    // An operator who is the chef: their own request is refused.
    await ctx.app.db.update(users).set({ role: 'OPERATOR' }).where(eq(users.id, chef.id));
    expect((await decide(request!.id, 'approve', chef.cookie)).statusCode).toBe(403);
    expect((await decide(999_999, 'approve', op.cookie)).statusCode).toBe(404);
    expect((await decide(request!.id, 'maybe', op.cookie)).statusCode).toBe(400);
    expect((await get(ctx.app, '/operator/change-requests?status=closed', op.cookie)).statusCode).toBe(400);
  });
});
