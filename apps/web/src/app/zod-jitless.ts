/**
 * zod probes for eval with a caught `new Function` when an object schema is made; the strict CSP (no
 * 'unsafe-eval', decision 046) reports each probe as a violation to /csp-report. `jitless` skips the probe
 * (zod then parses the same, without generated code). zod reads its settings from this global when it
 * loads, so it is set here without importing zod: that would pull zod's chunk into every page's first load.
 * main.tsx imports this module before any other.
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
(holder.__zod_globalConfig ??= {}).jitless = true;

export {};
