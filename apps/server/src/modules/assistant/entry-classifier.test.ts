import { describe, expect, it } from 'vitest';
import { classify, classifyLogistic, features, trainClassifier, trainLogistic } from './entry-classifier.ts';

describe('the entry classifier', () => {
  const classifier = trainClassifier(
    [
      { id: 'refunds', text: 'when do I get my money back' },
      { id: 'refunds', text: 'refund to my card' },
      { id: 'cancellation', text: 'can I cancel my order' },
      { id: 'cancellation', text: 'cancel the booking, what does it cost' },
    ],
    'en',
  );

  it('gives the entry whose questions use the words the highest posterior, the shares summing to 1', () => {
    const posterior = classify(classifier, 'refund on my card please', 'en');
    expect(posterior.get('refunds')!).toBeGreaterThan(posterior.get('cancellation')!);
    expect([...posterior.values()].reduce((a, b) => a + b, 0)).toBeCloseTo(1);
  });

  it('meets an inflection through the letter pieces', () => {
    const posterior = classify(classifier, 'cancelling', 'en');
    expect(posterior.get('cancellation')!).toBeGreaterThan(posterior.get('refunds')!);
  });

  it('gives every entry the same share when no feature is known', () => {
    const posterior = classify(classifier, 'zzzz qqqq', 'en');
    expect(posterior.get('refunds')).toBeCloseTo(0.5);
  });

  it('reads stems and letter pieces, common words left out', () => {
    const found = features('What is my refund?', 'en');
    expect(found.has('w:refund')).toBe(true);
    expect(found.has('g: ref')).toBe(true);
    expect([...found.keys()].some((key) => key.includes('what'))).toBe(false);
  });
});

describe('the logistic regression', () => {
  const examples = [
    { id: 'refunds', text: 'when do I get my money back' },
    { id: 'refunds', text: 'refund to my card' },
    { id: 'cancellation', text: 'can I cancel my order' },
    { id: 'cancellation', text: 'cancel the booking, what does it cost' },
  ];
  const classifier = trainLogistic(examples, 'en');

  it('learns the words that tell the entries apart, the shares summing to 1', () => {
    const probability = classifyLogistic(classifier, 'money back on my card', 'en');
    expect(probability.get('refunds')!).toBeGreaterThan(probability.get('cancellation')!);
    expect([...probability.values()].reduce((a, b) => a + b, 0)).toBeCloseTo(1);
    expect(classifyLogistic(classifier, 'cancelling', 'en').get('cancellation')!).toBeGreaterThan(0.5);
  });

  it('is the same model at every training (a seeded order)', () => {
    const again = trainLogistic(examples, 'en');
    expect(classifyLogistic(again, 'refund please', 'en')).toEqual(
      classifyLogistic(classifier, 'refund please', 'en'),
    );
  });
});
