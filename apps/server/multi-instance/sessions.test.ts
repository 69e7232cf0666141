import { describe, expect, it } from 'vitest';
import { PIN_MAX_WRONG_ATTEMPTS } from '@hearth/domain/constants';
import { MESSAGES } from '@hearth/domain/messages';
import { PASSWORD } from '../src/modules/profile/profile-test-helpers.ts';
import { expectRefused, get, model, post, sessionCookie } from './http-client.ts';
import { useInstances } from './instance-harness.ts';
import { all, mailedPin, register, wrongPin } from './scenario-helpers.ts';

/** Sessions and pins live in the database: whichever instance made them, the other honours them. */

const pair = useInstances();

type Profile = { authorized: { id: number } };

describe('sessions across two instances', () => {
  it('a session made on A works on B, and logout on B ends it on both', async () => {
    model(await post(pair.b, '/register', { identityKey: 'anna@example.lt', password: PASSWORD }));
    // Registered on B, confirmed on A: the pin and the unconfirmed account live in the database.
    const pin = await mailedPin(pair.database, 'anna@example.lt', 'registration-pin');
    const registered = await post<Profile>(pair.a, '/register-confirm', {
      identityKey: 'anna@example.lt',
      password: PASSWORD,
      pin,
    });
    const anna = model(registered).authorized;
    const onA = sessionCookie(registered);
    expect(model(await get<Profile>(pair.b, '/secure/profile', onA)).authorized.id).toBe(anna.id);

    // A second session, started on B: it works on A.
    const loggedIn = await post(pair.b, '/pw-login', { identityKey: 'anna@example.lt', password: PASSWORD });
    model(loggedIn);
    const onB = sessionCookie(loggedIn);
    expect(model(await get<Profile>(pair.a, '/secure/profile', onB)).authorized.id).toBe(anna.id);

    model(await post(pair.b, '/logout', {}, onA));
    expectRefused(await get(pair.a, '/secure/profile', onA), 401, MESSAGES.unauthorized);
    expectRefused(await get(pair.b, '/secure/profile', onA), 401, MESSAGES.unauthorized);
    // Logout ends that session only: the other one still works on both.
    model(await get(pair.a, '/secure/profile', onB));
    model(await get(pair.b, '/secure/profile', onB));
  });
});

describe('pin attempts across two instances', () => {
  it(`a pin dies after ${PIN_MAX_WRONG_ATTEMPTS} wrong tries in total, alternating between A and B`, async () => {
    await register(pair, 'jonas@example.lt');
    model(await post(pair.a, '/one-time-pin', { identityKey: 'jonas@example.lt' }));
    const pin = await mailedPin(pair.database, 'jonas@example.lt', 'one-time-pin');

    for (let attempt = 1; attempt <= PIN_MAX_WRONG_ATTEMPTS; attempt++) {
      const answer = await post(pair.next(), '/pin-login', {
        identityKey: 'jonas@example.lt',
        pin: wrongPin(pin, attempt),
      });
      // The try that spends the last attempt is told so; the ones before, that the pin is wrong.
      if (attempt < PIN_MAX_WRONG_ATTEMPTS) expectRefused(answer, 400, MESSAGES.invalidPin);
      else expectRefused(answer, 429, MESSAGES.tooManyPinAttempts);
    }
    // The right pin, on either instance, no longer signs in.
    for (const instance of [pair.a, pair.b]) {
      const answer = await post(instance, '/pin-login', { identityKey: 'jonas@example.lt', pin });
      expectRefused(answer, 429, MESSAGES.tooManyPinAttempts);
      expect(answer.cookies.some((c) => c.startsWith('hearth_session=') && c !== 'hearth_session=')).toBe(
        false,
      );
    }
  });

  it('50 wrong pins at once on both instances: the counter still stops them at the limit', async () => {
    model(await post(pair.a, '/one-time-pin', { identityKey: 'guess@example.lt' }));
    const pin = await mailedPin(pair.database, 'guess@example.lt', 'one-time-pin');
    const guesses = await all(50, (i) =>
      post(pair.at(i), '/pin-login', { identityKey: 'guess@example.lt', pin: wrongPin(pin, i + 1) }),
    );
    // Each wrong try is counted once, atomically: the ones before the last allowed are told the pin is wrong.
    const wrong = guesses.filter((answer) => answer.status === 400);
    expect(wrong).toHaveLength(PIN_MAX_WRONG_ATTEMPTS - 1);
    for (const answer of guesses.filter((a) => a.status !== 400))
      expectRefused(answer, 429, MESSAGES.tooManyPinAttempts);
    expectRefused(
      await post(pair.b, '/pin-login', { identityKey: 'guess@example.lt', pin }),
      429,
      MESSAGES.tooManyPinAttempts,
    );
  });

  it('a pin sent through B signs in on A once, and not again on B', async () => {
    model(await post(pair.b, '/one-time-pin', { identityKey: 'ona@example.lt' }));
    const pin = await mailedPin(pair.database, 'ona@example.lt', 'one-time-pin');
    const signedIn = await post<Profile>(pair.a, '/pin-login', { identityKey: 'ona@example.lt', pin });
    model(signedIn);
    model(await get(pair.b, '/secure/profile', sessionCookie(signedIn)));
    expectRefused(
      await post(pair.b, '/pin-login', { identityKey: 'ona@example.lt', pin }),
      400,
      MESSAGES.invalidPin,
    );
  });
});
