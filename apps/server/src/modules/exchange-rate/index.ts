// The exchange-rate module's public face: all that other modules and app.ts may import from it
// (docs/architecture.md "Module recipe", "Layers").
export { registerExchangeRateJobs, scheduleExchangeRateFeed } from './exchange-rate.jobs.js';
export { toAdminExchangeRateWire } from './exchange-rate.mapper.js';
export { exchangeRateRoutes } from './exchange-rate.routes.js';
import { exchangeRateRepository } from './exchange-rate.repository.js';
export const insertRatesIfMissing = exchangeRateRepository.insertIfMissing;
export { exchangeRateService, rateOn, todayInCaracas, type RateSavedHook } from './exchange-rate.service.js';
