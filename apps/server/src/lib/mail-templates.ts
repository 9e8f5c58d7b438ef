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
