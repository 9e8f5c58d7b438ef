// The subscription module's public face: all that other modules and app.ts may import from it
// (docs/architecture.md "Module recipe", "Layers").
export { featuresOfRow, planRepository } from './plan.repository.js';
export { installSubscriptionGuard } from './subscription-guard.js';
export { subscriptionTestHookRoutes } from './subscription-test-hooks.routes.js';
export { subscriptionRepository } from './subscription.repository.js';
export { subscriptionRoutes } from './subscription.routes.js';
export { factsOf, subscriptionService } from './subscription.service.js';
