import { listChefSlots } from '@hearth/domain/contracts/availability';
import { answer } from './fake-api.ts';

/** GET /store/chef-slots of a chef without a schedule: the checkout takes any future start (decision 063). */
export const noSchedule = () =>
  answer(listChefSlots, () => ({ configured: false, minutes: 30, starts: [], dates: [] }));
