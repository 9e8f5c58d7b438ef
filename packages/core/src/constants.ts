/**
 * Interface languages, as used in the URL's first path segment
 * (docs/product.md "Languages, currency and appearance").
 */
export const LANGUAGES = ['es-ve', 'en-ve'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'es-ve';
export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/**
 * Account types (docs/product.md "Roles and permissions"). `employee` logins are created when app access is
 * granted.
 */
export const ACCOUNT_TYPES = ['business', 'employee'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];
export const DEFAULT_ACCOUNT_TYPE: AccountType = 'business';

export const EMPLOYEE_ROLES = ['manager', 'intermediate', 'basic', 'secretary'] as const;
export type EmployeeRole = (typeof EMPLOYEE_ROLES)[number];

/** Browser storage keys (docs/product.md "Session in the browser"). */
export const STORAGE_KEYS = {
  accessToken: 'accessToken',
  salonId: 'salonId',
  usersId: 'users_id',
  accountType: 'account_type',
  language: 'language',
  /** The web app's copy of the last signed-in session, painted while it is confirmed (web only). */
  sessionSnapshot: 'session_snapshot',
  /** What the welcome last painted (texts, places, colours), for apps/web/public/welcome-shell.js (web only). */
  welcomePaint: 'welcome_paint',
} as const;

export const PLANS = ['basic_plan', 'standard_plan', 'advanced_plan'] as const;
export type Plan = (typeof PLANS)[number];

export const APPOINTMENT_STATUSES = ['pending', 'reserved', 'done', 'no_show', 'cancelled'] as const;
/** At most this many different services in one online booking (done one after another). */
export const BOOKING_MAX_SERVICES = 5;
/** In the booking page's availability query `employee_ids`, a service's "anyone" (a booking body says null). */
export const ANY_EMPLOYEE = 'any';
/**
 * "Next days with a free time" of a visit (docs/decisions.md "Next free days"): how many days are offered by
 * default and at most, how far ahead the staff's search looks (the booking page's stops at the salon's
 * window), and how many days the engine is asked at a time while looking.
 */
export const FREE_DAYS = { shown: 5, max: 7, staffHorizonDays: 60, chunkDays: 14 } as const;

/** Who booked: the salon's staff, or the client on the public booking page. */
export const APPOINTMENT_SOURCES = ['staff', 'online'] as const;
export const APPOINTMENT_PAYMENT_METHODS = [
  'zelle',
  'paypal',
  'pagoMovil',
  'pointOfSale',
  'cash',
  'cashBolivares',
  'transfer',
  'binance',
  'other',
] as const;
export type AppointmentPaymentMethod = (typeof APPOINTMENT_PAYMENT_METHODS)[number];
/**
 * Methods that can only move bolívares (docs/decisions.md "Card terminal and cash in bolívares"): a Venezuelan
 * card terminal (punto de venta, debit or credit) charges bolívares, and cash in bolívares is bolívares.
 * Pago móvil is bolívares too but keeps taking dollars when no rate is published, as it always did.
 */
export const BOLIVAR_ONLY_PAYMENT_METHODS = [
  'pointOfSale',
  'cashBolivares',
] as const satisfies readonly AppointmentPaymentMethod[];
export const isBolivarOnlyMethod = (method: AppointmentPaymentMethod): boolean =>
  (BOLIVAR_ONLY_PAYMENT_METHODS as readonly string[]).includes(method);
/** What an appointment's payment is counted in: dollars, or bolívares at the day's official rate. */
export const PAYMENT_CURRENCIES = ['USD', 'VES'] as const;

/** Security constants (docs/product.md "Tenancy and identity"). */
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

/** Everyone who can sign in: the business owner, or an employee login with one of the employee roles. */
export const ROLES = ['owner', ...EMPLOYEE_ROLES] as const;
export type Role = (typeof ROLES)[number];

/** Services, employees and clients are active or inactive (docs/product.md "Other states"). */
export const RECORD_STATUSES = ['active', 'inactive'] as const;
export type RecordStatus = (typeof RECORD_STATUSES)[number];

/**
 * How a service's price reads to a client: exactly this, or "from" this
 * (docs/product.md "Entities and their fields").
 */
export const PRICE_TYPES = ['exact', 'starting_from'] as const;
export type PriceType = (typeof PRICE_TYPES)[number];

/** Service durations in minutes: a booking grid of five minutes, at most a working day. */
export const SERVICE_DURATION = { min: 5, max: 720, step: 5 } as const;
/** Preparation and clean-up around a service, and its processing gap, on the same 5-minute grid. */
export const SERVICE_BUFFER = { max: 240, step: 5 } as const;

/** How a client is sent their appointment messages: by e-mail, or by WhatsApp once they agreed to it. */
export const MESSAGE_CHANNELS = ['email', 'whatsapp'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/** Where a client's agreement to WhatsApp messages was given: ticked on the booking page, or told to staff. */
export const WHATSAPP_OPT_IN_SOURCES = ['online_booking', 'staff'] as const;
export type WhatsAppOptInSource = (typeof WHATSAPP_OPT_IN_SOURCES)[number];

/**
 * A WhatsApp message's state: being handed to WhatsApp, accepted by it, then as its status webhook reports
 * (sent to the phone, delivered, read) or failed.
 */
export const WHATSAPP_STATUSES = ['sending', 'accepted', 'sent', 'delivered', 'read', 'failed'] as const;
export type WhatsAppStatus = (typeof WHATSAPP_STATUSES)[number];
