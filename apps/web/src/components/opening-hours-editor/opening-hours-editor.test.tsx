import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { OpeningHoursEditor } from './opening-hours-editor';
import {
  applySalonHours,
  toHoursDraft,
  validateHours,
  type HoursDraftDay,
  type HoursErrors,
} from './opening-hours-model';

function Harness({ initial }: { initial?: HoursDraftDay[] }) {
  const [days, setDays] = useState(initial ?? toHoursDraft(null));
  const [errors, setErrors] = useState<HoursErrors | null>(null);
  return (
    <>
      <OpeningHoursEditor value={days} onChange={setDays} errors={errors} />
      <button type="button" onClick={() => setErrors(validateHours(days).errors)}>
        check
      </button>
      <output data-testid="days">{JSON.stringify(days)}</output>
    </>
  );
}

const change = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('opening hours', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en-ve');
  });

  it('starts from the defaults: 10:00 to 20:00, every day closed, Spanish names stored', () => {
    const draft = toHoursDraft(null);
    expect(draft.map((day) => day.day_name)).toEqual([
      'Lunes',
      'Martes',
      'Miércoles',
      'Jueves',
      'Viernes',
      'Sábado',
      'Domingo',
    ]);
    expect(draft.every((day) => !day.active && day.start_hour === '10:00' && day.end_hour === '20:00')).toBe(
      true,
    );
    expect(validateHours(draft).errors).toBeNull();
  });

  it('keys the shared messages by day and field', () => {
    const draft = toHoursDraft(null);
    draft[0] = { ...draft[0]!, start_hour: '18:00', end_hour: '09:00' };
    draft[1] = { ...draft[1]!, start_break_hour: '13:00' };
    draft[2] = { ...draft[2]!, start_break_hour: '08:00', end_break_hour: '09:00' };
    const { errors } = validateHours(draft);
    expect(errors).toEqual({
      '0.end_hour': 'validation.hours.endAfterStart',
      '1.end_break_hour': 'validation.hours.breakBoth',
      '2.end_break_hour': 'validation.hours.breakInside',
    });
  });

  it('shows translated errors under the fields and clears them once fixed', () => {
    render(<Harness />);
    expect(screen.getByText('Monday')).toBeTruthy();
    change('Closes, Monday', '09:00');
    change('Break starts, Wednesday', '21:00');
    change('Break ends, Wednesday', '22:00');
    fireEvent.click(screen.getByText('check'));
    expect(screen.getByText('End must be after start')).toBeTruthy();
    expect(screen.getByText('The break must fall inside the opening hours')).toBeTruthy();

    change('Closes, Monday', '19:00');
    change('Break starts, Wednesday', '13:00');
    change('Break ends, Wednesday', '14:00');
    fireEvent.click(screen.getByText('check'));
    expect(screen.queryByText('End must be after start')).toBeNull();
    expect(screen.queryByText('The break must fall inside the opening hours')).toBeNull();
  });

  it('switches a day on, and reset brings back 08:00 to 17:00 without breaks', () => {
    render(<Harness />);
    const monday = screen.getByRole('listitem', { name: 'Monday' });
    fireEvent.click(within(monday).getByRole('switch', { name: 'Open on Monday' }));
    expect(within(monday).getByText('Open')).toBeTruthy();
    change('Break starts, Friday', '12:00');
    fireEvent.click(screen.getByRole('button', { name: 'Reset hours' }));
    const days = JSON.parse(screen.getByTestId('days').textContent ?? '[]') as HoursDraftDay[];
    expect(days).toHaveLength(7);
    expect(days.every((day) => day.start_hour === '08:00' && day.end_hour === '17:00' && day.available)).toBe(
      true,
    );
    expect(days.every((day) => day.start_break_hour === '' && day.end_break_hour === '')).toBe(true);
    expect((screen.getByLabelText('Opens, Sunday') as HTMLInputElement).value).toBe('08:00');
  });

  it('turns stored days into the editor and back, breaks empty as null', () => {
    const stored = toHoursDraft(null).map((day, id) => ({
      ...day,
      id,
      active: id < 5,
      start_break_hour: null,
      end_break_hour: null,
    }));
    const draft = toHoursDraft(stored);
    expect(draft[0]!.start_break_hour).toBe('');
    const { days } = validateHours(draft);
    expect(days?.[0]).toMatchObject({ id: 0, day_name: 'Lunes', active: true, start_break_hour: null });
    expect(days?.[6]?.active).toBe(false);
  });

  it('bounds the hours by the salon’s: closed days unavailable and not editable, times inside', () => {
    const salon = toHoursDraft(null).map((day, index) => ({
      ...day,
      active: index < 6,
      start_hour: '09:00',
      end_hour: '19:00',
    }));
    const draft = applySalonHours(toHoursDraft(null), salon);
    expect(draft[0]).toMatchObject({ start_hour: '10:00', end_hour: '19:00', available: true });
    expect(draft[6]).toMatchObject({ active: false, available: false });
    draft[0] = { ...draft[0]!, active: true, start_hour: '08:30' };
    draft[1] = { ...draft[1]!, active: true, end_hour: '19:30' };
    draft[6] = { ...draft[6]!, active: true };
    expect(validateHours(draft, salon).errors).toEqual({
      '0.start_hour': 'validation.employee.scheduleOutside',
      '1.end_hour': 'validation.employee.scheduleOutside',
      '6.start_hour': 'validation.employee.scheduleOutside',
    });
    expect(validateHours(draft).errors).toBeNull();

    render(
      <OpeningHoursEditor variant="employee" value={draft} onChange={() => undefined} salonHours={salon} />,
    );
    const sunday = screen.getByRole('listitem', { name: 'Sunday' });
    expect(
      (within(sunday).getByRole('switch', { name: 'Works on Sunday' }) as HTMLInputElement).disabled,
    ).toBe(true);
    expect((within(sunday).getByLabelText('Starts, Sunday') as HTMLInputElement).disabled).toBe(true);
    const start = screen.getByLabelText('Starts, Monday') as HTMLInputElement;
    expect([start.min, start.max]).toEqual(['09:00', '19:00']);
    expect(screen.getAllByText('Salon: 09:00–19:00')).toHaveLength(6);
  });
});
