import type { AssistantAnswer } from '@hearth/domain/assistant';
import { apiPost } from '../../../shared/api/api-client.ts';
import { requireModel } from '../../../shared/api/require-model.ts';
import { toSourceLinks, type SourceLink } from '../utils/source-link.ts';

/** The assistant's reply: plain text and the pages or chefs it came from. */
export interface AssistantReply {
  answer: string;
  sources: SourceLink[];
}

/**
 * POST /ask?q=<question> with no body (decision 026). The api client sends the interface language
 * as Accept-Language, so the server answers in it; errors arrive as an ApiError (429 when rate-limited).
 */
export async function askQuestion(question: string): Promise<AssistantReply> {
  // Read defensively: an answer without text is a server error, and only safe links are kept.
  const envelope = await apiPost<Partial<AssistantAnswer>>(`/ask?q=${encodeURIComponent(question)}`);
  const model = requireModel(envelope.model);
  return {
    answer: requireModel(typeof model.answer === 'string' ? model.answer : null),
    sources: toSourceLinks(model.sources),
  };
}
