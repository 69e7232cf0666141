import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MESSAGES } from '@hearth/domain/messages';
import { Unavailable } from '../../errors.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The instance's image decodes (sharp), at most IMAGE_JOBS_CONCURRENCY at once (decision 048). */
    imageJobs: ImageJobs;
  }
}

/** What a refused job tells the client to wait: a decode takes well under a second. */
export const IMAGE_JOBS_RETRY_AFTER_SECONDS = 2;

/**
 * At most `concurrency` image jobs run at once, and at most `maxWaiting` wait for a turn, first come first
 * served; one more is refused at once (503 with Retry-After) instead of piling up behind the others: a burst
 * of uploads costs this instance `concurrency` cores at most, and the requests waiting stay few and short.
 */
export class ImageJobs {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    readonly concurrency: number,
    readonly maxWaiting: number,
  ) {}

  /** Jobs running and waiting now (tests, the bench). */
  get load(): { active: number; waiting: number } {
    return { active: this.active, waiting: this.waiting.length };
  }

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.active < this.concurrency) this.active++;
    else if (this.waiting.length < this.maxWaiting)
      await new Promise<void>((resolve) => this.waiting.push(resolve)); // the finishing job hands its turn over
    else throw new Unavailable(MESSAGES.imagesBusy, IMAGE_JOBS_RETRY_AFTER_SECONDS);
    try {
      return await job();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.active--;
    }
  }
}

export const imageJobsPlugin = fp(
  async function imageJobs(app: FastifyInstance) {
    app.decorate('imageJobs', new ImageJobs(app.config.IMAGE_JOBS_CONCURRENCY, app.config.IMAGE_JOBS_QUEUE));
  },
  { name: 'image-jobs' },
);
