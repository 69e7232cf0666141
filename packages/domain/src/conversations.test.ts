import { describe, expect, it } from 'vitest';
import { containsContactDetails, messageBodySchema, MESSAGE_MAX } from './conversations.ts';

describe('containsContactDetails', () => {
  it.each([
    'anna@example.lt',
    'write to Anna.Z+chef@mail.example.com please',
    'anna at gmail dot com',
    'anna (at) gmail (dot) com',
    '+370 612 34567',
    '+37061234567',
    '8 612 34567',
    '8-612-34567',
    '(8 5) 212 3456',
  ])('finds %j', (text) => {
    expect(containsContactDetails(text)).toBe(true);
  });

  it.each([
    'Could you cook on 2026-12-24 at 18:00?',
    'On 24.12.2026 at 18:30, for 12 people',
    'Dinner for 8, budget 150 EUR, flat 12',
    'The kitchen is at the back; we eat at seven',
    '<b>pans</b> and https://example.lt/menu',
  ])('leaves %j', (text) => {
    expect(containsContactDetails(text)).toBe(false);
  });
});

describe('messageBodySchema', () => {
  it('keeps the text as typed (trimmed), line breaks and markup included', () => {
    expect(messageBodySchema.parse('  <b>Hi</b>\nsecond line  ')).toBe('<b>Hi</b>\nsecond line');
  });

  it('refuses blank, over-long and control-character texts', () => {
    for (const text of ['', '   ', 'x'.repeat(MESSAGE_MAX + 1), 'a\u0000b', 'a\u0007b']) {
      expect(messageBodySchema.safeParse(text).success, JSON.stringify(text.slice(0, 5))).toBe(false);
    }
  });
});
