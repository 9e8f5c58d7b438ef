import GlobalStyles from '@mui/material/GlobalStyles';

/** The two printed forms of a close: an A4 sheet for the office, an 80 mm slip for the till's receipt printer. */
export type CashPrintLayout = 'a4' | 'receipt';

/** The printed part of the screen; everything else on the page is left off paper. */
export const CASH_SHEET_ID = 'cash-close-sheet';

// `@page` cannot sit under a selector, so the page size of the chosen layout is a style added for one print.
const PAGE_STYLE_ID = 'cash-print-page';
const PAGE: Record<CashPrintLayout, string> = {
  a4: '@page { size: A4 portrait; margin: 12mm; }',
  receipt: '@page { size: 80mm auto; margin: 3mm; }',
};

/** Prints the close in a layout: marks the page with it, then takes the marks away once the dialog closes. */
export function printCashClose(layout: CashPrintLayout) {
  const root = document.documentElement;
  // A browser that never said `afterprint` left the last one's page size: one at a time.
  document.getElementById(PAGE_STYLE_ID)?.remove();
  const page = document.createElement('style');
  page.id = PAGE_STYLE_ID;
  page.textContent = PAGE[layout];
  document.head.appendChild(page);
  root.dataset.cashPrint = layout;
  const done = () => {
    page.remove();
    delete root.dataset.cashPrint;
    window.removeEventListener('afterprint', done);
  };
  window.addEventListener('afterprint', done);
  window.print();
}

const sheet = `#${CASH_SHEET_ID}`;

/**
 * On paper only the sheet shows (the app's header, navigation and buttons are hidden), on A4 as on screen
 * but without the fields' frames; on the 80 mm slip every line of the table is a block of label and value,
 * in a small type, as a till receipt reads.
 */
export function CashPrintStyles() {
  return (
    <GlobalStyles
      styles={{
        '@media print': {
          'body *': { visibility: 'hidden' },
          [`${sheet}, ${sheet} *`]: { visibility: 'visible' },
          [sheet]: { position: 'absolute', left: 0, top: 0, width: '100%', color: '#000' },
          [`${sheet} [data-print="hide"]`]: { display: 'none !important' },
          [`${sheet} .MuiOutlinedInput-notchedOutline`]: { border: 'none' },
          [`${sheet} tr`]: { breakInside: 'avoid' },
          [`html[data-cash-print="receipt"] ${sheet}`]: { fontSize: '8pt', width: '74mm' },
          [`html[data-cash-print="receipt"] ${sheet} [data-print="a4"]`]: { display: 'none !important' },
          [`html[data-cash-print="receipt"] ${sheet} h1`]: { fontSize: '11pt' },
          [`html[data-cash-print="receipt"] ${sheet} h2`]: { fontSize: '9pt' },
          [`html[data-cash-print="receipt"] ${sheet} :is(table, tbody, tfoot, tr)`]: { display: 'block' },
          [`html[data-cash-print="receipt"] ${sheet} thead`]: { display: 'none' },
          [`html[data-cash-print="receipt"] ${sheet} tr`]: {
            borderBottom: '1px dashed #000',
            padding: '1mm 0',
          },
          [`html[data-cash-print="receipt"] ${sheet} :is(td, th)`]: {
            display: 'flex',
            justifyContent: 'space-between',
            gap: '2mm',
            padding: 0,
            border: 'none',
            fontSize: '8pt',
          },
          [`html[data-cash-print="receipt"] ${sheet} td[data-label]::before`]: {
            content: 'attr(data-label)',
            fontWeight: 600,
          },
        },
      }}
    />
  );
}
