export * from './constants.js';
export * from './errors.js';
export * from './schemas/common.js';
export * from './schemas/auth.js';
export * from './plans.js';
export * from './schemas/json-field.js';
export * from './schemas/company.js';
export * from './schemas/event-log.js';
