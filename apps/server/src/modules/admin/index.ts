// The admin module's public face: all that other modules and app.ts may import from it
// (docs/architecture.md "Module recipe", "Layers").
export { adminAccountService } from './admin-account.service.js';
export { installAdminSignIn, requireAdminSignIn } from './admin-auth.js';
export { adminTestHookRoutes } from './admin-test-hooks.routes.js';
export { adminSettingsRoutes } from './admin-settings.routes.js';
export { adminRoutes } from './admin.routes.js';
export { adminService } from './admin.service.js';
