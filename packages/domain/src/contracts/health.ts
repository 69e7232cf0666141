import { z } from 'zod';
import { defineContract } from './contract.ts';

/** The process and its database. */

export const health = defineContract({
  name: 'health',
  resource: 'health',
  method: 'GET',
  path: '/health',
  summary: 'Answers 200 when the process and the database answer (within two seconds), 503 otherwise.',
  roles: ['visitor'],
  model: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }),
  errors: [],
});
