import type { FastifyError, FastifyInstance } from 'fastify';
import { ASK_QUESTION_MAX } from '@hearth/domain/assistant';
import * as contracts from '@hearth/domain/contracts/assistant';
import { MESSAGES } from '@hearth/domain/messages';
import { route } from '../../contract-routes.ts';
import { ok } from '../../envelope.ts';
import { Invalid } from '../../errors.ts';
import { requestLanguage } from '../auth/routes.ts';
import type { Assistant } from './assistant-service.ts';

/**
 * The assistant's code and its knowledge (the entries' wording, the classifiers' training questions), loaded
 * at the first question: a start does not evaluate what a visitor may never ask.
 */
const loadAssistant = () => import('./assistant-service.ts');

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
  let assistant:
    Promise<{ service: Awaited<ReturnType<typeof loadAssistant>>; assistant: Assistant }> | undefined;
  const assistantReady = () =>
    (assistant ??= loadAssistant().then((service) => ({
      service,
      assistant: service.createAssistant(app.config),
    })));

  // Every ask counts against the budget, a refused question too: before the query is read.
  app.addHook('preHandler', async (request) => {
    await app.hitRateLimit(`ask:${request.ip}`, app.config.ASK_RATE_LIMIT_PER_MINUTE, MINUTE_SECONDS);
  });

  // The query's field errors (the only ones with fields here) are headed by why the question was refused.
  app.setErrorHandler((error: FastifyError | Invalid, request) => {
    if (error instanceof Invalid && error.fieldErrors && error.message === MESSAGES.validationFailed)
      throw new Invalid(refusalMessage(request.query), error.fieldErrors);
    throw error;
  });

  route(app, contracts.ask, async ({ request, input }) => {
    const question = input.q;
    const [viewer, { service, assistant }] = await Promise.all([request.currentUser(), assistantReady()]);
    const language = service.answerLanguage(question, viewer, requestLanguage(request));
    const reply = await service.ask(app, assistant, { question, language, viewer });
    // The question is not kept: only its length and where the answer came from (no personal data).
    request.log.info(
      { questionLength: question.length, language, sources: reply.matched },
      'assistant answered',
    );
    return ok(service.toModel(reply));
  });
}
