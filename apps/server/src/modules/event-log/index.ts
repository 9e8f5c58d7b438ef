// The event-log module's public face: all that other modules and app.ts may import from it
// (docs/architecture.md "Module recipe", "Layers").
export { eventLogRoutes } from './event-log.routes.js';
export {
  BY_CLIENT,
  changedFields,
  recordClientEvent,
  recordEvent,
  recordPlatformEvent,
  recordSalonRuleEvent,
  salonRef,
  type EventInput,
} from './event-log.writer.js';
