// The billing module's public face: all that other modules and app.ts may import from it
// (docs/architecture.md "Module recipe", "Layers").
export { payeeService, type PayeeDetails, type PayeesSavedHook } from './billing-payee.service.js';
export { paymentDecisionService, type DecisionHook } from './billing-payment.service.js';
export { toPaymentWire } from './billing.mapper.js';
export { billingRoutes } from './billing.routes.js';
export { paypalRoutes } from './paypal.routes.js';
