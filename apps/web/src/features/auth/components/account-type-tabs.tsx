import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import type { AccountType } from '@salon/core';
import { useRef, type KeyboardEvent } from 'react';

interface AccountTypeTabsProps {
  types: readonly AccountType[];
  value: AccountType;
  onChange: (type: AccountType) => void;
  /** The tab list's accessible name. */
  label: string;
  labelOf: (type: AccountType) => string;
  tabId: (type: AccountType) => string;
  panelId: string;
}

/**
 * The sign-in screen's account-type tabs, drawn like MUI's full-width Tabs. MUI's Tabs measure the page to place
 * their sliding indicator and scroll buttons: more code and a forced layout on the first screen most visitors
 * see. The keyboard follows the ARIA tabs pattern: arrows, Home and End move between the tabs, Enter or Space
 * chooses one.
 */
export function AccountTypeTabs({
  types,
  value,
  onChange,
  label,
  labelOf,
  tabId,
  panelId,
}: AccountTypeTabsProps) {
  const tabs = useRef(new Map<AccountType, HTMLButtonElement>());
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = types.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? (index + 1) % types.length
        : event.key === 'ArrowLeft'
          ? (index + last) % types.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (target === null) return;
    event.preventDefault();
    tabs.current.get(types[target]!)?.focus();
  };
  return (
    <Box
      role="tablist"
      aria-label={label}
      sx={{ display: 'flex', mb: 3, borderBottom: 1, borderColor: 'divider' }}
    >
      {types.map((type, index) => {
        const selected = type === value;
        return (
          <ButtonBase
            key={type}
            ref={(element: HTMLButtonElement | null) => {
              if (element) tabs.current.set(type, element);
              else tabs.current.delete(type);
            }}
            role="tab"
            id={tabId(type)}
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(type)}
            onKeyDown={(event) => onKeyDown(event, index)}
            sx={{
              flex: 1,
              minHeight: 48,
              px: 2,
              py: 1.5,
              mb: '-1px',
              typography: 'button',
              color: selected ? 'primary.main' : 'text.secondary',
              borderBottom: 2,
              borderColor: selected ? 'primary.main' : 'transparent',
              transition: (theme) => theme.transitions.create(['color', 'border-color']),
            }}
          >
            {labelOf(type)}
          </ButtonBase>
        );
      })}
    </Box>
  );
}
