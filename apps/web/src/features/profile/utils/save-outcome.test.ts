import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@hearth/domain/messages';
import { ApiError } from '@/shared/api/api-client.ts';
import { fail } from '@/shared/testing/test-utils.tsx';
import { redirectAfterSave, saveFailure } from './save-outcome.ts';

const refused = (status: number, messages: string[], fieldErrors?: Record<string, string[]>) =>
  new ApiError(status, fail(messages, fieldErrors));

describe('a failed save', () => {
  it('puts field errors under the fields the form shows, lists the others, focuses the first', () => {
    const failure = saveFailure(
      refused(409, [], { nickname: ['constraint'], city: ['forms.validation.maxLength'], role: ['invalid'] }),
      true,
    );
    expect(failure.fieldErrors).toEqual({
      nickname: ['constraint'],
      city: ['forms.validation.maxLength'],
    });
    expect(failure.banner).toEqual({
      kind: 'serverValidation',
      items: [{ field: 'role', message: 'invalid' }],
    });
    expect(failure.focus).toBe('city');
  });

  it('lists chef fields in the banner outside chef mode (they are not on the page)', () => {
    const failure = saveFailure(refused(400, [], { phoneNumber: ['required'] }), false);
    expect(failure.fieldErrors).toEqual({});
    expect(failure.focus).toBeNull();
    expect(failure.banner).toEqual({
      kind: 'serverValidation',
      items: [{ field: 'phoneNumber', message: 'required' }],
    });
  });

  it('is the network banner without an answer, else the server message or "server error"', () => {
    expect(saveFailure(refused(0, ['pages.errors.network']), true).banner).toEqual({ kind: 'network' });
    expect(saveFailure(refused(429, [MESSAGES.rateLimited]), true).banner).toEqual({
      kind: 'serverError',
      message: MESSAGES.rateLimited,
    });
    expect(saveFailure(new Error('boom'), true).banner).toEqual({
      kind: 'serverError',
      message: MESSAGES.serverError,
    });
  });
});

describe('after a save', () => {
  it('goes to the marketplace outside chef mode, to create a dish when approved, else stays', () => {
    expect(redirectAfterSave(false, false)).toBe('/mp');
    expect(redirectAfterSave(true, true)).toBe('/product');
    expect(redirectAfterSave(true, false)).toBeNull();
  });
});
