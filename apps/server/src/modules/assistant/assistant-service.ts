import type { FastifyInstance } from 'fastify';
import type { Language } from '@hearth/domain/constants';
import {
  aboutLink,
  factsByLanguage,
  knowledgeText,
  type FactsByLanguage,
  type KnowledgeEntry,
} from '@hearth/domain/knowledge-base';
import type { AssistantAnswer } from '@hearth/domain/assistant';
import type { SessionUser } from '../../plugins/session.ts';
import { ANSWER_TEXTS } from './answer-texts.ts';
import {
  buildKnowledgeIndexes,
  knownWord,
  searchKnowledge,
  type KnowledgeIndexes,
} from './knowledge-search.ts';
import {
  balanceReply,
  chefAvailabilityReply,
  chefsReply,
  dishByNameReply,
  dishesReply,
  ownOrdersReply,
  type Reply,
} from './live-answers.ts';
import { spellQuestion } from './spelling.ts';
import { analyseQuestion, questionLanguage, type QuestionAnalysis } from './question-analysis.ts';

/** The entry whose answer the availability feature will give live (chefAvailabilityReply). */
export const CHEF_AVAILABILITY_ENTRY_ID = 'chef-availability';

/**
 * The built-in assistant (POST /ask): live data when the question names what the catalogue filters by or
 * asks about the asker's orders, else the knowledge base, else a dish the question names, else an honest
 * "I don't know" with the contact link. Never an invented answer.
 */

export interface Assistant {
  /** The figures of the answers, as each language writes them. */
  facts: FactsByLanguage;
  /** Built at the first read (the first question), then kept. */
  readonly indexes: KnowledgeIndexes;
  /**
   * The decisions of the questions asked lately, by language and wording (a decision is a function of them
   * alone): a question asked again, as the common ones are, is not analysed and searched again.
   */
  readonly decisions: Map<string, Decision>;
}

/** How many decisions an assistant keeps; the least recently asked go first. */
export const DECISIONS_KEPT = 1_000;

/**
 * The facts, from the configuration the checkout uses, and the indexes, built once from them at the first
 * question: indexing the knowledge base in both languages is about a tenth of a second that the server's
 * start does not wait for (decision 070).
 */
export function createAssistant(config: {
  SERVICE_FEE_CENTS: number;
  DOGE_EUR_RATE: number;
  UNPAID_ORDER_TTL_MINUTES?: number;
  CONTACT_EMAIL?: string;
}): Assistant {
  const facts = factsByLanguage({
    serviceFeeCents: config.SERVICE_FEE_CENTS,
    dogeEurRate: config.DOGE_EUR_RATE,
    unpaidOrderTtlMinutes: config.UNPAID_ORDER_TTL_MINUTES,
    contactEmail: config.CONTACT_EMAIL,
  });
  let indexes: KnowledgeIndexes | undefined;
  return {
    facts,
    get indexes() {
      return (indexes ??= buildKnowledgeIndexes(facts));
    },
    decisions: new Map(),
  };
}

/**
 * The language of the answer. The question's own language when its letters or words tell (people expect
 * an answer in the language they asked in), else the signed-in user's language, else the browser's.
 */
export function answerLanguage(question: string, user: SessionUser | null, browser: Language): Language {
  return questionLanguage(question) ?? user?.language ?? browser;
}

function wantsDishes(a: QuestionAnalysis): boolean {
  if (a.withoutAllergens.length > 0) return true;
  // "Which chef cooks Indian food?" asks for a chef.
  return (
    !a.mentionsChef &&
    a.mentionsDish &&
    (a.withAllergens.length > 0 ||
      a.dietaryTags.length > 0 ||
      a.kitchenTypes.length > 0 ||
      a.priceOrder !== null)
  );
}

