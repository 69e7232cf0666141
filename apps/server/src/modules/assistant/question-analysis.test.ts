import { describe, expect, it } from 'vitest';
import { analyseQuestion } from './question-analysis.ts';

/** What a question asks of the live data: the asker's orders and balance (decision 065). */

describe('question analysis', () => {
  it.each([
    'Where is my order?',
    'How much do I still owe?',
    'How much will I pay in total for my order?',
    'Ar dar esu skolingas?',
    'Kiek sumokėjau už paskutinį užsakymą?',
    'Is my order confirmed?',
    'my orders',
    'My last order',
    'show me my bookings',
    'mano užsakymai',
    'Parodyk mano paskutinį užsakymą',
  ])('sends %s to the asker’s own orders', (question) => {
    expect(analyseQuestion(question).asksOwnOrders).toBe(true);
  });

  it.each([
    'What happens if I do not pay my order?',
    'Can I pay for my order with Dogecoin?',
    'How do I cancel my order?',
    'What does an order cost?',
    'What happens after I order?',
    'Kas vyksta po užsakymo?',
    'I didnt pay for my order, what happens?',
    'I just ordered, what happens next?',
    'Užsakiau, kas toliau?',
    'How long do I have to pay for an order?',
    'Per kiek laiko turiu apmokėti užsakymą?',
    'Do I pay the booked or the actual time of my order?',
    'Where is the bill for my order?',
    'my order was cancelled',
    'mano užsakymas atšauktas',
  ])('leaves the rule question %s to the knowledge base', (question) => {
    expect(analyseQuestion(question).asksOwnOrders).toBe(false);
  });

  it.each(['Is it cheaper to pay in cash than by card?', 'Ar pigiau mokėti grynaisiais nei kortele?'])(
    'reads %s as a question about paying, not a search for the cheapest chef',
    (question) => expect(analyseQuestion(question).priceOrder).toBeNull(),
  );

  it('reads "show" as a search only as the word itself', () => {
    expect(analyseQuestion('show me vegan chefs').asksToSearch).toBe(true);
    expect(analyseQuestion('the chef never showed up').asksToSearch).toBe(false);
  });

  it('still sorts a search by rate', () => {
    expect(analyseQuestion('the cheapest chef in Vilnius').priceOrder).toBe('cheapest');
  });

  it.each([
    'How much DOGE do I have?',
    'my doge balance',
    'Kiek turiu DOGE?',
    'mano likutis',
    'What is my balance?',
    'Kas yra mano piniginėje?',
    'What is in my wallet?',
  ])('sends %s to the asker’s balance', (question) =>
    expect(analyseQuestion(question).asksBalance).toBe(true),
  );

  it('still reads the state of the asker’s own order with "how long"', () => {
    expect(analyseQuestion('How long until my order arrives?').asksOwnOrders).toBe(true);
  });

  it.each([
    'What is the DOGE wallet?',
    'How do I send DOGE?',
    'Can I use my DOGE wallet instead of a card?',
    'What is my wallet?',
    'Kas yra mano piniginė?',
    'How many DOGE do I get for ten euros?',
  ])('leaves %s to the knowledge base', (question) =>
    expect(analyseQuestion(question).asksBalance).toBe(false),
  );
});
