export { salonClosureRoutes } from './salon-closure.routes.js';
