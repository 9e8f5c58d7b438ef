// The appointment-payment module's public face: all that other modules and app.ts may import from it
// (docs/architecture.md "Module recipe", "Layers").
export { appointmentPaymentRoutes } from './appointment-payment.routes.js';
export { recordDepositPayment } from './appointment-payment.service.js';
