/**
 * Stable, machine-readable error codes (docs/product.md "API conventions"). The client translates `code`
 * (locale key `errors.<code>`); `message` is the English text of
 * docs/product.md "Errors and texts" where one exists.
 */
export const ERRORS = {
  VALIDATION_FAILED: { status: 400, message: 'Some fields are not valid.' },
  BAD_REQUEST: { status: 400, message: 'The request is not valid.' },
  UNAUTHORIZED: {
    status: 401,
    message: 'Your session has expired, please refresh the page and log in again.',
  },
  LOGIN_FAILED: { status: 401, message: 'Login failed. Please try again.' },
  PASSWORD_CHANGE_REQUIRED: { status: 403, message: 'You must set a new password before continuing.' },
  FORBIDDEN: { status: 403, message: 'You do not have permission to do this.' },
  NOT_FOUND: { status: 404, message: 'Not found.' },
  EMAIL_TAKEN: { status: 409, message: 'This e-mail is already registered.' },
  EMAIL_NOT_VERIFIED: { status: 403, message: 'Verify your e-mail with the code we sent before continuing.' },
  OTP_INVALID: { status: 400, message: 'The code is not valid.' },
  OTP_EXPIRED: { status: 400, message: 'The code has expired. Ask for a new one.' },
  OTP_TOO_SOON: { status: 429, message: 'Wait a moment before asking for a new code.' },
  PASSWORD_INCORRECT: { status: 400, message: 'The current password is not correct.' },
  PASSWORD_SAME: { status: 400, message: 'The new password must be different from the current one.' },
  GOOGLE_NOT_CONFIGURED: { status: 503, message: 'Google sign-in is not configured on this server.' },
  GOOGLE_TOKEN_INVALID: { status: 401, message: 'Login failed. Please try again.' },
  TOO_MANY_ATTEMPTS: { status: 429, message: 'Too many attempts. Please wait a few minutes and try again.' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'The file is too large.' },
  UNSUPPORTED_FILE: { status: 400, message: 'Error during file upload' },
  NO_CHANGES: { status: 400, message: 'No changes were made' },
  COMPANY_REQUIRED: { status: 409, message: 'You must create your company first.' },
  COMPANY_READ_ONLY: { status: 409, message: 'Company information cannot be modified once created.' },
  COMPANY_EXISTS: { status: 409, message: 'Your business already has a company.' },
  COMPANY_INACTIVE: { status: 403, message: 'Your company is inactive. Refresh the page and try again.' },
  RIF_TAKEN: { status: 409, message: 'This RIF is already registered.' },
  SALON_NOT_FOUND: { status: 404, message: 'Salon not found, probably deleted.' },
  NO_SALON_SELECTED: { status: 400, message: 'No salon selected.' },
  PLAN_LIMIT_SALONS: { status: 409, message: 'Your plan does not allow more salons.' },
  PLAN_LIMIT_IMAGES: { status: 409, message: 'Upload limit reached' },
  PLAN_LIMIT_EMPLOYEES: { status: 409, message: 'Your plan does not allow more employees in this salon.' },
  SERVICE_NOT_FOUND: { status: 404, message: 'Service not found.' },
  SERVICE_GROUP_NOT_FOUND: { status: 404, message: 'Service group not found.' },
  SERVICE_GROUP_HAS_ACTIVE_SERVICES: {
    status: 409,
    message: 'This group cannot be deleted while it has active services. Deactivate its services first.',
  },
  SERVICE_GROUP_NAME_TAKEN: { status: 409, message: 'A group with this name already exists.' },
  EMPLOYEE_NOT_FOUND: { status: 404, message: 'Employee not found.' },
  EMPLOYEE_EMAIL_TAKEN: {
    status: 409,
    message: 'An employee with this e-mail already exists in this salon.',
  },
  EMPLOYEE_ACCESS_TAKEN: {
    status: 409,
    message: 'This e-mail already has employee access in another salon.',
  },
  EMPLOYEE_INACTIVE: { status: 409, message: 'Reactivate the employee first.' },
  CLIENT_NOT_FOUND: { status: 404, message: 'Client not found in our system' },
  CLIENT_EXISTS: { status: 409, message: 'This salon already has a client with this e-mail.' },
  /** The answer's message and its `phoneNumber` detail name the client; `existing_client_id` is theirs. */
  CLIENT_PHONE_TAKEN: { status: 409, message: 'Already a client' },
  APPOINTMENT_NOT_FOUND: { status: 404, message: 'Appointment not found.' },
  APPOINTMENT_CONFLICT: { status: 409, message: 'The employee already has an appointment at that time.' },
  APPOINTMENT_OUTSIDE_HOURS: { status: 409, message: 'That time is outside the employee’s working hours.' },
  APPOINTMENT_DAY_OFF: { status: 409, message: 'The employee does not work that day.' },
  SALON_CLOSED_DAY: { status: 409, message: 'The salon is closed that day.' },
  CASH_DAY_CLOSED: {
    status: 409,
    message: 'That day’s cash is closed: an owner or manager can change it, giving a reason.',
  },
  CASH_DAY_OPEN: { status: 409, message: 'That day’s cash is not closed.' },
  CASH_FUTURE_DAY: { status: 400, message: 'A day that has not come yet cannot be closed.' },
  APPOINTMENT_NOT_STARTED: {
    status: 409,
    message: 'An appointment can only be marked done or no-show once it has started.',
  },
  APPOINTMENT_TRANSITION: { status: 409, message: 'This status change is not allowed.' },
  SERIES_CONFLICT: {
    status: 409,
    message: 'Some dates of the series are no longer free: check them again.',
  },
  PAYMENT_OVER_BALANCE: {
    status: 409,
    message: 'This payment is more than the balance due. Confirm it to record the extra as a tip.',
  },
  PAYMENT_NOT_ALLOWED: { status: 409, message: 'A cancelled appointment takes no payments.' },
  EXCHANGE_RATE_PUBLISHED: {
    status: 409,
    message: 'Today’s official rate is already published: the salon’s own rate is not needed.',
  },
  EXCHANGE_RATE_MISSING: {
    status: 409,
    message: 'No official bolívar rate has been published yet: take the payment in dollars for now.',
  },
  EMPLOYEE_NOT_BOOKABLE: {
    status: 409,
    message: 'This employee does not perform this service or is not in the calendar.',
  },
  SERVICE_INACTIVE: { status: 409, message: 'This service is inactive.' },
  CLIENT_INACTIVE: { status: 409, message: 'This client is inactive.' },
  SERVICE_HAS_APPOINTMENTS: {
    status: 409,
    message: 'This service has appointments and cannot be deleted; deactivate it instead.',
  },
  OUTSIDE_SERVICE_AREA: { status: 409, message: 'That address is outside the service area.' },
  PLAN_NO_PROMOTIONS: {
    status: 403,
    message: 'Your plan does not include promotions. Choose the Standard or Advanced plan to create them.',
  },
  PROMOTION_NOT_FOUND: { status: 404, message: 'Promotion not found.' },
  PROMOTION_OVERLAP: {
    status: 409,
    message: 'Another promotion already covers one of these services on some of these days.',
  },
  PLAN_NOT_FOUND: { status: 404, message: 'Plan not found.' },
  SUBSCRIPTION_EXPIRED: {
    status: 402,
    message:
      'Your subscription has expired. Everything can be read and exported; pay to create or book again.',
  },
  PLAN_LIMIT_EXCEEDED: {
    status: 409,
    message: 'Your business is above the limits of this plan. Reduce it first.',
  },
  BILLING_PERIOD_LOCKED: {
    status: 409,
    message: 'An upgrade keeps your billing period; switch between monthly and yearly when you renew.',
  },
  PAYMENT_REQUIRED: { status: 400, message: 'Report the payment of this amount.' },
  PAYMENT_AMOUNT_MISMATCH: { status: 400, message: 'The amount does not match the amount to pay.' },
  PAYMENT_REFERENCE_TAKEN: { status: 409, message: 'This payment reference has already been reported.' },
  PAYMENT_PENDING: {
    status: 409,
    message: 'A payment is already waiting for confirmation (up to 24 hours).',
  },
  PAYMENT_NOT_FOUND: { status: 404, message: 'Payment not found.' },
  PAYMENT_DECIDED: { status: 409, message: 'This payment has already been confirmed or rejected.' },
  SUBSCRIPTION_NOT_ACTIVE: {
    status: 409,
    message: 'Only a paid subscription can be cancelled or reactivated.',
  },
  SUBSCRIPTION_ALREADY_CANCELLED: { status: 409, message: 'The subscription is already cancelled.' },
  SUBSCRIPTION_NOT_CANCELLED: { status: 409, message: 'The subscription is not cancelled.' },
  NOTHING_TO_PAY: { status: 409, message: 'There is nothing to pay for this choice.' },
  PAYPAL_NOT_CONFIGURED: { status: 503, message: 'PayPal payments are not configured on this server.' },
  PAYPAL_FAILED: {
    status: 502,
    message: 'PayPal did not answer as expected. Try again or use another method.',
  },
  INVOICE_NOT_FOUND: { status: 404, message: 'Invoice not found.' },
  PAYPAL_CHANGE_UNSUPPORTED: {
    status: 409,
    message: 'With PayPal you start or renew a period; change plan within a period with another method.',
  },
  PAYPAL_SIGNATURE_INVALID: { status: 400, message: 'The notification is not signed by PayPal.' },
  WHATSAPP_NOT_CONFIGURED: { status: 503, message: 'WhatsApp messages are not set up on this server.' },
  WHATSAPP_SIGNATURE_INVALID: { status: 401, message: 'The notification is not signed by WhatsApp.' },
  PAYPAL_EVENT_INVALID: { status: 400, message: 'The notification is not a PayPal event.' },
  SALON_STATUS_UNCHANGED: { status: 409, message: 'The salon already has this verification status.' },
  REVIEW_NOT_FOUND: { status: 404, message: 'Review not found.' },
  REVIEW_NOT_DONE: { status: 409, message: 'Only a visit that took place can be reviewed.' },
  REVIEW_EXISTS: { status: 409, message: 'This visit has already been reviewed.' },
  REVIEW_CLOSED: { status: 409, message: 'Reviews can be left up to 30 days after the visit.' },
  REVIEW_REPLIED: { status: 409, message: 'This review already has a reply.' },
  VISIT_NOT_FOUND: { status: 404, message: 'This link does not open any appointment.' },
  VISIT_CANCEL_CLOSED: {
    status: 409,
    message: 'This appointment can no longer be cancelled online. Please contact the salon.',
  },
  VISIT_RESCHEDULE_CLOSED: {
    status: 409,
    message: 'This appointment can no longer be moved online. Please contact the salon.',
  },
  BOOKING_SALON_NOT_FOUND: { status: 404, message: 'This booking page does not exist.' },
  BOOKING_CLOSED: { status: 409, message: 'This salon is not taking online bookings right now.' },
  BOOKING_SLOT_TAKEN: { status: 409, message: 'That time was just taken. Choose another one.' },
  BOOKING_TOO_SOON: { status: 400, message: 'That time is too soon to book online.' },
  BOOKING_TOO_FAR: { status: 400, message: 'That time is too far ahead to book online.' },
  BOOKING_NOT_OFFERED: { status: 400, message: 'That choice of services and employee cannot be booked.' },
  BOOKING_CLIENT_BLOCKED: {
    status: 409,
    message: 'We cannot take your booking online. Please contact the salon.',
  },
  WAITLIST_ENTRY_NOT_FOUND: { status: 404, message: 'This waitlist entry does not exist.' },
  WAITLIST_FULL: {
    status: 409,
    message: 'You are already waiting for several times here. Wait for an offer, or contact the salon.',
  },
  WAITLIST_NOT_OFFERED: {
    status: 409,
    message: 'The waitlist is not available for visits at the client’s address.',
  },
  WAITLIST_OFFER_NOT_FOUND: { status: 404, message: 'This link does not open any offer.' },
  WAITLIST_OFFER_GONE: {
    status: 409,
    message: 'Someone else just took this time. You stay on the waitlist for the next one.',
  },
  WAITLIST_OFFER_EXPIRED: {
    status: 409,
    message: 'This offer has expired. You stay on the waitlist for the next time.',
  },
  WAITLIST_OFFER_CLAIMED: {
    status: 409,
    message: 'You already took this time. Your appointment’s page shows what became of it.',
  },
  DEPOSIT_NOT_FOUND: { status: 404, message: 'This appointment has no deposit.' },
  DEPOSIT_NOT_DUE: { status: 409, message: 'This appointment has no deposit to pay now.' },
  DEPOSIT_ALREADY_REPORTED: {
    status: 409,
    message: 'You already reported this deposit; the salon is checking it.',
  },
  DEPOSIT_REFERENCE_USED: { status: 409, message: 'This reference was already reported for a deposit.' },
  DEPOSIT_NOT_REPORTED: { status: 409, message: 'No payment reference has been reported for this deposit.' },
  /** The database could not be reached (a restart, a failover, a lost connection): retry shortly. */
  DATABASE_UNAVAILABLE: {
    status: 503,
    message: 'Connection problem on our side. Try again in a few seconds.',
  },
  INTERNAL: { status: 500, message: 'Something went wrong. Try again later.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERRORS;

export interface FieldError {
  field: string;
  /** A locale key such as `validation.email.invalid`. */
  code: string;
  message: string;
}

export interface ErrorEnvelope {
  statusCode: number;
  code: ErrorCode | string;
  message: string;
  details?: FieldError[];
}
