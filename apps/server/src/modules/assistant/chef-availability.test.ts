import { describe, expect, it } from 'vitest';
import { SLOT_DAYS_AHEAD, type SlotsView } from '@hearth/domain/availability';
import { addDays, localDate } from '@hearth/domain/availability-time';
import { useTestApp } from '../../test/test-app.ts';
import { chef } from '../catalogue/catalogue-test-helpers.ts';
import { get, model, postJson } from '../profile/profile-test-helpers.ts';
import { ANSWER_TEXTS } from './answer-texts.ts';
import { answerOf, ask } from './assistant-test-helpers.ts';
import { namedChef } from './live-answers.ts';

/** "When can chef Egle cook?": the named chef's next free days, from the function the chef's page asks. */

const ctx = useTestApp({ ASK_RATE_LIMIT_PER_MINUTE: '1000' });

/** The name every test chef's profile carries (found by nickname: the store name). */
const NAME = 'Rūta Kazlauskienė';

/** Weekdays only, 10:00 to 14:00 in Vilnius. */
const WEEKDAYS = [1, 2, 3, 4, 5].map((weekday) => ({
  weekday,
  start: '10:00',
  end: '14:00',
  city: 'Vilnius',
}));

async function chefWithSchedule(nickname: string, windows = WEEKDAYS) {
  const account = await chef(ctx.app, `${nickname}@example.lt`, { nickname, city: 'Vilnius' });
  model(
    await postJson(
      ctx.app,
      '/secure/availability',
      { windows, exceptions: [], noticeHours: 24, maxBookingsPerDay: 1, travelBufferMinutes: 30 },
      account.cookie,
    ),
  );
  return account;
}

/** The chef page's question: the free days from today, four weeks ahead. */
async function pageDates(chefId: number): Promise<string[]> {
  const today = localDate(ctx.clock.now().getTime());
  const slots = model<SlotsView>(
    await get(
      ctx.app,
      `/store/chef-slots?chefId=${chefId}&from=${today}&to=${addDays(today, SLOT_DAYS_AHEAD - 1)}`,
    ),
  );
  return slots.dates;
}

describe('namedChef', () => {
  const chefs = [
    { firstName: 'Eglė', lastName: 'Jonaitė', storeName: 'egles-virtuve' },
    { firstName: 'Tomas', lastName: null, storeName: 'tomas' },
    { firstName: null, lastName: null, storeName: 'al' },
  ];

  it.each([
    ['When can chef Egle cook?', 'Eglė'],
    ['Kada laisva virėja Eglė Jonaitė?', 'Eglė'],
    ['Ar Tomo grafikas laisvas šeštadienį?', 'Tomas'],
    ['kada gali atvaziuoti virejas tomas', 'Tomas'],
  ])('finds the chef "%s" names, in any case, form or without letters', (question, first) => {
    expect(namedChef(question, chefs)?.firstName).toBe(first);
  });

  it('finds no chef when the question names none (short names are not looked for)', () => {
    expect(namedChef('When is a chef free?', chefs)).toBeNull();
    expect(namedChef('Is al free on Friday?', chefs)).toBeNull();
  });
});

describe('POST /ask about a named chef’s free days', () => {
  it('answers the next free days the chef’s page shows, in the asker’s language, with the chef’s link', async () => {
    const egle = await chefWithSchedule('egle');
    await chefWithSchedule('tomas');
    const dates = (await pageDates(egle.id)).slice(0, 5);
    expect(dates.length).toBe(5);

    const en = answerOf(await ask(ctx.app, 'When can chef Egle cook?'));
    expect(en.sources).toEqual([{ title: NAME, url: '/store/egle' }]);
    expect(en.answer).toBe(ANSWER_TEXTS.en.freeDays(NAME, dates.map(ANSWER_TEXTS.en.day).join(', ')));

    const lt = answerOf(await ask(ctx.app, 'Kada virėja Eglė gali gaminti?'));
    expect(lt.answer).toBe(ANSWER_TEXTS.lt.freeDays(NAME, dates.map(ANSWER_TEXTS.lt.day).join(', ')));
  });

  it('says when the chef has no free day ahead, or keeps no schedule', async () => {
    await chefWithSchedule('tomas', []);
    await chef(ctx.app, 'darius@example.lt', { nickname: 'darius' });
    const busy = answerOf(await ask(ctx.app, 'When can chef Tomas cook?'));
    expect(busy.sources[0]!.url).toBe('/store/tomas');
    expect(busy.answer).toBe(ANSWER_TEXTS.en.noFreeDays(NAME, SLOT_DAYS_AHEAD));
    const open = answerOf(await ask(ctx.app, 'When can chef Darius cook?'));
    expect(open.sources[0]!.url).toBe('/store/darius');
    expect(open.answer).toBe(ANSWER_TEXTS.en.noSchedule(NAME));
  });

  it('answers the general rule when the question names no listed chef', async () => {
    await chefWithSchedule('egle');
    const answer = answerOf(await ask(ctx.app, 'When can chef Jurgis cook?'));
    expect(answer.sources[0]!.url).toBe('/mp');
    expect(answer.answer).toContain('checkout');
  });
});
