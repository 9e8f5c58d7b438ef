// The schedule module's public face: all that other modules and app.ts may import from it
// (docs/architecture.md "Module recipe", "Layers").
export { changedDays, normaliseDays, toScheduleWire } from './schedule.mapper.js';
export { scheduleRepository } from './schedule.repository.js';
export { scheduleRoutes } from './schedule.routes.js';
