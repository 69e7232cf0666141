import { describe, it } from 'vitest';
import { MESSAGES } from '@hearth/domain/messages';
import { expectRefused, post } from './http-client.ts';
import { useInstances } from './instance-harness.ts';

/**
 * Rate-limit counters live in the database: calls alternating between A and B count towards one limit.
 * Both processes run with a low limit here (every call of this file comes from 127.0.0.1).
 */

const AUTH_LIMIT = 6;
const pair = useInstances({ AUTH_RATE_LIMIT_PER_MINUTE: String(AUTH_LIMIT) });

describe('rate limits across two instances', () => {
  it(`the log-in limit trips at ${AUTH_LIMIT} calls in total, alternating between A and B`, async () => {
    const login = { identityKey: 'nobody@example.lt', password: 'Wrong2026pass' };
    const served = [];
    // Alone, each instance has seen only half of the limit.
    for (let call = 1; call <= AUTH_LIMIT; call++) served.push(await post(pair.next(), '/pw-login', login));
    for (const answer of served) expectRefused(answer, 401, MESSAGES.invalidCredentials);

    // The next call on either instance is over the shared limit.
    for (const instance of [pair.a, pair.b]) {
      expectRefused(await post(instance, '/pw-login', login), 429, MESSAGES.rateLimited);
    }
  });
});
