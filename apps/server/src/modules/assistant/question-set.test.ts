import { describe, expect, it } from 'vitest';
import { DEFAULT_CONTACT_EMAIL, LANGUAGES, type Language } from '@hearth/domain/constants';
import { aboutLink, factsByLanguage, knowledgeEntry, knowledgeText } from '@hearth/domain/knowledge-base';
import type { AssistantAnswer } from '@hearth/domain/assistant';
import { useTestApp } from '../../test/test-app.ts';
import { ANSWER_TEXTS } from './answer-texts.ts';
import { answerOf, ask, seedAssistantWorld, type AssistantWorld } from './assistant-test-helpers.ts';
import { HELD_OUT, MIN_SHARE, QUESTION_SET, type SetQuestion } from './question-set.ts';

/** The question set against the real app: the share answered from the right source, per language. */

const ctx = useTestApp({ ASK_RATE_LIMIT_PER_MINUTE: '10000' });
const facts = factsByLanguage({ serviceFeeCents: 999, dogeEurRate: 0.2 });
let world: AssistantWorld;

const urls = (answer: AssistantAnswer) => answer.sources.map((source) => source.url);

/** Whether the answer came from the expected source (in the expected language). */
function fromRightSource(item: SetQuestion, answer: AssistantAnswer, language: Language): boolean {
  const expected = item.expect;
  if ('kb' in expected) {
    const entry = knowledgeEntry(expected.kb)!;
    const { question } = knowledgeText(entry, language, facts[language]);
    return answer.sources.some((source) => source.url === entry.link && source.title === question);
  }
  if ('chef' in expected) return urls(answer).includes(`/store/${expected.chef}`);
  if ('dish' in expected) {
    const url = (title: string) => `/product-detail/${world.dishIds.get(title)}`;
    return (
      urls(answer).includes(url(expected.dish)) &&
      !(expected.never ?? []).some((t) => urls(answer).includes(url(t)))
    );
  }
  if ('ownOrder' in expected) return urls(answer).includes(`/order/${world.annaOrderId}`);
  if ('signIn' in expected) return urls(answer).some((url) => url.startsWith('/signin'));
  return (
    answer.answer === ANSWER_TEXTS[language].unknown(DEFAULT_CONTACT_EMAIL) &&
    urls(answer).includes(aboutLink('contact'))
  );
}

describe('the question set', () => {
  // useTestApp empties the tables after each test, so one test seeds the world and asks the whole set.
  it(`answers at least ${MIN_SHARE * 100}% of the questions from the right source in each language`, async () => {
    world = await seedAssistantWorld(ctx.app, ctx.clock);
    const misses: string[] = [];
    const shares: Record<string, string> = {};
    for (const language of LANGUAGES) {
      const set = QUESTION_SET[language];
      expect(set.length).toBeGreaterThanOrEqual(40);
      let right = 0;
      let heldOutRight = 0;
      for (const item of set) {
        const res = await ask(ctx.app, item.q, { cookie: item.signedIn ? world.anna.cookie : undefined });
        expect(res.statusCode, res.body).toBe(200);
        const answer = answerOf(res);
        if (fromRightSource(item, answer, language)) {
          right += 1;
          if (HELD_OUT[language].includes(item)) heldOutRight += 1;
        } else
          misses.push(
            `[${language}] ${item.q} -> ${JSON.stringify(answer.sources)} ${answer.answer.slice(0, 80)}`,
          );
      }
      shares[language] =
        `${right}/${set.length} (${((right / set.length) * 100).toFixed(1)}%), ` +
        `held out ${heldOutRight}/${HELD_OUT[language].length}`;
      expect.soft(right / set.length, `${language}: ${shares[language]}`).toBeGreaterThanOrEqual(MIN_SHARE);
    }
    console.log(`Assistant question set, answered from the right source: ${JSON.stringify(shares)}`);
    if (misses.length > 0) console.log(`Missed:\n${misses.join('\n')}`);
  }, 120_000);
});
