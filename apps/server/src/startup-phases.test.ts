import { describe, expect, it, vi } from 'vitest';
import { StartupPhases } from './startup-phases.ts';

describe('start-up phases', () => {
  it('time each step from the previous mark, and total them', () => {
    const now = vi.spyOn(performance, 'now');
    const phases = new StartupPhases();
    now.mockReturnValue(212.4);
    phases.mark('modules');
    now.mockReturnValue(692.4);
    phases.mark('database opened');
    now.mockReturnValue(2117.6);
    phases.mark('demo data');
    now.mockRestore();
    expect(phases.phases).toEqual([
      { name: 'modules', ms: 212 },
      { name: 'database opened', ms: 480 },
      { name: 'demo data', ms: 1425 },
    ]);
    expect(phases.describe()).toBe(
      'modules 212 ms, database opened 480 ms, demo data 1,425 ms, total 2,117 ms',
    );
  });
});
