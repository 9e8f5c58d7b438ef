import type { Language } from '@salon/core';
import { AUTH_LIMITS } from '@salon/core';

export interface MailContent {
  subject: string;
  text: string;
}

const minutes = AUTH_LIMITS.otpValidMinutes;

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
