import { describe, expect, it } from 'vitest';
import type { Product } from '@hearth/domain/catalogue';
import { DISH } from '../src/modules/catalogue/catalogue-test-helpers.ts';
import { get, model, post } from './http-client.ts';
import { useInstances, type Instance } from './instance-harness.ts';
import { chefWithDish } from './scenario-helpers.ts';

/**
 * Each instance keeps visitors' catalogue answers in memory (decision 031), checked against a version in
 * the database: a change made through one instance is what the other answers next.
 */

const pair = useInstances();

async function titleSeenBy(instance: Instance, productId: number): Promise<string> {
  return model<{ product: Product }>(await get(instance, `/store/product?productId=${productId}`)).product
    .title;
}

describe('the catalogue read cache across two instances', () => {
  it('a dish renamed through A is answered renamed by B, whose visitors had the old name cached', async () => {
    const { chef, productId } = await chefWithDish(pair, 'ruta@example.lt');
    for (const instance of [pair.a, pair.b, pair.a, pair.b])
      expect(await titleSeenBy(instance, productId)).toBe(DISH.title);

    model(await post(pair.a, '/secure/product', { ...DISH, id: productId, title: 'Kugelis' }, chef.cookie));
    expect(await titleSeenBy(pair.b, productId)).toBe('Kugelis');
    expect(await titleSeenBy(pair.a, productId)).toBe('Kugelis');
  });
});
