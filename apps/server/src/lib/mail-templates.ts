import type { Language } from '@salon/core';
import { AUTH_LIMITS, formatCents, formatDate, VENEZUELA_TIME_ZONE } from '@salon/core';
import { mailMoment } from './mail-format.js';

export interface MailContent {
  subject: string;
  text: string;
}

const minutes = AUTH_LIMITS.otpValidMinutes;

interface EmployeeAccessMail {
  name: string;
  salon: string;
  email: string;
  password: string;
  /** Where to sign in (the login screen in the recipient's language). */
  url: string;
}

interface PaymentMail {
  name: string;
  plan: string;
  /** In dollars' cents; the template writes it in the recipient's language. */
  amountCents: number;
  method: string;
  /** The Billing tab in the recipient's language. */
  url: string;
}

interface SignInFailuresMail {
  name: string;
  failures: number;
  /** The address of the failure that reached the count. */
  ip: string;
  at: Date;
}

/**
 * A moment of an account's life (a user has no zone of their own): on Venezuela's clock, the product's
 * home, with the zone named.
 */
const momentText = (at: Date, language: Language) => mailMoment(at, language, VENEZUELA_TIME_ZONE);
const dollars = (p: PaymentMail, language: Language) => formatCents(p.amountCents, language);
/** The last day a subscription covers, on Venezuela's calendar where the platform bills. */
const untilText = (until: Date, language: Language) => formatDate(until, language, VENEZUELA_TIME_ZONE);

