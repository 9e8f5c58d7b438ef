import { REPORT_RANGES, type ReportRange } from '@salon/core';
import { useSearchParams } from 'react-router';

export interface ReportRangeState {
  range: ReportRange;
  /** Only meaningful for `custom`. */
  from: string;
  to: string;
}

export const DEFAULT_RANGE: ReportRange = 'last_30_days';

/**
 * The report's range kept in `?range=&from=&to=` so a reload or a shared link shows the same report; an
 * unknown range falls back to the last 30 days. Changing it replaces the history entry.
 */
export function useReportParams(): [ReportRangeState, (next: ReportRangeState) => void] {
  const [params, setParams] = useSearchParams();
  const requested = params.get('range');
  const range = REPORT_RANGES.find((name) => name === requested) ?? DEFAULT_RANGE;
  const state: ReportRangeState = { range, from: params.get('from') ?? '', to: params.get('to') ?? '' };
  const select = (next: ReportRangeState) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('range', next.range);
        if (next.range === 'custom') {
          updated.set('from', next.from);
          updated.set('to', next.to);
        } else {
          updated.delete('from');
          updated.delete('to');
        }
        return updated;
      },
      { replace: true },
    );
  return [state, select];
}
