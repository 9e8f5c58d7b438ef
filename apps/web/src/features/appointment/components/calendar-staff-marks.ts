/**
 * Who the desktop week shows: the whole team, each appointment marked with its employee's colour and initials,
 * or one employee's week (docs/decisions.md "Calendar week: seven days on the screen"). Pure, so the rules are
 * tested apart from the calendar.
 */

/** The week's choice that shows every employee's appointments in each day. */
export const WHOLE_TEAM = 'all';

/**
 * Up to this many employees the week opens on the whole team; beyond, on one employee's week (the whole team
 * is still a click away). At 1440 px a day is about 140 px wide: four employees busy at once split it into
 * blocks that still carry their employee's initials, more leave slivers.
 */
export const TEAM_WEEK_MAX = 4;

/**
 * The employees' colours, given in the order the employees were added (their ids are UUIDv7, ordered by
 * time): four employees get four different ones, and a new employee takes the next without changing anyone
 * else's. White initials read on each at 4.5:1 or more; none is a status colour (wall-clock.ts STATUS_COLORS).
 */
export const STAFF_COLOURS: readonly string[] = [
  '#00695c',
  '#ad1457',
  '#bf360c',
  '#283593',
  '#33691e',
  '#6d4c41',
  '#00838f',
  '#4527a0',
];

export interface StaffMark {
  /** Two letters (three when two employees would share them). */
  initials: string;
  colour: string;
  name: string;
}

interface StaffName {
  _id: string;
  firstName: string;
  lastName: string;
}

const letters = (text: string) => Array.from(text.trim());
const upper = (text: string) => text.toLocaleUpperCase('es');

/** The ways to write an employee's initials, shortest first: "LM", then "LMo", then "LuM". */
const initialsCandidates = ({ firstName, lastName }: StaffName): string[] => {
  const first = letters(firstName);
  const last = letters(lastName);
  const one = upper(first[0] ?? '') + upper(last[0] ?? '');
  return [one, `${one}${last[1] ?? ''}`, `${upper(first[0] ?? '')}${first[1] ?? ''}${upper(last[0] ?? '')}`];
};

/**
 * Each employee's mark: initials (unique among them where the longer forms allow it: "Ana Briceño" and
 * "Alberto Blanco" read "ABr" and "ABl") and a colour by when they were added.
 */
export function staffMarks(employees: readonly StaffName[]): Map<string, StaffMark> {
  const candidates = employees.map(initialsCandidates);
  const firsts = candidates.map((one) => one[0]!);
  const added = employees.map((employee) => employee._id).sort();
  const marks = new Map<string, StaffMark>();
  employees.forEach((employee, index) => {
    const own = candidates[index]!;
    const shared = firsts.filter((initials) => initials === own[0]).length > 1;
    // Among those sharing two letters, the first longer form no one else of them has.
    const initials = shared
      ? (own
          .slice(1)
          .find((form) => candidates.every((other, at) => at === index || !other.includes(form))) ?? own[0]!)
      : own[0]!;
    marks.set(employee._id, {
      initials,
      colour: STAFF_COLOURS[added.indexOf(employee._id) % STAFF_COLOURS.length]!,
      name: `${employee.firstName} ${employee.lastName}`,
    });
  });
  return marks;
}

/**
 * What the week shows: the choice asked for (`?staff=`) when it is the whole team or one of the employees
 * shown; otherwise the whole team up to TEAM_WEEK_MAX employees, beyond that the first employee with
 * appointments in the week (an empty week tells a busy owner nothing), else the first.
 */
export function weekStaffShown(
  requested: string | null,
  staff: readonly { id: string; count: number }[],
): string {
  if (requested === WHOLE_TEAM || staff.some((one) => one.id === requested)) return requested!;
  if (staff.length <= TEAM_WEEK_MAX) return WHOLE_TEAM;
  return (staff.find((one) => one.count > 0) ?? staff[0])?.id ?? WHOLE_TEAM;
}
