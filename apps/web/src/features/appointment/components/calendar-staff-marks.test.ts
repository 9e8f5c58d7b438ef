import { describe, expect, it } from 'vitest';
import { STAFF_COLOURS, staffMarks, TEAM_WEEK_MAX, weekStaffShown, WHOLE_TEAM } from './calendar-staff-marks';

// UUIDv7 ids sort by when the employee was added.
const id = (n: number) => `0190a000-0000-7000-8000-0000000000${String(n).padStart(2, '0')}`;

describe('staffMarks', () => {
  it('writes two initials, and a third letter where two employees would share them', () => {
    const marks = staffMarks([
      { _id: id(1), firstName: 'José Gregorio', lastName: 'Hernández' },
      { _id: id(2), firstName: 'Ana', lastName: 'Briceño' },
      { _id: id(3), firstName: 'Alberto', lastName: 'Blanco' },
      { _id: id(4), firstName: 'ángel', lastName: 'ñúñez' },
    ]);
    expect(marks.get(id(1))).toMatchObject({ initials: 'JH', name: 'José Gregorio Hernández' });
    expect(marks.get(id(2))!.initials).toBe('ABr');
    expect(marks.get(id(3))!.initials).toBe('ABl');
    expect(marks.get(id(4))!.initials).toBe('ÁÑ');
    // Ana Briceño and Andrea Brito share every form ("ABr", "AnB"): two letters stay, their colours differ.
    const alike = staffMarks([
      { _id: id(2), firstName: 'Ana', lastName: 'Briceño' },
      { _id: id(5), firstName: 'Andrea', lastName: 'Brito' },
    ]);
    expect([...alike.values()].map((mark) => mark.initials)).toEqual(['AB', 'AB']);
    expect(alike.get(id(5))!.colour).not.toBe(alike.get(id(2))!.colour);
  });

  it('colours by when each employee was added, whatever the list order: a newcomer changes no one else', () => {
    const team = [
      { _id: id(3), firstName: 'Luis', lastName: 'Mora' },
      { _id: id(1), firstName: 'Carolina', lastName: 'Fernández' },
      { _id: id(2), firstName: 'Rosa', lastName: 'Páez' },
    ];
    const before = staffMarks(team);
    expect(before.get(id(1))!.colour).toBe(STAFF_COLOURS[0]);
    expect(before.get(id(2))!.colour).toBe(STAFF_COLOURS[1]);
    expect(before.get(id(3))!.colour).toBe(STAFF_COLOURS[2]);
    // Added later, listed first (by name): the others keep their colours.
    const after = staffMarks([{ _id: id(9), firstName: 'Ana', lastName: 'Briceño' }, ...team]);
    for (const one of team) expect(after.get(one._id)!.colour).toBe(before.get(one._id)!.colour);
    expect(new Set([...after.values()].map((mark) => mark.colour)).size).toBe(4);
  });
});

describe('weekStaffShown', () => {
  const staff = (counts: number[]) => counts.map((count, index) => ({ id: id(index + 1), count }));

  it('keeps what was asked for when it is the whole team or an employee shown', () => {
    expect(weekStaffShown(WHOLE_TEAM, staff([0, 0, 0, 0, 0, 0]))).toBe(WHOLE_TEAM);
    expect(weekStaffShown(id(2), staff([1, 1]))).toBe(id(2));
  });

  it(`opens on the whole team up to ${TEAM_WEEK_MAX} employees, beyond on the first one with appointments`, () => {
    expect(weekStaffShown(null, staff([0, 2, 0, 1]))).toBe(WHOLE_TEAM);
    expect(weekStaffShown(null, staff([0, 0, 3, 0, 1]))).toBe(id(3));
    expect(weekStaffShown(null, staff([0, 0, 0, 0, 0]))).toBe(id(1));
    // An employee no longer shown (deactivated, filtered out) falls back the same way.
    expect(weekStaffShown(id(9), staff([0, 0, 0, 0, 4]))).toBe(id(5));
    expect(weekStaffShown(id(9), staff([1, 1]))).toBe(WHOLE_TEAM);
  });
});