function wantsChefs(a: QuestionAnalysis): boolean {
  if (a.asksHowTo) return false;
  // "Who is the president of France?" names a kitchen type by chance, "where can I buy cheap furniture?" a
  // price order: either must also ask for chefs or food.
  const aboutFood = a.mentionsChef || a.mentionsDish || a.mentionsCuisine;
  if (a.priceOrder !== null) return aboutFood || a.kitchenTypes.length > 0 || a.city !== null;
  if (a.kitchenTypes.length > 0) return aboutFood || a.asksToSearch;
  // "Recommend a hotel in Vilnius" names a city but asks for no chef.
  return a.mentionsChef && (a.asksToSearch || a.city !== null);
}

function unknownReply(assistant: Assistant, language: Language): Reply {
  const texts = ANSWER_TEXTS[language];
  return {
    answer: texts.unknown(assistant.facts[language].contactEmail),
    sources: [{ title: texts.contactTitle, url: aboutLink('contact') }],
    matched: ['unknown'],
  };
}

function knowledgeReply(assistant: Assistant, entry: KnowledgeEntry, language: Language): Reply {
  const { question: title, answer } = knowledgeText(entry, language, assistant.facts[language]);
  return { answer, sources: [{ title, url: entry.link }], matched: [entry.id] };
}

/** Where the answer comes from, decided from the question alone (no data read): what `ask` then answers. */
export type Decision =
  | { kind: 'orders' }
  | { kind: 'balance' }
  | { kind: 'dishes'; analysis: QuestionAnalysis }
  | { kind: 'chefs'; analysis: QuestionAnalysis }
  | { kind: 'knowledge'; entry: KnowledgeEntry }
  /** No entry passes the confidence rule: a dish the question names, else "I don't know". */
  | { kind: 'unknown' };

/** Where the answer to `asked` comes from: the kept decision when the question was asked lately. */
export function decide(assistant: Assistant, asked: string, language: Language): Decision {
  const key = `${language}\n${asked}`;
  const { decisions } = assistant;
  let decision = decisions.get(key);
  if (decision)
    decisions.delete(key); // kept again below, as the most recently asked
  else decision = decideAfresh(assistant, asked, language);
  decisions.set(key, decision);
  if (decisions.size > DECISIONS_KEPT) decisions.delete(decisions.keys().next().value!);
  return decision;
}

function decideAfresh(assistant: Assistant, asked: string, language: Language): Decision {
  const { indexes } = assistant;
  const other = language === 'en' ? 'lt' : 'en';
  const question = spellQuestion(asked, indexes[language].lexicon, indexes[other].lexicon, (word) =>
    knownWord(indexes, word),
  );
  const analysis = analyseQuestion(question);
  if (analysis.asksOwnOrders) return { kind: 'orders' };
  if (analysis.asksBalance) return { kind: 'balance' };
  if (wantsDishes(analysis)) return { kind: 'dishes', analysis };
  if (wantsChefs(analysis)) return { kind: 'chefs', analysis };
  const match = searchKnowledge(indexes, question, language);
  return match ? { kind: 'knowledge', entry: match.entry } : { kind: 'unknown' };
}

export async function ask(
  app: FastifyInstance,
  assistant: Assistant,
  input: { question: string; language: Language; viewer: SessionUser | null },
): Promise<Reply> {
  const { question, language, viewer } = input;
  const texts = ANSWER_TEXTS[language];
  const decision = decide(assistant, question, language);
  switch (decision.kind) {
    case 'orders':
      return ownOrdersReply(app, viewer, texts);
    case 'balance':
      return balanceReply(app, viewer, texts);
    case 'dishes':
      return dishesReply(app, decision.analysis, texts);
    case 'chefs':
      return chefsReply(app, decision.analysis, texts);
    case 'knowledge':
      if (decision.entry.id === CHEF_AVAILABILITY_ENTRY_ID)
        return (
          (await chefAvailabilityReply(app, question, texts)) ??
          knowledgeReply(assistant, decision.entry, language)
        );
      return knowledgeReply(assistant, decision.entry, language);
    case 'unknown':
      return (await dishByNameReply(app, question, language, texts)) ?? unknownReply(assistant, language);
  }
}

export function toModel(reply: Reply): AssistantAnswer {
  return { answer: reply.answer, sources: reply.sources };
}
