import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES, V } from '@hearth/domain/messages';
import {
  HOUR_RATE_MAX_CENTS,
  STRIPE_ACCOUNT_MESSAGE,
  type MerchantInfo,
  type ProfileAddress,
} from '@hearth/domain/profile';
import { auditLog, merchantProfiles, users } from '../../db/schema.ts';
import { envelope, useTestApp } from '../../test/test-app.ts';
import {
  CHEF_INFO,
  get,
  mails,
  model,
  post,
  postJson,
  signUp,
  type Account,
} from './profile-test-helpers.ts';

const ctx = useTestApp();

type MerchantModel = { merchantInfo: MerchantInfo | null; legalInfo: MerchantInfo | null };

/** A signed-in user with the nickname and phone a chef section needs. */
async function chefCandidate(email = 'ana@example.lt', nickname = 'anakaz', phoneNumber = '37061234567') {
  const account = await signUp(ctx.app, email);
  model(
    await post(
      ctx.app,
      '/secure/user-info',
      { firstName: 'Ana', lastName: 'Kaz', nickname, phoneNumber },
      account.cookie,
    ),
  );
  return account;
}

function submit(account: Account, body: Record<string, string> = CHEF_INFO) {
  return post(ctx.app, '/secure/merchant-info', body, account.cookie);
}

async function merchantRow(userId: number) {
  const [row] = await ctx.app.db.select().from(merchantProfiles).where(eq(merchantProfiles.userId, userId));
  return row;
}

async function setStatus(
  userId: number,
  status: 'approved' | 'rejected' | 'suspended',
  reason: string | null = null,
) {
  await ctx.app.db
    .update(merchantProfiles)
    .set({ status, statusReason: reason, decidedAt: new Date() })
    .where(eq(merchantProfiles.userId, userId));
}

describe('GET /secure/merchant-info', () => {
  it('needs a session', async () => {
    expect((await get(ctx.app, '/secure/merchant-info')).statusCode).toBe(401);
    expect((await post(ctx.app, '/secure/merchant-info', CHEF_INFO)).statusCode).toBe(401);
  });

  it('answers null for both names before any submission', async () => {
    const ana = await signUp(ctx.app, 'ana@example.lt');
    expect(model<MerchantModel>(await get(ctx.app, '/secure/merchant-info', ana.cookie))).toEqual({
      merchantInfo: null,
      legalInfo: null,
    });
  });
});

