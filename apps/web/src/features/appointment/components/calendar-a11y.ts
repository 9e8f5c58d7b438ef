import { useEffect, type RefObject } from 'react';

/**
 * react-big-calendar marks up its grid with ARIA roles that do not nest (rows without cells, column headers
 * outside a row), which screen readers announce wrongly and axe reports as critical. Its markup is not
 * configurable, so after each change of the calendar's DOM those broken roles are removed and the scrolling
 * time grid is made reachable by keyboard.
 */
export const useCalendarA11yFixes = (ref: RefObject<HTMLElement | null>, label: string) => {
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const fix = () => {
      // The month view's table, row group and cell roles go too: without the rows and headers above they
      // nest nothing (axe: aria-required-children and -parent, critical).
      for (const node of root.querySelectorAll(
        '.rbc-row-content[role], .rbc-allday-cell[role], [role="columnheader"], .rbc-month-view[role], .rbc-month-header[role], .rbc-month-row[role], .rbc-date-cell[role]',
      )) {
        node.removeAttribute('role');
        node.removeAttribute('aria-sort');
      }
      for (const node of root.querySelectorAll<HTMLElement>('.rbc-time-content')) {
        if (node.tabIndex !== 0) node.tabIndex = 0;
        if (node.getAttribute('aria-label') !== label) node.setAttribute('aria-label', label);
      }
    };
    fix();
    const observer = new MutationObserver(fix);
    observer.observe(root, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['role', 'tabindex'],
    });
    return () => observer.disconnect();
  }, [ref, label]);
};
