import { expect, it } from 'vitest';
import './zod-jitless.ts';
import { z } from 'zod';

it('sets zod jitless, so no schema probes for eval under the strict CSP', () => {
  expect(z.config().jitless).toBe(true);
});
