import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AvailabilityView } from '@hearth/domain/availability';
import * as contracts from '@hearth/domain/contracts/availability';
import { MESSAGES } from '@hearth/domain/messages';
import { writeSession } from '@/shared/session/session-storage.ts';
import { answer, fakeApi, refuse } from '@/shared/testing/fake-api.ts';
import { authorizedUser, renderRoute } from '@/shared/testing/test-utils.tsx';
import { SchedulePage } from './schedule-page.tsx';

function view(overrides: Partial<AvailabilityView> = {}): AvailabilityView {
  return {
    configured: true,
    windows: [{ weekday: 1, start: '10:00', end: '14:00', city: 'Vilnius' }],
    exceptions: [],
    noticeHours: 24,
    maxBookingsPerDay: 2,
    travelBufferMinutes: 30,
    calendarPath: null,
    ...overrides,
  };
}

/** The schedule API: `current` is what GET answers; a save answers what it was given, read back. */
function serve(current: AvailabilityView) {
  return fakeApi(
    answer(contracts.getAvailability, () => ({ availability: current })),
    answer(contracts.saveAvailability, () => ({ availability: current })),
    answer(contracts.renewCalendarFeed, () => ({
      availability: { ...current, calendarPath: `/store/chef-calendar/t${Math.random()}.ics` },
    })),
  );
}

function renderSchedule() {
  writeSession(authorizedUser());
  return renderRoute(<SchedulePage />, { path: '/schedule' });
}

const rows = (section: string) =>
  within(screen.getByRole('region', { name: section })).queryAllByRole('group');

describe('the schedule page', () => {
  it('says a chef without a schedule can be booked at any time, and saves the first hours', async () => {
    const api = serve(view({ configured: false, windows: [] }));
    const { user } = renderSchedule();
    expect(await screen.findByText(/You have not set a schedule yet/)).toBeInTheDocument();
    expect(screen.getByText('No hours yet: customers cannot book you.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add hours' }));
    const [row] = rows('Weekly hours');
    await user.selectOptions(within(row!).getByLabelText('Day'), 'Saturday');
    await user.clear(within(row!).getByLabelText('From'));
    await user.type(within(row!).getByLabelText('From'), '18:00');
    await user.clear(within(row!).getByLabelText('To'));
    await user.type(within(row!).getByLabelText('To'), '02:00');
    await user.clear(within(row!).getByLabelText('City'));
    await user.type(within(row!).getByLabelText('City'), 'Kaunas');
    await user.click(screen.getByRole('button', { name: 'Save schedule' }));
    expect(await screen.findByText('Schedule saved')).toBeInTheDocument();
    // The server reads minutes; an end before the start is the next day's.
    expect(api.callsOf(contracts.saveAvailability)).toEqual([
      {
        windows: [{ weekday: 6, start: 1080, end: 1560, city: 'Kaunas' }],
        exceptions: [],
        noticeHours: 24,
        maxBookingsPerDay: 2,
        travelBufferMinutes: 30,
      },
    ]);
  });

  it('adds a day off and an extra day, removes hours, and sends the rules', async () => {
    const api = serve(view());
    const { user } = renderSchedule();
    await screen.findByRole('button', { name: 'Save schedule' });
    await user.click(screen.getByRole('button', { name: 'Add a day' }));
    await user.click(screen.getByRole('button', { name: 'Add a day' }));
    const [off, extra] = rows('Days off and extra days');
    await user.type(within(off!).getByLabelText('Date'), '2026-12-24');
    await user.type(within(extra!).getByLabelText('Date'), '2026-12-27');
    await user.selectOptions(within(extra!).getByLabelText('Kind'), 'Extra hours');
    // An extra day has hours and a city (the schedule's first city to start with).
    expect(within(extra!).getByLabelText('City')).toHaveValue('Vilnius');
    await user.click(within(rows('Weekly hours')[0]!).getByRole('button', { name: 'Remove' }));
    expect(rows('Weekly hours')).toHaveLength(0);
    await user.clear(screen.getByLabelText('Minimum notice (hours)'));
    await user.type(screen.getByLabelText('Minimum notice (hours)'), '48');
    await user.clear(screen.getByLabelText('Bookings a day (at most)'));
    await user.type(screen.getByLabelText('Bookings a day (at most)'), '3');
    await user.clear(screen.getByLabelText('Travel time between bookings (minutes)'));
    await user.type(screen.getByLabelText('Travel time between bookings (minutes)'), '45');
    await user.click(screen.getByRole('button', { name: 'Save schedule' }));
    await screen.findByText('Schedule saved');
    expect(api.callsOf(contracts.saveAvailability)).toEqual([
      {
        windows: [],
        exceptions: [
          { date: '2026-12-24', kind: 'off', start: null, end: null, city: null },
          { date: '2026-12-27', kind: 'extra', start: 600, end: 1080, city: 'Vilnius' },
        ],
        noticeHours: 48,
        maxBookingsPerDay: 3,
        travelBufferMinutes: 45,
      },
    ]);
  });

  it('shows the server’s refusal of a rule, and saves nothing then', async () => {
    const api = serve(view());
    const { user } = renderSchedule();
    const notice = await screen.findByLabelText('Minimum notice (hours)');
    await user.clear(notice);
    await user.type(notice, '1000');
    await user.click(screen.getByRole('button', { name: 'Save schedule' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The value is too high');
    expect(screen.queryByText('Schedule saved')).not.toBeInTheDocument();
    expect(api.callsOf(contracts.saveAvailability)).toEqual([]);
  });

  it('makes a calendar address, then a new one that replaces it', async () => {
    const api = serve(view());
    const { user } = renderSchedule();
    expect(await screen.findByText('No calendar address yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Make a calendar address' }));
    const address = await screen.findByLabelText('Calendar address');
    const first = (address as HTMLInputElement).value;
    expect(first).toMatch(/^http.*\/store\/chef-calendar\/t.*\.ics$/);
    await user.click(screen.getByRole('button', { name: 'Make a new address (the old one stops working)' }));
    await waitFor(() => expect(screen.getByLabelText('Calendar address')).not.toHaveValue(first));
    expect(api.callsOf(contracts.renewCalendarFeed)).toHaveLength(2);
  });

  it('says why the schedule cannot be shown', async () => {
    fakeApi(answer(contracts.getAvailability, () => refuse(403, MESSAGES.notAChef)));
    renderSchedule();
    expect(await screen.findByRole('alert')).toHaveTextContent('Only approved chefs can publish dishes');
  });
});
