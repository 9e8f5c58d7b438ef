// The schedule module's public face: all that other modules and app.ts may import from it
// (docs/architecture.md "Module recipe", "Layers").
import { scheduleRepository } from './schedule.repository.js';
export { changedDays, normaliseDays, toScheduleWire } from './schedule.mapper.js';
export { scheduleRoutes } from './schedule.routes.js';

// What other modules (and the demo seed) may read or write of this module's rows, one name each; the
// rest of its repository stays inside.
/** Salons and employees name a schedule; the demo seed writes its own. */
export const findSchedule = scheduleRepository.findOwn;
export const insertSchedule = scheduleRepository.insert;
export const findSchedules = scheduleRepository.findManyByIds;
