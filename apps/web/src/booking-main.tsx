import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router';
import { AppProviders } from './app/app-providers';
import { LanguageLayout } from './app/layouts/language-layout';
import { BookingPage } from './app/pages/booking-page';
import { AppErrorBoundary } from './components/error-fallback';
import { i18nReady, loadBookingTexts } from './lib/i18n';

/**
 * The public booking page's own start (book.html, built by vite.booking.config.ts with Preact standing in for
 * React): a client opening a salon's link on slow mobile data downloads this page's code and nothing of the
 * business app or its router's data API. The components are the app's own; any other path the client opens
 * from here (a visit page, the sign-in) is a full load of the app (`LeaveForApp`).
 */
function LeaveForApp() {
  useEffect(() => window.location.reload(), []);
  return null;
}

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

void Promise.all([i18nReady, loadBookingTexts()]).then(() => {
  // The server painted the salon into #root for the first paint; the page takes its place in one step.
  container.replaceChildren();
  createRoot(container).render(
    <StrictMode>
      <AppErrorBoundary>
        <AppProviders>
          <BrowserRouter>
            <Routes>
              <Route path=":langCode" element={<LanguageLayout />}>
                <Route path="book/:slug" element={<BookingPage />} />
              </Route>
              <Route path="*" element={<LeaveForApp />} />
            </Routes>
            {/* No floating settings button here: it covered a time slot on phones; the header switches language. */}
          </BrowserRouter>
        </AppProviders>
      </AppErrorBoundary>
    </StrictMode>,
  );
});
