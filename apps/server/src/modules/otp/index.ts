// The otp module's public face: all that other modules and app.ts may import from it
// (docs/architecture.md "Module recipe", "Layers").
export { otpRoutes } from './otp.routes.js';
export { otpService } from './otp.service.js';
