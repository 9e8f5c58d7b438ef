// The waitlist module's public face: all that other modules and app.ts may import from it
// (docs/architecture.md "Module recipe", "Layers").
export { matchWaitlist } from './waitlist-match.js';
export { registerWaitlistJobs } from './waitlist.jobs.js';
export { waitlistPublicRoutes } from './waitlist-public.routes.js';
export { waitlistRoutes } from './waitlist.routes.js';
