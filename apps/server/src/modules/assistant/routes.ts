import type { FastifyInstance } from 'fastify';
import { ASK_QUESTION_MAX, askQuerySchema } from '@hearth/domain/assistant';
import { MESSAGES } from '@hearth/domain/messages';
import { ok, parseInput } from '../../envelope.ts';
import { requestLanguage } from '../auth/routes.ts';
import { answerLanguage, ask, createAssistant, toModel } from './assistant-service.ts';

const MINUTE_SECONDS = 60;

/** The headline of a refused question: empty (or not text) or too long. */
function refusalMessage(query: unknown): string {
  const q = query && typeof query === 'object' ? (query as { q?: unknown }).q : undefined;
  return typeof q === 'string' && q.trim().length > ASK_QUESTION_MAX
    ? MESSAGES.askQuestionTooLong
    : MESSAGES.askQuestionRequired;
}

/** POST /ask?q= (no body; decision 026): model.answer and model.sources, in the asker's language. */
export async function assistantRoutes(app: FastifyInstance) {
  const assistant = createAssistant(app.config);

  app.post('/ask', async (request) => {
    await app.hitRateLimit(`ask:${request.ip}`, app.config.ASK_RATE_LIMIT_PER_MINUTE, MINUTE_SECONDS);
    const { q: question } = parseInput(askQuerySchema, request.query, refusalMessage(request.query));
    const viewer = await request.currentUser();
    const language = answerLanguage(question, viewer, requestLanguage(request));
    const reply = await ask(app, assistant, { question, language, viewer });
    // The question is not kept: only its length and where the answer came from (no personal data).
    request.log.info(
      { questionLength: question.length, language, sources: reply.matched },
      'assistant answered',
    );
    return ok(toModel(reply));
  });
}
