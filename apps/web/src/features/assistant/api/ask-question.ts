import type { AssistantAnswer } from '@hearth/domain/assistant';
import { ask } from '@hearth/domain/contracts/assistant';
import { callApi } from '@/shared/api/contract-client.ts';
import { toSourceLinks, type SourceLink } from '../utils/source-link.ts';

/** The assistant's reply: plain text and the pages or chefs it came from, as links safe to follow. */
export type AssistantReply = Pick<AssistantAnswer, 'answer'> & { sources: SourceLink[] };

/**
 * POST /ask?q=<question> with no body (decision 026). The api client sends the interface language
 * as Accept-Language, so the server answers in it; errors arrive as an ApiError (429 when rate-limited).
 */
export async function askQuestion(question: string): Promise<AssistantReply> {
  const { model } = await callApi(ask, { q: question });
  // Only safe links are kept.
  return { answer: model.answer, sources: toSourceLinks(model.sources) };
}
