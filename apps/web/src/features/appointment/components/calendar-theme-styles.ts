import { alpha, type Theme } from '@mui/material/styles';

/**
 * react-big-calendar's stylesheet paints in fixed light colours (#ddd lines, a #eaf6ff today column, #e6e6e6 days
 * outside the month, #373a3c toolbar text, a white time column and "+N more" popup): in dark mode the week showed
 * a bright today column under white text, bright grid lines and unreadable toolbar buttons, and the phone agenda
 * a white time column with white labels. These rules repaint those parts in the theme's colours, in both modes.
 * The class is repeated (`&&&`) to outrank the library's own selectors, the most specific of which
 * (`.rbc-toolbar button.rbc-active:hover`) weighs three classes; today's tint keeps the plain weight so the phone
 * agenda's own rule (a transparent lane) still replaces it.
 */
export const calendarThemeStyles = (theme: Theme) => {
  const { palette } = theme;
  const line = palette.divider;
  return {
    color: palette.text.primary,
    '&&& *': { borderColor: line },
    // The quarter-hour lines inside each hour: fainter than the hour's (the library's #f7f7f7 on white).
    '&&& .rbc-day-slot .rbc-time-slot': { borderTopColor: palette.action.hover },
    '&&& .rbc-off-range': { color: palette.text.secondary },
    '&&& .rbc-off-range-bg': { background: palette.action.hover },
    '& .rbc-today': { backgroundColor: alpha(palette.primary.main, palette.mode === 'dark' ? 0.12 : 0.06) },
    '&&& .rbc-time-gutter, &&& .rbc-label': { color: palette.text.secondary },
    // The time labels' column stays in place while a day with employee lanes scrolls sideways: it needs the
    // page's own background, not the library's white.
    '&&& .rbc-time-view-resources .rbc-time-gutter, &&& .rbc-time-view-resources .rbc-time-header-gutter': {
      backgroundColor: palette.background.default,
    },
    '&&& .rbc-current-time-indicator': { backgroundColor: palette.primary.main },
    '&&& .rbc-selected-cell, &&& .rbc-addons-dnd-over': { backgroundColor: palette.action.selected },
    '&&& .rbc-show-more': { color: palette.primary.main, backgroundColor: 'transparent' },
    '&&& .rbc-overlay': {
      backgroundColor: palette.background.paper,
      color: palette.text.primary,
      boxShadow: theme.shadows[8],
    },
    '&&& .rbc-toolbar button': {
      color: palette.text.primary,
      backgroundColor: 'transparent',
      borderColor: line,
      boxShadow: 'none',
      '&:hover, &:focus-visible': { backgroundColor: palette.action.hover },
      '&.rbc-active, &:active': { backgroundColor: palette.action.selected, color: palette.text.primary },
      '&:disabled': { color: palette.text.disabled },
    },
  };
};
