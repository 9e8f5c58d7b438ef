import { createRemoteJWKSet, jwtVerify } from 'jose';
import { AppError } from './errors.js';

export interface GoogleIdentity {
  subject: string;
  email: string;
  givenName: string;
  familyName: string;
}

export interface GoogleVerifier {
  clientId: string;
  verify(idToken: string): Promise<GoogleIdentity>;
}

/**
 * Verifies a Google ID token's signature against Google's published keys (cached by jose), its issuer,
 * audience (our client id) and expiry, and that Google verified the e-mail.
 */
export function createGoogleVerifier(clientId: string, jwksUrl: string): GoogleVerifier {
  const keys = createRemoteJWKSet(new URL(jwksUrl));
  return {
    clientId,
    async verify(idToken) {
      try {
        const { payload } = await jwtVerify(idToken, keys, {
          issuer: ['https://accounts.google.com', 'accounts.google.com'],
          audience: clientId,
        });
        if (typeof payload.email !== 'string' || payload.email_verified !== true || !payload.sub) {
          throw new Error('token without a verified e-mail');
        }
        const givenName = typeof payload.given_name === 'string' ? payload.given_name : '';
        const familyName = typeof payload.family_name === 'string' ? payload.family_name : '';
        return { subject: payload.sub, email: payload.email.toLowerCase(), givenName, familyName };
      } catch {
        throw new AppError('GOOGLE_TOKEN_INVALID');
      }
    },
  };
}
