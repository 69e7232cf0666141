/**
 * Runs once before the multi-instance suite: refuses to run without PostgreSQL (the suite exists to prove
 * that instances share it, so passing without one would prove nothing) and builds the server bundle when
 * stale, as `npm start` does, before any file starts its processes.
 */

interface BuildLib {
  buildStale(options: { only?: string[]; quiet?: boolean }): Promise<void>;
}

// A plain .mjs module without type declarations: imported by address and typed by the piece used here.
const BUILD_LIB = new URL('../../../scripts/lib/build.mjs', import.meta.url).href;

export default async function setup(): Promise<void> {
  if (!process.env.TEST_DATABASE_URL) {
    throw new Error(
      'The multi-instance suite needs PostgreSQL: set TEST_DATABASE_URL to a database URL whose user may ' +
        'create databases, e.g. TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run test:multi',
    );
  }
  const { buildStale } = (await import(BUILD_LIB)) as BuildLib;
  await buildStale({ only: ['server'], quiet: true });
}
