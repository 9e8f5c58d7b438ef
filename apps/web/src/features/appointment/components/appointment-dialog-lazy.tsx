import LinearProgress from '@mui/material/LinearProgress';
import { lazy, Suspense, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import type * as DialogModule from './appointment-dialog';

export type { DialogTarget } from './appointment-dialog';

/**
 * The booking dialog's code (react-hook-form, the client search, free times, the visit address) comes with
 * the first touch, click, key or focus inside the screen that opens it, not with the screen: the calendar,
 * the list and the welcome dashboard show sooner on a slow phone, and the code is usually in before the tap
 * that opens the dialog has ended. A failed download reaches the screen's error page (with its
 * reload), as a screen's own code does.
 */
let dialogLoad: Promise<typeof DialogModule> | undefined;
export const preloadAppointmentDialog = (): Promise<typeof DialogModule> => {
  dialogLoad ??= import('./appointment-dialog').catch((error: unknown) => {
    dialogLoad = undefined; // tried again on the next intent or opening
    throw error;
  });
  return dialogLoad;
};

/** Capture-phase handlers for the screen's root: any first interaction starts the download. */
const preload = () => void preloadAppointmentDialog().catch(() => undefined);
export const preloadDialogOnIntent = {
  onPointerDownCapture: preload,
  onKeyDownCapture: preload,
  onFocusCapture: preload,
};

const DialogWhenLoaded = lazy(async () => ({
  default: (await preloadAppointmentDialog()).AppointmentDialog,
}));

/** The booking dialog, loaded on demand; a thin bar at the top of the screen while its code arrives. */
export function AppointmentDialog(props: ComponentProps<typeof DialogModule.AppointmentDialog>) {
  const { t } = useTranslation();
  return (
    <Suspense
      fallback={
        <LinearProgress
          aria-label={t('common.loading')}
          sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 'modal' }}
        />
      }
    >
      <DialogWhenLoaded {...props} />
    </Suspense>
  );
}
