// The report module's public face: all that other modules and app.ts may import from it
// (docs/architecture.md "Module recipe", "Layers").
import { reportRepository } from './report.repository.js';
export type { ReportScope } from './report.repository.js';
export { reportRoutes } from './report.routes.js';

// What other modules (and the demo seed) may read or write of this module's rows, one name each; the
// rest of its repository stays inside.
/** The dashboard's figures are the reports' own queries over its 30 days. */
export const reportDoneByService = reportRepository.doneByService;
export const reportVisitsByDay = reportRepository.visitsByDay;
export const reportByPeriodAndStatus = reportRepository.byPeriodAndStatus;
export const reportActiveClients = reportRepository.activeClients;
export const reportDoneByClient = reportRepository.doneByClient;
/** The company's live salons by title: the salons an all-salons report or dashboard covers. */
export const reportLiveSalons = reportRepository.liveSalons;