describe('POST /secure/merchant-info', () => {
  it('submits the application: pending, the contract shape under both names, the submitted message', async () => {
    const ana = await chefCandidate();
    const res = await submit(ana, {
      ...CHEF_INFO,
      personalTaxNumber: 'LT123',
      govRegistryURL: 'https://registry.lt/ana',
      allowedInternetAddress: 'https://ana.lt',
    });
    const body = envelope<MerchantModel>(res);
    expect(body.messages).toEqual([{ message: MESSAGES.chefApplicationSubmitted }]);
    const expected: MerchantInfo = {
      valid: false,
      status: 'pending',
      statusReason: null,
      hourRate: 1200,
      kitchenType: ['grill', 'vegan'],
      about: 'Grill and vegan dishes.',
      personalTaxNumber: 'LT123',
      govRegistryURL: 'https://registry.lt/ana',
      allowedInternetAddress: 'https://ana.lt',
      stripeAccountId: null,
      submittedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/) as unknown as string,
      decidedAt: null,
      pendingChange: null,
    };
    expect(body.model).toEqual({ merchantInfo: expected, legalInfo: expected });
    expect(model<MerchantModel>(await get(ctx.app, '/secure/merchant-info', ana.cookie))).toEqual({
      merchantInfo: expected,
      legalInfo: expected,
    });
  });

  it('accepts the kitchen types repeated, as a list in JSON, and the rate as a JSON number', async () => {
    const ana = await chefCandidate();
    const repeated = await ctx.app.inject({
      method: 'POST',
      url: '/secure/merchant-info',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: ana.cookie },
      payload: 'hourRate=900&kitchenType=french&kitchenType=asian',
    });
    expect(model<MerchantModel>(repeated).merchantInfo?.kitchenType).toEqual(['french', 'asian']);
    const json = await postJson(
      ctx.app,
      '/secure/merchant-info',
      { hourRate: 1500, kitchenType: ['pizza'] },
      ana.cookie,
    );
    expect(model<MerchantModel>(json).merchantInfo).toMatchObject({ hourRate: 1500, kitchenType: ['pizza'] });
  });

  describe('the chef section needs the nickname and the phone saved first', () => {
    it.each([
      [{}, { nickname: [V.profileLinkRequired], phoneNumber: ['required'] }],
      [{ nickname: 'anakaz' }, { phoneNumber: ['required'] }],
      [{ phoneNumber: '37061234567' }, { nickname: [V.profileLinkRequired] }],
    ])('with %j saved it answers %j and writes nothing', async (saved, fieldErrors) => {
      const ana = await signUp(ctx.app, 'ana@example.lt');
      if (Object.keys(saved).length > 0) model(await post(ctx.app, '/secure/user-info', saved, ana.cookie));
      const res = await submit(ana);
      expect(res.statusCode).toBe(400);
      expect(envelope(res).fieldErrors).toEqual(fieldErrors);
      expect(await merchantRow(ana.id)).toBeUndefined();
      expect(await mails(ctx.app, 'chef-application')).toHaveLength(0);
      expect(await ctx.app.db.select().from(auditLog)).toHaveLength(0);
    });

    it('does not take them from the merchant-info body', async () => {
      const ana = await signUp(ctx.app, 'ana@example.lt');
      const res = await submit(ana, { ...CHEF_INFO, nickname: 'anakaz', phoneNumber: '37061234567' });
      expect(res.statusCode).toBe(400);
    });
  });

  describe('validation', () => {
    it.each([
      ['hourRate', '1', 1],
      ['hourRate', '950', 950],
      ['hourRate', String(HOUR_RATE_MAX_CENTS), HOUR_RATE_MAX_CENTS],
      ['kitchenType', 'backery', ['backery']],
      ['kitchenType', 'grill,vegan,pizza', ['grill', 'vegan', 'pizza']],
      ['kitchenType', 'grill,grill', ['grill']],
      ['govRegistryURL', 'http://registry.lt/x', 'http://registry.lt/x'],
      ['allowedInternetAddress', 'https://ana.lt', 'https://ana.lt'],
      ['about', 'Line one\nLine two', 'Line one\nLine two'],
      ['stripeAccountId', ' acct_1Hearth2Chef3Ana ', 'acct_1Hearth2Chef3Ana'],
      ['stripeAccountId', '', null],
    ])('accepts %s %j', async (field, value, stored) => {
      const ana = await chefCandidate();
      const res = await submit(ana, { ...CHEF_INFO, [field]: value });
      expect((model<MerchantModel>(res).merchantInfo as unknown as Record<string, unknown>)[field]).toEqual(
        stored,
      );
    });

    it.each([
      ['hourRate', '0', V.positiveNumber],
      ['hourRate', '-100', V.positiveNumber],
      ['hourRate', 'abc', V.positiveNumber],
      ['hourRate', '12.5', 'invalid'],
      ['hourRate', String(HOUR_RATE_MAX_CENTS + 1), V.tooHigh],
      ['hourRate', '', V.positiveNumber],
      ['kitchenType', '', V.kitchenTypeRequired],
      ['kitchenType', 'grill,vegan,pizza,french', V.kitchenTypeMax],
      ['kitchenType', 'grill,sushi', V.selectValidKitchenType],
      ['govRegistryURL', 'registry.lt', V.url],
      ['govRegistryURL', 'ftp://registry.lt', V.url],
      ['allowedInternetAddress', 'javascript:alert(1)', V.url],
      ['about', 'x'.repeat(2001), V.tooLong],
      ['personalTaxNumber', 'x'.repeat(51), V.tooLong],
      ['stripeAccountId', 'acct-123', STRIPE_ACCOUNT_MESSAGE],
      ['stripeAccountId', 'acct_', STRIPE_ACCOUNT_MESSAGE],
      ['stripeAccountId', 'acct_12 34', STRIPE_ACCOUNT_MESSAGE],
      ['stripeAccountId', 'ACCT_1234', STRIPE_ACCOUNT_MESSAGE],
      ['stripeAccountId', 'acct_abc!', STRIPE_ACCOUNT_MESSAGE],
      ['stripeAccountId', `acct_${'a'.repeat(70)}`, V.tooLong],
    ])('refuses %s %j with %s', async (field, value, message) => {
      const ana = await chefCandidate();
      const res = await submit(ana, { ...CHEF_INFO, [field]: value });
      expect(res.statusCode).toBe(400);
      expect(envelope(res).fieldErrors).toEqual({ [field]: [message] });
      expect(await merchantRow(ana.id)).toBeUndefined();
    });

    it('calls a missing hour rate and kitchen type required', async () => {
      const ana = await chefCandidate();
      const res = await submit(ana, { about: 'x' });
      expect(res.statusCode).toBe(400);
      expect(envelope(res).fieldErrors).toEqual({ hourRate: ['required'], kitchenType: ['required'] });
    });
  });

  describe('moderation status', () => {
    it('tells every operator and admin, in their language, and nobody else', async () => {
      await signUp(ctx.app, 'op@example.lt', { role: 'OPERATOR', language: 'lt' });
      await signUp(ctx.app, 'admin@example.lt', { role: 'ADMIN' });
      await signUp(ctx.app, 'customer@example.lt');
      const ana = await chefCandidate();
      await submit(ana);
      const sent = await mails(ctx.app, 'chef-application');
      expect(sent.map((m) => [m.recipient, m.language]).sort()).toEqual([
        ['admin@example.lt', 'en'],
        ['op@example.lt', 'lt'],
      ]);
      const en = sent.find((m) => m.language === 'en')!;
      expect(en.subject).toBe('New chef application: Ana Kaz');
      expect(en.textBody).toContain('Ana Kaz (ana@example.lt)');
      expect(en.textBody).toContain('/store/anakaz');
      expect(sent.find((m) => m.language === 'lt')!.subject).toBe('Nauja virėjo paraiška: Ana Kaz');
    });

    it('records the submission in the audit log', async () => {
      const ana = await chefCandidate();
      await submit(ana);
      expect(await ctx.app.db.select().from(auditLog)).toEqual([
        expect.objectContaining({
          actorId: ana.id,
          targetUserId: ana.id,
          action: 'chef.application_submitted',
          reason: null,
          details: { resubmission: false },
        }),
      ]);
    });

    it('audits a change of the Stripe connected account, where the payouts go', async () => {
      const ana = await chefCandidate();
      await submit(ana, { ...CHEF_INFO, stripeAccountId: 'acct_First1' });
      await submit(ana, { ...CHEF_INFO, stripeAccountId: 'acct_First1' });
      // Left out of the body, it stays as it is; '' clears it.
      await submit(ana, { ...CHEF_INFO });
      expect((await merchantRow(ana.id))!.stripeAccountId).toBe('acct_First1');
      await submit(ana, { ...CHEF_INFO, stripeAccountId: 'acct_Second2' });
      await submit(ana, { ...CHEF_INFO, stripeAccountId: '' });
      const changes = await ctx.app.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, 'chef.stripe_account_changed'))
        .orderBy(auditLog.id);
      expect(changes.map((c) => [c.actorId, c.targetUserId, c.details])).toEqual([
        [ana.id, ana.id, { from: null, to: 'acct_First1' }],
        [ana.id, ana.id, { from: 'acct_First1', to: 'acct_Second2' }],
        [ana.id, ana.id, { from: 'acct_Second2', to: null }],
      ]);
    });

    it('keeps a pending application pending: fields updated, no new mail or audit entry', async () => {
      await signUp(ctx.app, 'op@example.lt', { role: 'OPERATOR' });
      const ana = await chefCandidate();
      const first = model<MerchantModel>(await submit(ana)).merchantInfo!;
      ctx.clock.advance(60_000);
      const res = await submit(ana, { hourRate: '1500', kitchenType: 'pizza' });
      expect(envelope(res).messages).toEqual([{ message: MESSAGES.profileUpdated }]);
      expect(model<MerchantModel>(res).merchantInfo).toMatchObject({
        status: 'pending',
        hourRate: 1500,
        kitchenType: ['pizza'],
        about: 'Grill and vegan dishes.',
        submittedAt: first.submittedAt,
      });
      expect(await mails(ctx.app, 'chef-application')).toHaveLength(1);
      expect(await ctx.app.db.select().from(auditLog)).toHaveLength(1);
    });

    it('resubmits a rejected application: pending again, reason cleared, operators told again', async () => {
      await signUp(ctx.app, 'op@example.lt', { role: 'OPERATOR' });
      const ana = await chefCandidate();
      const first = model<MerchantModel>(await submit(ana)).merchantInfo!;
      await setStatus(ana.id, 'rejected', 'No registry link');
      ctx.clock.advance(60_000);
      const res = await submit(ana, { ...CHEF_INFO, govRegistryURL: 'https://registry.lt/ana' });
      expect(envelope(res).messages).toEqual([{ message: MESSAGES.chefApplicationSubmitted }]);
      const info = model<MerchantModel>(res).merchantInfo!;
      expect(info).toMatchObject({ status: 'pending', statusReason: null, decidedAt: null, valid: false });
      expect(Date.parse(info.submittedAt)).toBeGreaterThan(Date.parse(first.submittedAt));
      const sent = await mails(ctx.app, 'chef-application');
      expect(sent).toHaveLength(2);
      expect(sent[1]!.subject).toBe('Chef application resubmitted: Ana Kaz');
      const entries = await ctx.app.db.select().from(auditLog).orderBy(auditLog.id);
      expect(entries.map((e) => e.details)).toEqual([{ resubmission: false }, { resubmission: true }]);
    });

    it.each(['approved', 'suspended'] as const)(
      'keeps an %s profile %s with its approved values; moderated changes wait for an operator',
      async (status) => {
        await signUp(ctx.app, 'op@example.lt', { role: 'OPERATOR' });
        const ana = await chefCandidate();
        await submit(ana);
        await setStatus(ana.id, status, status === 'suspended' ? 'Complaints' : null);
        const res = await submit(ana, { hourRate: '2000', kitchenType: 'french' });
        expect(envelope(res).messages).toEqual([{ message: MESSAGES.chefChangesPending }]);
        expect(model<MerchantModel>(res).merchantInfo).toMatchObject({
          status,
          valid: status === 'approved',
          hourRate: 1200,
          kitchenType: ['grill', 'vegan'],
          statusReason: status === 'suspended' ? 'Complaints' : null,
          pendingChange: { changes: { hourRate: 2000, kitchenType: ['french'] } },
        });
        expect(await mails(ctx.app, 'chef-application')).toHaveLength(1);
      },
    );

    it('submits once when the same chef saves twice at the same moment', async () => {
      await signUp(ctx.app, 'op@example.lt', { role: 'OPERATOR' });
      const ana = await chefCandidate();
      const answers = await Promise.all([submit(ana), submit(ana), submit(ana)]);
      expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
      const messages = answers.map((r) => envelope(r).messages[0]?.message).sort();
      expect(messages).toEqual([
        MESSAGES.chefApplicationSubmitted,
        MESSAGES.profileUpdated,
        MESSAGES.profileUpdated,
      ]);
      expect(await mails(ctx.app, 'chef-application')).toHaveLength(1);
      expect(await ctx.app.db.select().from(auditLog)).toHaveLength(1);
    });

    it('ignores status, validity and ids in the body', async () => {
      const ana = await chefCandidate();
      const other = await chefCandidate('other@example.lt', 'otherchef', '37069999999');
      const res = await submit(ana, {
        ...CHEF_INFO,
        status: 'approved',
        valid: 'true',
        statusReason: 'x',
        userId: String(other.id),
        decidedBy: String(ana.id),
      });
      expect(model<MerchantModel>(res).merchantInfo).toMatchObject({ status: 'pending', valid: false });
      expect(await merchantRow(ana.id)).toMatchObject({
        status: 'pending',
        decidedBy: null,
        statusReason: null,
      });
      expect(await merchantRow(other.id)).toBeUndefined();
    });

    it('does not tell an operator about their own application', async () => {
      const op = await chefCandidate('op@example.lt');
      await ctx.app.db.update(users).set({ role: 'OPERATOR' }).where(eq(users.id, op.id));
      await signUp(ctx.app, 'op2@example.lt', { role: 'OPERATOR' });
      await submit(op);
      expect((await mails(ctx.app, 'chef-application')).map((m) => m.recipient)).toEqual(['op2@example.lt']);
    });
  });
});

