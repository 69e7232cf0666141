import { askQuerySchema, assistantAnswerModel } from '../assistant.ts';
import { MESSAGES } from '../messages.ts';
import { defineContract } from './contract.ts';

/** The assistant (decision 026). */

/**
 * The question is the query's `q` (no body). A refused question says why in the headline: empty (or not
 * text) or too long. The answer comes in the asker's language and names only the asker's own orders.
 */
export const ask = defineContract({
  name: 'ask',
  resource: 'assistant',
  method: 'POST',
  path: '/ask',
  summary: 'Answers a question about the marketplace from its knowledge base, with the pages it came from.',
  roles: ['visitor'],
  input: { query: askQuerySchema },
  model: assistantAnswerModel,
  errors: [MESSAGES.askQuestionRequired, MESSAGES.askQuestionTooLong],
  // A POST that only reads: answering changes nothing another call shows.
  effect: 'read',
});
