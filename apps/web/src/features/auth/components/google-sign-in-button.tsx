import Box from '@mui/material/Box';
import { useEffect, useRef, useState } from 'react';

interface GoogleCredentialResponse {
  credential?: string;
}

interface GoogleIdentity {
  accounts: {
    id: {
      initialize: (options: {
        client_id: string;
        callback: (response: GoogleCredentialResponse) => void;
      }) => void;
      renderButton: (parent: HTMLElement, options: Record<string, string | number>) => void;
    };
  };
}

declare global {
  interface Window {
    google?: GoogleIdentity;
  }
}

const GSI_SRC = 'https://accounts.google.com/gsi/client';
let scriptPromise: Promise<GoogleIdentity> | null = null;

/** Loads Google Identity Services once; rejects when the script cannot be fetched. */
const loadGoogleIdentity = (): Promise<GoogleIdentity> => {
  if (window.google?.accounts?.id) return Promise.resolve(window.google);
  scriptPromise ??= new Promise<GoogleIdentity>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GSI_SRC;
    script.async = true;
    script.defer = true;
    script.onload = () =>
      window.google ? resolve(window.google) : reject(new Error('Google Identity missing'));
    script.onerror = () => {
      scriptPromise = null;
      script.remove();
      reject(new Error('Google Identity script failed to load'));
    };
    document.head.appendChild(script);
  });
  return scriptPromise;
};

interface GoogleSignInButtonProps {
  clientId: string;
  locale: string;
  onCredential: (credential: string) => void;
}

/** Google's own sign-in button; renders nothing when the Google script cannot be loaded. */
export function GoogleSignInButton({ clientId, locale, onCredential }: GoogleSignInButtonProps) {
  const container = useRef<HTMLDivElement>(null);
  const callback = useRef(onCredential);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    callback.current = onCredential;
  }, [onCredential]);

  useEffect(() => {
    let active = true;
    loadGoogleIdentity()
      .then((google) => {
        if (!active || !container.current) return;
        google.accounts.id.initialize({
          client_id: clientId,
          callback: (response) => {
            if (response.credential) callback.current(response.credential);
          },
        });
        google.accounts.id.renderButton(container.current, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          text: 'continue_with',
          shape: 'rectangular',
          locale,
          width: Math.min(container.current.offsetWidth || 320, 400),
        });
      })
      .catch(() => {
        if (active) setFailed(true);
      });
    return () => {
      active = false;
    };
  }, [clientId, locale]);

  if (failed) return null;
  return <Box ref={container} sx={{ display: 'flex', justifyContent: 'center', minHeight: 44 }} />;
}
