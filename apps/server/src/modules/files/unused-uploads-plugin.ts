import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerPeriodicSweep } from '../../plugins/periodic-sweep.ts';
import { deleteUnusedUploads } from './files-service.ts';
import { deleteOrphanObjects } from './orphan-objects.ts';

/** How often uploads no dish uses are looked for (they are kept UNUSED_UPLOAD_GRACE_HOURS first). */
const SWEEP_INTERVAL_MS = 60 * 60_000;

/** How often the whole store is walked for objects no row names: a rare leftover, and a walk is long. */
const ORPHAN_SWEEP_INTERVAL_MS = 24 * 60 * 60_000;

/**
 * Deletes, every hour on every instance, the uploads no dish has used within their grace time (decision 048),
 * and once a day the stored objects whose row never committed or is gone (decision 058).
 */
export const unusedUploadsSweepPlugin = fp(
  async function unusedUploadsSweep(app: FastifyInstance) {
    registerPeriodicSweep(app, {
      name: 'unused uploads',
      intervalMs: SWEEP_INTERVAL_MS,
      run: () => deleteUnusedUploads(app),
    });
    registerPeriodicSweep(app, {
      name: 'orphan objects',
      intervalMs: ORPHAN_SWEEP_INTERVAL_MS,
      run: () => deleteOrphanObjects(app),
    });
  },
  { name: 'unused-uploads-sweep' },
);
