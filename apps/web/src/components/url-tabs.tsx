import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The selected tab kept in `?tab=` so a tab can be linked to and survives a reload. An unknown or
 * unavailable value falls back to `fallback`; switching replaces the history entry so Back leaves
 * the screen instead of walking through tabs.
 */
export function useUrlTab<T extends string>(tabs: readonly T[], fallback: T): [T, (tab: T) => void] {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab = tabs.find((name) => name === requested) ?? fallback;
  const select = (value: T) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('tab', value);
        return next;
      },
      { replace: true },
    );
  return [tab, select];
}

interface UrlTabsProps<T extends string> {
  tabs: readonly T[];
  /** The selected tab and its setter, from `useUrlTab`. */
  value: T;
  onChange: (tab: T) => void;
  /** Accessible name of the tab list. */
  label: string;
  tabLabel: (tab: T) => string;
  /** The h2 inside the panel. */
  heading: string;
  /** The selected tab's content. */
  children: ReactNode;
}

/** A scrollable tab list and the one panel of the selected tab, linked for assistive technology. */
export function UrlTabs<T extends string>(props: UrlTabsProps<T>) {
  const { tabs, value, onChange, label, tabLabel, heading, children } = props;
  const baseId = useId();
  return (
    <>
      <Tabs
        value={value}
        onChange={(_event, next: T) => onChange(next)}
        aria-label={label}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        {tabs.map((name) => (
          <Tab
            key={name}
            value={name}
            id={`${baseId}-tab-${name}`}
            aria-controls={`${baseId}-panel-${name}`}
            label={tabLabel(name)}
          />
        ))}
      </Tabs>
      <Paper
        variant="outlined"
        role="tabpanel"
        id={`${baseId}-panel-${value}`}
        aria-labelledby={`${baseId}-tab-${value}`}
        sx={{ p: { xs: 2.5, sm: 4 } }}
      >
        <Typography variant="h2" sx={{ mb: 3 }}>
          {heading}
        </Typography>
        {children}
      </Paper>
    </>
  );
}
