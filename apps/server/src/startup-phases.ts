/**
 * Where a start's time goes: each step's milliseconds, from the process's start (Node's performance clock
 * starts with the process, so the first step is Node itself and the loading of the server's modules). The
 * server logs them once, at debug level; `npm run bench:startup` prints them.
 */
export interface StartupPhase {
  name: string;
  ms: number;
}

export class StartupPhases {
  readonly phases: StartupPhase[] = [];
  private last = 0;

  /** Ends the step that ran since the previous mark (or the process's start) as `name`. */
  mark(name: string): void {
    const now = performance.now();
    this.phases.push({ name, ms: Math.round(now - this.last) });
    this.last = now;
  }

  /** "modules 212 ms, database opened 480 ms, ..., total 1,905 ms" */
  describe(): string {
    const total = this.phases.reduce((sum, phase) => sum + phase.ms, 0);
    return [...this.phases, { name: 'total', ms: total }]
      .map((phase) => `${phase.name} ${phase.ms.toLocaleString('en')} ms`)
      .join(', ');
  }
}

/** The log message the phases are logged under (bench/startup.mjs looks for it). */
export const STARTUP_PHASES_MESSAGE = 'start-up phases';
