import path from 'node:path';
import { type Plugin, runnerImport } from 'vite';

/**
 * The contracts in the built app, without their schemas (docs/api.md). The web calls the API by contract
 * (src/shared/api/contract-client.ts), which reads only a contract's name, resource, method, path, which
 * inputs it has, whether it has a model, and what a write changes. Importing a contract file as it is would
 * bring zod and every input and answer schema of its resource into the pages (the app shell alone grew by
 * about 28 KB gzipped). So in a build, `@hearth/domain/contracts/<resource>` is replaced by a module of the
 * same exports made from the real contracts: the fields the client reads, each schema left as an empty
 * object, and nothing else. The types still come from the real files; the dev server and the tests
 * use the real contracts (the tests' fake parses inputs and checks answers with their schemas).
 */

const PREFIX = '@hearth/domain/contracts/';
const VIRTUAL = '\0hearth-contract-descriptor:';
/** Files of the contracts folder that are not a resource's contracts: used as they are. */
const AS_THEY_ARE = new Set(['contract', 'index']);

const CONTRACTS_DIR = path.resolve(import.meta.dirname, '../../packages/domain/src/contracts');

/** What the built client reads of a contract (contract-client.ts); the summaries, roles and errors stay out. */
const CLIENT_FIELDS = ['name', 'resource', 'method', 'path', 'media', 'effect', 'changes'] as const;

/** A contract as the built client sees it: those fields, and a placeholder for each schema. */
function descriptor(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || !('path' in value) || !('roles' in value)) return value;
  const contract = value as Record<string, unknown> & { input?: Record<string, unknown> };
  const kept = Object.fromEntries(CLIENT_FIELDS.filter((f) => f in contract).map((f) => [f, contract[f]]));
  const input = contract.input
    ? Object.fromEntries(
        (['query', 'body', 'params'] as const)
          .filter((part) => contract.input![part])
          .map((part) => [part, {}]),
      )
    : undefined;
  return { ...kept, ...(input ? { input } : {}), ...(contract.model ? { model: {} } : {}) };
}

export function contractDescriptors(): Plugin {
  return {
    name: 'hearth-contract-descriptors',
    apply: 'build',
    enforce: 'pre',
    resolveId(id) {
      if (!id.startsWith(PREFIX)) return null;
      const resource = id.slice(PREFIX.length);
      return AS_THEY_ARE.has(resource) ? null : VIRTUAL + resource;
    },
    async load(id) {
      if (!id.startsWith(VIRTUAL)) return null;
      const resource = id.slice(VIRTUAL.length);
      const file = path.join(CONTRACTS_DIR, `${resource}.ts`);
      // Vite's own module runner reads the TypeScript source, as the dev server would.
      const { module } = await runnerImport<Record<string, unknown>>(file, {
        configFile: false,
        logLevel: 'silent',
      });
      return Object.entries(module)
        .filter(([name]) => name !== 'default')
        .map(([name, value]) => `export const ${name} = ${JSON.stringify(descriptor(value))};`)
        .join('\n');
    },
  };
}
