export { calendarFeedRoutes } from './calendar-feed.routes.js';
