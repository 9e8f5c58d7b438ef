// The subscription module's public face: all that other modules and app.ts may import from it
// (docs/architecture.md "Module recipe", "Layers").
import { subscriptionRepository } from './subscription.repository.js';
import { planRepository } from './plan.repository.js';
export { featuresOfRow } from './plan.repository.js';
export { installSubscriptionGuard } from './subscription-guard.js';
export { subscriptionTestHookRoutes } from './subscription-test-hooks.routes.js';
export { subscriptionRoutes } from './subscription.routes.js';
export { factsOf, subscriptionService } from './subscription.service.js';

// What other modules (and the demo seed) may read or write of this module's rows, one name each; the
// rest of its repository stays inside.
/** The administrator edits plans; billing prices them. */
export const updatePlan = planRepository.update;
export const listPlans = planRepository.list;
export const findPlan = planRepository.find;
/** Billing and the booking page read a company's subscription; the demo seed writes one. */
export const findSubscription = subscriptionRepository.findByCompany;
export const insertSubscription = subscriptionRepository.insert;