/** Every mail exists in both languages; the recipient's language picks one. */
const templates = {
  signupCode: {
    'es-ve': (p: { code: string }) => ({
      subject: `Tu código de verificación: ${p.code}`,
      text: `Hola,\n\nTu código para verificar tu correo es: ${p.code}\n\nVence en ${minutes} minutos. Si no creaste una cuenta, ignora este mensaje.`,
    }),
    'en-ve': (p: { code: string }) => ({
      subject: `Your verification code: ${p.code}`,
      text: `Hello,\n\nYour code to verify your e-mail is: ${p.code}\n\nIt expires in ${minutes} minutes. If you did not create an account, ignore this message.`,
    }),
  },
  bookingCode: {
    'es-ve': (p: { code: string; salon: string }) => ({
      subject: `Tu código para reservar en ${p.salon}: ${p.code}`,
      text: `Hola,\n\nTu código para confirmar tu reserva en ${p.salon} es: ${p.code}\n\nVence en ${minutes} minutos. Si no estás reservando, ignora este mensaje: nadie puede reservar con tu correo sin este código.`,
    }),
    'en-ve': (p: { code: string; salon: string }) => ({
      subject: `Your code to book at ${p.salon}: ${p.code}`,
      text: `Hello,\n\nYour code to confirm your booking at ${p.salon} is: ${p.code}\n\nIt expires in ${minutes} minutes. If you are not booking, ignore this message: no one can book with your e-mail without this code.`,
    }),
  },
  resetCode: {
    'es-ve': (p: { code: string }) => ({
      subject: `Restablece tu contraseña: ${p.code}`,
      text: `Hola,\n\nTu código para restablecer la contraseña es: ${p.code}\n\nVence en ${minutes} minutos. Si no lo pediste, ignora este mensaje: tu contraseña no cambia.`,
    }),
    'en-ve': (p: { code: string }) => ({
      subject: `Reset your password: ${p.code}`,
      text: `Hello,\n\nYour code to reset your password is: ${p.code}\n\nIt expires in ${minutes} minutes. If you did not ask for it, ignore this message: your password does not change.`,
    }),
  },
  signInFailures: {
    'es-ve': (p: SignInFailuresMail) => ({
      subject: 'Intentos de inicio de sesión fallidos en tu cuenta',
      text: `Hola ${p.name},\n\nAlguien intentó iniciar sesión en tu cuenta con una contraseña incorrecta ${p.failures} veces en menos de ${AUTH_LIMITS.attemptWindowMinutes} minutos. El último de esos intentos llegó desde la dirección ${p.ip} el ${momentText(p.at, 'es-ve')}.\n\nSi fuiste tú, puedes ignorar este mensaje. Si no, cambia tu contraseña desde tu cuenta, o con "¿Olvidaste tu contraseña?" en la pantalla de inicio de sesión.`,
    }),
    'en-ve': (p: SignInFailuresMail) => ({
      subject: 'Failed sign-in attempts on your account',
      text: `Hello ${p.name},\n\nSomeone tried to sign in to your account with a wrong password ${p.failures} times within ${AUTH_LIMITS.attemptWindowMinutes} minutes. The last of those attempts came from the address ${p.ip} on ${momentText(p.at, 'en-ve')}.\n\nIf it was you, you can ignore this message. If not, change your password from your account, or with "Forgot your password?" on the sign-in screen.`,
    }),
  },
  salonVerificationRequested: {
    'es-ve': (p: { name: string; salon: string }) => ({
      subject: `Verificación solicitada: ${p.salon}`,
      text: `Hola ${p.name},\n\nRecibimos tu solicitud de verificación para "${p.salon}". Nuestro equipo la revisará y te enviaremos un correo de confirmación cuando esté aprobada.`,
    }),
    'en-ve': (p: { name: string; salon: string }) => ({
      subject: `Verification requested: ${p.salon}`,
      text: `Hello ${p.name},\n\nWe received the verification request for "${p.salon}". Our team will review it and send you a confirmation e-mail once it is approved.`,
    }),
  },
  salonVerificationApproved: {
    'es-ve': (p: { name: string; salon: string }) => ({
      subject: `Verificación aprobada: ${p.salon}`,
      text: `Hola ${p.name},\n\n"${p.salon}" fue verificado. Ya puedes recibir reservas.`,
    }),
    'en-ve': (p: { name: string; salon: string }) => ({
      subject: `Verification approved: ${p.salon}`,
      text: `Hello ${p.name},\n\n"${p.salon}" has been verified. It can now take bookings.`,
    }),
  },
  salonVerificationRejected: {
    'es-ve': (p: { name: string; salon: string }) => ({
      subject: `Verificación no aprobada: ${p.salon}`,
      text: `Hola ${p.name},\n\nNo pudimos verificar "${p.salon}". Revisa sus datos (dirección, imágenes, contacto) y escríbenos para intentarlo de nuevo.`,
    }),
    'en-ve': (p: { name: string; salon: string }) => ({
      subject: `Verification not approved: ${p.salon}`,
      text: `Hello ${p.name},\n\nWe could not verify "${p.salon}". Check its details (address, images, contact) and write to us to try again.`,
    }),
  },
  employeeAccessGranted: {
    'es-ve': (p: EmployeeAccessMail) => ({
      subject: `Tu acceso a ${p.salon}`,
      text: `Hola ${p.name},\n\n${p.salon} te dio acceso a la aplicación. Inicia sesión en la pestaña Empleado con:\n\nCorreo: ${p.email}\nContraseña temporal: ${p.password}\n\nAl iniciar sesión por primera vez deberás cambiar esta contraseña por una tuya.\n\n${p.url}`,
    }),
    'en-ve': (p: EmployeeAccessMail) => ({
      subject: `Your access to ${p.salon}`,
      text: `Hello ${p.name},\n\n${p.salon} has given you access to the app. Sign in on the Employee tab with:\n\nE-mail: ${p.email}\nTemporary password: ${p.password}\n\nYou must change this password for one of your own the first time you sign in.\n\n${p.url}`,
    }),
  },
  /** The person already had a login (e.g. the owner's own e-mail): their password stays as it is. */
  employeeAccessExisting: {
    'es-ve': (p: Omit<EmployeeAccessMail, 'password'>) => ({
      subject: `Tu acceso a ${p.salon}`,
      text: `Hola ${p.name},\n\n${p.salon} te dio acceso a la aplicación. Inicia sesión en la pestaña Empleado con tu correo ${p.email} y la contraseña que ya usas.\n\n${p.url}`,
    }),
    'en-ve': (p: Omit<EmployeeAccessMail, 'password'>) => ({
      subject: `Your access to ${p.salon}`,
      text: `Hello ${p.name},\n\n${p.salon} has given you access to the app. Sign in on the Employee tab with your e-mail ${p.email} and the password you already use.\n\n${p.url}`,
    }),
  },
  paymentConfirmed: {
    'es-ve': (p: PaymentMail & { until: Date; invoice: string }) => ({
      subject: `Pago confirmado: plan ${p.plan}`,
      text: `Hola ${p.name},\n\nConfirmamos tu pago de ${dollars(p, 'es-ve')} (${p.method}). Tu plan ${p.plan} está activo hasta el ${untilText(p.until, 'es-ve')}.\n\nTu factura N.º ${p.invoice} está en Cuenta › Facturación:\n${p.url}`,
    }),
    'en-ve': (p: PaymentMail & { until: Date; invoice: string }) => ({
      subject: `Payment confirmed: ${p.plan} plan`,
      text: `Hello ${p.name},\n\nWe confirmed your payment of ${dollars(p, 'en-ve')} (${p.method}). Your ${p.plan} plan is active until ${untilText(p.until, 'en-ve')}.\n\nYour invoice No. ${p.invoice} is under Account › Billing:\n${p.url}`,
    }),
  },
  paymentRejected: {
    'es-ve': (p: PaymentMail & { reason: string }) => ({
      subject: 'No pudimos confirmar tu pago',
      text: `Hola ${p.name},\n\nNo pudimos confirmar el pago de ${dollars(p, 'es-ve')} (${p.method}) que reportaste.\n\nMotivo: ${p.reason}\n\nRevisa los datos y repórtalo de nuevo desde Cuenta › Facturación:\n${p.url}`,
    }),
    'en-ve': (p: PaymentMail & { reason: string }) => ({
      subject: 'We could not confirm your payment',
      text: `Hello ${p.name},\n\nWe could not confirm the payment of ${dollars(p, 'en-ve')} (${p.method}) you reported.\n\nReason: ${p.reason}\n\nCheck its details and report it again from Account › Billing:\n${p.url}`,
    }),
  },
} satisfies Record<string, Record<Language, (params: never) => MailContent>>;

export type MailTemplate = keyof typeof templates;

export function renderMail<T extends MailTemplate>(
  template: T,
  language: Language,
  params: Parameters<(typeof templates)[T][Language]>[0],
): MailContent {
  const render = templates[template][language] as (p: typeof params) => MailContent;
  return render(params);
}
