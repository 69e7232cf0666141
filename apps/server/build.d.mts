// The types of build.mjs's exports, for the tests that import it (src/server-bundle.test.ts).
import type { LogLevel, Plugin } from 'esbuild';

export const EXTERNAL_PACKAGES: string[];
export const FIND_MY_WAY_AT_FIRST_CALL: Record<string, [from: string, to: string][]>;
export function findMyWayAtFirstCall(file: string, source: string): string | null;
export const findMyWayFunctionsAtFirstCall: Plugin;
export function buildServer(options?: { logLevel?: LogLevel }): Promise<void>;
export const SEMVER_FOR_FASTIFY_PLUGINS: string;
