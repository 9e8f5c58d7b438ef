// The report module's public face: all that other modules and app.ts may import from it
// (docs/architecture.md "Module recipe", "Layers").
export { reportRepository, type ReportScope } from './report.repository.js';
export { reportRoutes } from './report.routes.js';
