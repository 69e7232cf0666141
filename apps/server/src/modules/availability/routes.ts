import type { FastifyInstance } from 'fastify';
import * as contracts from '@hearth/domain/contracts/availability';
import { route } from '../../contract-routes.ts';
import { ok } from '../../envelope.ts';
import {
  chefCalendar,
  chefSlots,
  getAvailability,
  renewCalendarFeed,
  saveAvailability,
} from './availability-service.ts';

/** A chef's schedule, the free starts, and the calendar feed (decision 063). */
export async function availabilityRoutes(app: FastifyInstance) {
  route(app, contracts.getAvailability, async ({ user }) =>
    ok({ availability: await getAvailability(app, user) }),
  );
  route(app, contracts.saveAvailability, async ({ user, input }) =>
    ok({ availability: await saveAvailability(app, user, input) }),
  );
  route(app, contracts.renewCalendarFeed, async ({ user }) =>
    ok({ availability: await renewCalendarFeed(app, user) }),
  );
  route(app, contracts.listChefSlots, async ({ input }) => ok(await chefSlots(app, input)));
  route(app, contracts.getChefCalendar, async ({ reply, input }) => {
    const feed = await chefCalendar(app, input.token);
    return reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('cache-control', 'private, no-store')
      .send(feed);
  });
}
