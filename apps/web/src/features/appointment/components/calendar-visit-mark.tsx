import LinkIcon from '@mui/icons-material/Link';
import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import { visuallyHidden } from '@mui/utils';
import type { AppointmentWire } from '@salon/core';
import type { TFunction } from 'i18next';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The parts of a visit of several services on the staff calendar: every part of one visit carries
 * the same mark (a link icon and a coloured edge whose colour follows the visit id) and says which part it is
 * ("Part 2 of 3 of a visit") in its title and accessible name. Appointments without a visit are left alone.
 */

/** Where an appointment stands in its visit, among the appointments the calendar has loaded. */
export interface VisitPart {
  visitId: string;
  /** 1 for the first part, by start. */
  index: number;
  /** How many parts of the visit are loaded (another employee's part may be filtered out). */
  count: number;
}

/**
 * Each appointment with a `visit_id`, numbered among the loaded appointments of the same visit by start (the
 * id breaks a tie, so the numbers never swap between renders).
 */
export function visitPartsOf(appointments: readonly AppointmentWire[]): Map<string, VisitPart> {
  const visits = new Map<string, AppointmentWire[]>();
  for (const appointment of appointments) {
    if (!appointment.visit_id) continue;
    const parts = visits.get(appointment.visit_id) ?? [];
    parts.push(appointment);
    visits.set(appointment.visit_id, parts);
  }
  const found = new Map<string, VisitPart>();
  for (const [visitId, parts] of visits) {
    parts.sort(
      (a, b) => Date.parse(a.start) - Date.parse(b.start) || (a._id < b._id ? -1 : a._id > b._id ? 1 : 0),
    );
    parts.forEach((part, index) => found.set(part._id, { visitId, index: index + 1, count: parts.length }));
  }
  return found;
}

/** "Part 2 of 3 of a visit"; "Part of a visit" when the other parts are not on the calendar shown. */
export const visitPartText = (t: TFunction, part: VisitPart): string =>
  part.count > 1
    ? t('appointment.calendar.visitPart', { index: part.index, count: part.count })
    : t('appointment.calendar.visitPartAlone');

/**
 * The visit edges' colours, none of them a status colour: a dark shade on the light page and a light one on
 * the dark page, each at 4:1 or more against the page; a strip of the page's colour separates the edge from the
 * block's status colour, so it reads against both.
 */
const VISIT_EDGES: readonly { light: string; dark: string }[] = [
  { light: '#00796b', dark: '#80cbc4' },
  { light: '#c2185b', dark: '#f48fb1' },
  { light: '#a15c00', dark: '#ffd54f' },
  { light: '#5f6b00', dark: '#dce775' },
  { light: '#c43c00', dark: '#ffab91' },
  { light: '#3f51b5', dark: '#9fa8da' },
];

/** A stable hash of the visit id (FNV-1a): the same visit has the same colour on every screen and day. */
const hashOf = (text: string) => {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
};

export const visitEdgeColour = (visitId: string, mode: 'light' | 'dark'): string =>
  VISIT_EDGES[hashOf(visitId) % VISIT_EDGES.length]![mode];

/** The block's style for a visit part: the edge on its inner start side, and room for it before the text. */
export const visitEdgeStyle = (visitId: string, theme: Theme): CSSProperties => {
  const rtl = theme.direction === 'rtl';
  const inset = (px: number, colour: string) => `inset ${rtl ? -px : px}px 0 0 ${colour}`;
  return {
    // The edge over a slightly wider strip of the page's colour, on the block's inner side.
    boxShadow: `${inset(4, visitEdgeColour(visitId, theme.palette.mode))}, ${inset(6, theme.palette.background.default)}`,
    [rtl ? 'paddingRight' : 'paddingLeft']: 10,
  };
};

/** The link icon before a part's time (decoration: the hidden text says it in words). */
export function VisitIcon({ part }: { part: VisitPart | null | undefined }) {
  if (!part) return null;
  return (
    <LinkIcon
      aria-hidden="true"
      data-visit-mark=""
      sx={{ fontSize: 14, verticalAlign: '-3px', mr: 0.25, transform: 'rotate(-45deg)' }}
    />
  );
}

/** "Part 2 of 3 of a visit" for screen readers, inside the block's accessible name. */
export function VisitPartHidden({ part }: { part: VisitPart | null | undefined }) {
  const { t } = useTranslation();
  if (!part) return null;
  return (
    <Box component="span" sx={visuallyHidden}>
      {` ${visitPartText(t, part)}`}
    </Box>
  );
}
