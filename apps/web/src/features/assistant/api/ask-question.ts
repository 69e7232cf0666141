import type { AssistantAnswer } from '@hearth/domain/assistant';
import { ask } from '@hearth/domain/contracts/assistant';
import type { ContractModelOf } from '@hearth/domain/contracts/contract';
import { apiPost } from '../../../shared/api/api-client.ts';
import { requireModel } from '../../../shared/api/require-model.ts';
import { toSourceLinks, type SourceLink } from '../utils/source-link.ts';

/** The assistant's reply: plain text and the pages or chefs it came from, as links safe to follow. */
export type AssistantReply = Pick<AssistantAnswer, 'answer'> & { sources: SourceLink[] };

/**
 * POST /ask?q=<question> with no body (decision 026). The api client sends the interface language
 * as Accept-Language, so the server answers in it; errors arrive as an ApiError (429 when rate-limited).
 * The contract reads the question from the query string, which callApi does not send for a POST (it sends
 * a POST's input as the body): the query is added to the contract's path here.
 */
export async function askQuestion(question: string): Promise<AssistantReply> {
  const envelope = await apiPost<ContractModelOf<typeof ask>>(
    `${ask.path}?q=${encodeURIComponent(question)}`,
  );
  const { answer, sources } = requireModel(envelope.model);
  // Only safe links are kept.
  return { answer, sources: toSourceLinks(sources) };
}
