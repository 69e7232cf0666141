import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RESOURCES } from '@hearth/domain/contracts/index';
import { contractDescriptors } from '../../vite-contract-descriptors.ts';

/**
 * The built app's contracts (vite-contract-descriptors.ts) carry what the client reads of the real ones:
 * every export, each contract's name, resource, method and path, which inputs it has and whether it has a
 * model, and no schema.
 */
const plugin = contractDescriptors();
const resolveId = plugin.resolveId as (id: string) => string | null;
const load = plugin.load as (id: string) => Promise<string | null>;

async function built(resource: string): Promise<Record<string, Record<string, unknown>>> {
  const id = resolveId(`@hearth/domain/contracts/${resource}`)!;
  const code = (await load(id))!;
  const exports: Record<string, Record<string, unknown>> = {};
  for (const line of code.split('\n')) {
    const match = /^export const (\w+) = (.*);$/.exec(line);
    if (match) exports[match[1]!] = JSON.parse(match[2]!) as Record<string, unknown>;
  }
  return exports;
}

describe('the contracts in the built app', () => {
  it.each(Object.keys(RESOURCES))('%s: the same calls, without schemas', async (resource) => {
    const real = RESOURCES[resource as keyof typeof RESOURCES] as Record<string, unknown>;
    const descriptors = await built(resource);
    expect(Object.keys(descriptors).sort()).toEqual(Object.keys(real).sort());
    for (const [name, value] of Object.entries(real)) {
      const contract = value as Record<string, unknown> & { input?: Record<string, unknown> };
      if (!('path' in contract)) continue;
      const descriptor = descriptors[name]!;
      expect(descriptor).toMatchObject({
        name: contract.name,
        resource: contract.resource,
        method: contract.method,
        path: contract.path,
      });
      expect(Object.keys((descriptor.input as object | undefined) ?? {}).sort()).toEqual(
        ['query', 'body', 'params'].filter((part) => contract.input?.[part]).sort(),
      );
      expect('model' in descriptor).toBe(Boolean(contract.model));
      expect(JSON.stringify(descriptor)).not.toContain('"def"');
    }
  });

  it('leaves the contract type file and the index as they are', () => {
    expect(resolveId('@hearth/domain/contracts/contract')).toBeNull();
    expect(resolveId(path.join('@hearth/domain/contracts', 'index'))).toBeNull();
  });
});
