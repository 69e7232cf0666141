import { z } from 'zod';
import { availabilityModel, availabilitySchema, slotsModel, slotsQuerySchema } from '../availability.ts';
import { MESSAGES } from '../messages.ts';
import { defineContract } from './contract.ts';

/**
 * A chef's availability (decision 063): the chef's schedule, the free starts the checkout and the chef's and
 * dish pages offer, and the chef's calendar feed at a secret address.
 */

const resource = 'availability';

/** A saved schedule changes the free starts the chef's pages and the checkout show (this resource). */
export const getAvailability = defineContract({
  name: 'getAvailability',
  resource,
  method: 'GET',
  path: '/secure/availability',
  summary:
    "The caller's schedule: weekly windows per city, exceptions, notice, bookings a day, travel buffer and calendar feed.",
  roles: ['chef'],
  model: z.object({ availability: availabilityModel }),
  errors: [],
});

export const saveAvailability = defineContract({
  name: 'saveAvailability',
  resource,
  method: 'POST',
  path: '/secure/availability',
  summary:
    "Replaces the caller's whole schedule (windows and exceptions as JSON lists); bookings already held stay.",
  roles: ['chef'],
  input: { body: availabilitySchema },
  model: z.object({ availability: availabilityModel }),
  errors: [],
});

export const renewCalendarFeed = defineContract({
  name: 'renewCalendarFeed',
  resource,
  method: 'POST',
  path: '/secure/availability/calendar',
  summary: "Gives the caller's calendar feed a new secret address; the old one stops working.",
  roles: ['chef'],
  model: z.object({ availability: availabilityModel }),
  errors: [],
});

export const listChefSlots = defineContract({
  name: 'listChefSlots',
  resource,
  method: 'GET',
  path: '/store/chef-slots',
  summary:
    "A chef's free start times (Vilnius days from..to, at most 62) for a cart's dishes, or for the shortest order.",
  roles: ['visitor'],
  input: { query: slotsQuerySchema },
  model: slotsModel,
  errors: [
    MESSAGES.chefNotFound,
    MESSAGES.productNotFound,
    MESSAGES.productUnavailable,
    MESSAGES.oneChefPerOrder,
  ],
});

export const getChefCalendar = defineContract({
  name: 'getChefCalendar',
  resource,
  method: 'GET',
  path: '/store/chef-calendar/:token',
  summary:
    "A chef's confirmed bookings as an iCalendar (RFC 5545) feed, at the secret address of their schedule.",
  roles: ['visitor'],
  input: { params: z.object({ token: z.string().max(200) }) },
  media: 'text/calendar',
  errors: [MESSAGES.calendarNotFound],
});
