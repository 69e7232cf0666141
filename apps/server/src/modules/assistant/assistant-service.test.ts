import { describe, expect, it } from 'vitest';
import { createAssistant, decide } from './assistant-service.ts';

describe('createAssistant', () => {
  it('builds the knowledge indexes at the first question and keeps them', () => {
    const assistant = createAssistant({ SERVICE_FEE_CENTS: 999, DOGE_EUR_RATE: 0.2 });
    // Not built at start: a getter that builds them when first read.
    expect(Object.getOwnPropertyDescriptor(assistant, 'indexes')?.get).toBeTypeOf('function');
    expect(decide(assistant, 'What is the cancellation policy?', 'en')).toMatchObject({
      kind: 'knowledge',
      entry: { id: 'cancellation' },
    });
    expect(assistant.indexes).toBe(assistant.indexes);
  });
});
