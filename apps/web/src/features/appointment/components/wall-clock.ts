import { formatWallTime, instantOf, wallClockOf, type AppointmentStatus } from '@salon/core';

/**
 * The calendar lays out browser-local Dates; to show the salon's clock whatever the browser's zone, each
 * instant becomes a "wall-clock Date" whose local fields read like the salon's clock, and back.
 */
export const toWallDate = (iso: string | Date, timeZone: string): Date => {
  const wall = wallClockOf(new Date(iso), timeZone);
  return new Date(wall.year, wall.month - 1, wall.day, 0, wall.minutes);
};

/** The instant a wall-clock Date names in the salon's zone (a skipped daylight-saving time moves on an hour). */
export const fromWallDate = (wall: Date, timeZone: string): Date => {
  const date = { year: wall.getFullYear(), month: wall.getMonth() + 1, day: wall.getDate() };
  const minutes = wall.getHours() * 60 + wall.getMinutes();
  return instantOf(date, minutes, timeZone) ?? instantOf(date, minutes + 60, timeZone) ?? wall;
};

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A wall-clock Date's time on the 12-hour clock ("9:00 a. m." / "9:00 AM"): its fields already read like the
 * salon's clock, so no zone applies.
 */
export const wallTimeText = (wall: Date, language: string): string =>
  formatWallTime(`${pad(wall.getHours())}:${pad(wall.getMinutes())}`, language);

/** YYYY-MM-DD and HH:mm of an instant on the salon's clock, for the dialog's date and time fields. */
export const localParts = (iso: string | Date, timeZone: string): { date: string; time: string } => {
  const wall = wallClockOf(new Date(iso), timeZone);
  return {
    date: `${wall.year}-${pad(wall.month)}-${pad(wall.day)}`,
    time: `${pad(Math.floor(wall.minutes / 60))}:${pad(wall.minutes % 60)}`,
  };
};

/** The instant of a local date and HH:mm on the salon's clock, or null when either is missing or invalid. */
export const instantFromParts = (date: string, time: string, timeZone: string): Date | null => {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const clock = /^(\d{2}):(\d{2})$/.exec(time);
  if (!day || !clock) return null;
  return instantOf(
    { year: Number(day[1]), month: Number(day[2]), day: Number(day[3]) },
    Number(clock[1]) * 60 + Number(clock[2]),
    timeZone,
  );
};

/** Status colours: white text on each passes WCAG AA (4.5:1); the status text is always shown too. */
export const STATUS_COLORS: Record<AppointmentStatus, string> = {
  pending: '#8a4b00',
  reserved: '#1565c0',
  done: '#2e7d32',
  no_show: '#6a1b9a',
  cancelled: '#616161',
};