describe('/secure/address', () => {
  it('needs a session', async () => {
    expect((await get(ctx.app, '/secure/address')).statusCode).toBe(401);
    expect((await post(ctx.app, '/secure/address', { city: 'Vilnius' })).statusCode).toBe(401);
  });

  it('answers an empty list, then the one address, created and then changed', async () => {
    const ana = await signUp(ctx.app, 'ana@example.lt');
    expect(model<{ address: ProfileAddress[] }>(await get(ctx.app, '/secure/address', ana.cookie))).toEqual({
      address: [],
    });
    const created = await post(
      ctx.app,
      '/secure/address',
      {
        city: 'Vilnius',
        state: 'Vilniaus apskr.',
        postalCode: 'LT-01100',
        formatted_address: 'Gedimino pr. 1',
      },
      ana.cookie,
    );
    expect(envelope(created).messages).toEqual([{ message: MESSAGES.profileUpdated }]);
    const [address] = model<{ address: ProfileAddress[] }>(created).address;
    expect(address).toEqual({
      id: expect.any(Number),
      countryPhoneCode: 370,
      city: 'Vilnius',
      state: 'Vilniaus apskr.',
      postalCode: 'LT-01100',
      formatted_address: 'Gedimino pr. 1',
    });
    const changed = await post(
      ctx.app,
      '/secure/address',
      { countryPhoneCode: '370', city: 'Kaunas', state: '' },
      ana.cookie,
    );
    expect(model<{ address: ProfileAddress[] }>(changed).address).toEqual([
      { ...address, city: 'Kaunas', state: null },
    ]);
    expect(
      model<{ address: ProfileAddress[] }>(await get(ctx.app, '/secure/address', ana.cookie)).address,
    ).toHaveLength(1);
  });

  it('offers only Lithuania', async () => {
    const ana = await signUp(ctx.app, 'ana@example.lt');
    const res = await post(ctx.app, '/secure/address', { countryPhoneCode: '371', city: 'Riga' }, ana.cookie);
    expect(res.statusCode).toBe(400);
    expect(envelope(res).fieldErrors).toEqual({ countryPhoneCode: [V.country] });
  });

  it("keeps each user's address their own, whatever ids the body names", async () => {
    const ana = await signUp(ctx.app, 'ana@example.lt');
    const bob = await signUp(ctx.app, 'bob@example.lt');
    const [bobs] = model<{ address: ProfileAddress[] }>(
      await post(ctx.app, '/secure/address', { city: 'Kaunas' }, bob.cookie),
    ).address;
    await post(
      ctx.app,
      '/secure/address',
      { id: String(bobs!.id), userId: String(bob.id), city: 'Vilnius' },
      ana.cookie,
    );
    expect(
      model<{ address: ProfileAddress[] }>(await get(ctx.app, '/secure/address', bob.cookie)).address,
    ).toEqual([bobs]);
    const [anas] = model<{ address: ProfileAddress[] }>(
      await get(ctx.app, '/secure/address', ana.cookie),
    ).address;
    expect(anas).toMatchObject({ city: 'Vilnius' });
    expect(anas!.id).not.toBe(bobs!.id);
  });

  it('gives the user-info its country from the address', async () => {
    const ana = await signUp(ctx.app, 'ana@example.lt');
    await post(ctx.app, '/secure/address', { city: 'Vilnius' }, ana.cookie);
    const info = model<{ userInfo: { country: unknown } }>(
      await get(ctx.app, '/secure/user-info', ana.cookie),
    );
    expect(info.userInfo.country).toEqual({ phone_code: 370, country_name: 'Lithuania', country_tag: 'LT' });
  });
});
