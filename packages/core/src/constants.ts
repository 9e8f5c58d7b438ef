/** Interface languages, as used in the URL's first path segment (SPEC.md section 1). */
export const LANGUAGES = ['es-ve', 'en-ve'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'es-ve';
export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** Account types (SPEC.md section 6). `employee` logins are created when app access is granted. */
export const ACCOUNT_TYPES = ['business', 'employee'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];
export const DEFAULT_ACCOUNT_TYPE: AccountType = 'business';

export const EMPLOYEE_ROLES = ['manager', 'intermediate', 'basic', 'secretary'] as const;
export type EmployeeRole = (typeof EMPLOYEE_ROLES)[number];

/** Browser storage keys (SPEC.md section 3). */
export const STORAGE_KEYS = {
  accessToken: 'accessToken',
  salonId: 'salonId',
  usersId: 'users_id',
  accountType: 'account_type',
  language: 'language',
} as const;

export const PLANS = ['basic_plan', 'standard_plan', 'advanced_plan'] as const;
export type Plan = (typeof PLANS)[number];

export const APPOINTMENT_STATUSES = ['pending', 'reserved', 'done', 'no_show', 'cancelled'] as const;
export const APPOINTMENT_PAYMENT_METHODS = [
  'zelle',
  'paypal',
  'pagoMovil',
  'cash',
  'transfer',
  'binance',
  'other',
] as const;

/** Security constants (DECISIONS.md "Identity, tenancy, access"). */
export const AUTH_LIMITS = {
  tokenBytes: 32,
  tokenIdleDays: 30,
  otpDigits: 6,
  otpValidMinutes: 10,
  otpMaxWrongTries: 5,
  otpResendSeconds: 60,
  otpVerifiedValidMinutes: 30,
  /** Failed attempts per key inside the window before answering 429. */
  attemptsPerWindow: 10,
  attemptWindowMinutes: 15,
} as const;

export const UPLOAD_LIMITS = {
  avatarBytes: 10 * 1024 * 1024,
  logoBytes: 5 * 1024 * 1024,
  galleryBytes: 10 * 1024 * 1024,
} as const;

export const UI = {
  progressBarDelayMs: 300,
  snackbarMax: 5,
  snackbarAutoHideMs: 3000,
  persistedStateTimeoutMs: 5000,
} as const;
