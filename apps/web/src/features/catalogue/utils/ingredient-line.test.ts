import { describe, expect, it } from 'vitest';
import { ingredientLine } from './ingredient-line.ts';

describe('an ingredient line', () => {
  it('puts the unit written into the name after the amount', () => {
    expect(ingredientLine('Tomatoes (g)', 600, 'en')).toEqual({ name: 'Tomatoes', amount: '600 g' });
    expect(ingredientLine('Milk (ml)', 1500, 'en')).toEqual({ name: 'Milk', amount: '1,500 ml' });
    expect(ingredientLine('Pienas (l)', 1.5, 'lt')).toEqual({ name: 'Pienas', amount: '1,5 l' });
  });

  it('keeps a name without a unit, and shows no amount for 0', () => {
    expect(ingredientLine('Eggs', 3, 'en')).toEqual({ name: 'Eggs', amount: '3' });
    expect(ingredientLine('Salt (to taste)', 0, 'en')).toEqual({ name: 'Salt', amount: null });
    expect(ingredientLine('Sauce (home-made, spicy) extra', 2, 'en')).toEqual({
      name: 'Sauce (home-made, spicy) extra',
      amount: '2',
    });
  });
});
