import { z } from 'zod';
import { V } from './messages.ts';

/**
 * The assistant's call, POST /ask?q= (decision 026): the question's rule and the answer's
 * shape. The knowledge base it searches is knowledge-base.ts (no zod there: the FAQ pages load it).
 */

// The limit lives in constants.ts, so the chat box can use it without loading zod.
export { ASK_QUESTION_MAX } from './constants.ts';
import { ASK_QUESTION_MAX } from './constants.ts';

/** One link an answer came from: a page of the app. */
export const answerSourceModel = z.object({
  title: z.string(),
  url: z.string(),
});
export type AnswerSource = z.infer<typeof answerSourceModel>;

/** model of POST /ask. `answer` is plain text (never HTML); the client shows it as text. */
export const assistantAnswerModel = z.object({
  answer: z.string(),
  sources: z.array(answerSourceModel),
});
export type AssistantAnswer = z.infer<typeof assistantAnswerModel>;

/** The q of POST /ask?q=: required, at most ASK_QUESTION_MAX characters once trimmed. */
export const askQuerySchema = z.object({
  q: z
    .string({ error: (issue) => (issue.input === undefined ? V.required : V.invalid) })
    .trim()
    .min(1, V.required)
    .max(ASK_QUESTION_MAX, V.tooLong),
});
