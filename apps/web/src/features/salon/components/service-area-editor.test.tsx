import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { ServiceAreaEditor } from './service-area-editor';
import {
  areaToDraft,
  emptyAreaDraft,
  parsePoints,
  validateArea,
  type AreaErrors,
  type ServiceAreaDraft,
} from './service-area-model';

const CARACAS: [number, number] = [-66.9036, 10.4806];
let latest: ServiceAreaDraft;

function Harness({ initial }: { initial: ServiceAreaDraft }) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<AreaErrors | null>(null);
  const change = (next: ServiceAreaDraft) => {
    latest = next;
    setDraft(next);
  };
  return (
    <>
      <ServiceAreaEditor value={draft} onChange={change} errors={errors} />
      <button type="button" onClick={() => setErrors(validateArea(draft).errors)}>
        check
      </button>
    </>
  );
}

describe('service area', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en-ve');
  });

  it('builds a radius area from typed values', () => {
    const result = validateArea({ ...emptyAreaDraft(CARACAS), radiusKm: '7.5', travelFee: '3.50' });
    expect(result.area).toEqual({ mode: 'radius', base_location: CARACAS, radius_km: 7.5, travel_fee: 3.5 });
  });

  it('reports the shared rules per field', () => {
    expect(validateArea({ ...emptyAreaDraft(CARACAS), radiusKm: '500' }).errors).toEqual({
      radiusKm: 'validation.serviceArea.radius',
    });
    expect(validateArea({ ...emptyAreaDraft(CARACAS), travelFee: '1.234' }).errors).toEqual({
      travelFee: 'validation.money.invalid',
    });
    expect(validateArea({ ...emptyAreaDraft(null), mode: 'city', city: 'Caracas' }).errors).toEqual({
      base: 'validation.address.coordinates',
    });
    expect(validateArea({ ...emptyAreaDraft(CARACAS), mode: 'city', city: 'X' }).errors).toEqual({
      city: 'validation.serviceArea.city',
    });
  });

  it('closes a typed polygon and refuses one that crosses itself or is not numbers', () => {
    const square = '-66.95, 10.45\n-66.85, 10.45\n-66.85, 10.52\n-66.95, 10.52';
    const ok = validateArea({ ...emptyAreaDraft(CARACAS), mode: 'polygon', polygonText: square });
    expect(ok.area?.mode === 'polygon' && ok.area.polygon).toEqual([
      [-66.95, 10.45],
      [-66.85, 10.45],
      [-66.85, 10.52],
      [-66.95, 10.52],
      [-66.95, 10.45],
    ]);
    const bowTie = '-66.95, 10.45\n-66.85, 10.52\n-66.85, 10.45\n-66.95, 10.52';
    expect(validateArea({ ...emptyAreaDraft(CARACAS), mode: 'polygon', polygonText: bowTie }).errors).toEqual(
      {
        polygon: 'validation.serviceArea.polygon',
      },
    );
    expect(
      validateArea({ ...emptyAreaDraft(CARACAS), mode: 'polygon', polygonText: 'a, b' }).errors?.polygon,
    ).toBe('validation.serviceArea.polygon');
    expect(parsePoints('1 2\n3,4\n\n5; 6')).toEqual([
      [1, 2],
      [3, 4],
      [5, 6],
    ]);
  });

  it('round-trips a stored polygon without the repeated closing point', () => {
    const draft = areaToDraft({
      mode: 'polygon',
      base_location: CARACAS,
      polygon: [
        [0, 0],
        [1, 0],
        [1, 1],
        [0, 0],
      ],
      travel_fee: 2,
    });
    expect(draft.polygonText).toBe('0, 0\n1, 0\n1, 1');
    expect(draft.travelFee).toBe('2');
  });

  it('is usable without a map: every value is a field, errors show translated', () => {
    render(<Harness initial={emptyAreaDraft(CARACAS)} />);
    expect((screen.getByLabelText('Base latitude') as HTMLInputElement).value).toBe('10.4806');
    fireEvent.change(screen.getByLabelText('Radius'), { target: { value: '0.1' } });
    fireEvent.click(screen.getByText('check'));
    expect(screen.getByText('The radius must be between 0.5 and 200 km. Example: 7.5')).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: 'Entire city' }));
    expect(screen.queryByLabelText('Radius')).toBeNull();
    fireEvent.change(screen.getByLabelText('City'), { target: { value: 'Caracas' } });
    fireEvent.change(screen.getByLabelText('Travel fee'), { target: { value: '5' } });
    fireEvent.click(screen.getByText('check'));
    expect(validateArea(latest).area).toEqual({
      mode: 'city',
      base_location: CARACAS,
      city: 'Caracas',
      travel_fee: 5,
    });

    fireEvent.click(screen.getByRole('radio', { name: 'Custom drawn area' }));
    fireEvent.change(screen.getByLabelText('Area corners'), {
      target: { value: '-66.95, 10.45\n-66.85, 10.52\n-66.85, 10.45\n-66.95, 10.52' },
    });
    fireEvent.click(screen.getByText('check'));
    expect(screen.getByText('Draw a closed area that does not cross itself')).toBeTruthy();
  });

  it('draws the area on the map into the typed corners, and removes the last one', async () => {
    latest = emptyAreaDraft(CARACAS);
    const { container } = render(<Harness initial={{ ...emptyAreaDraft(CARACAS), mode: 'polygon' }} />);
    const map = screen.getByRole('region', { name: 'Service area map' });
    expect(screen.getByRole('button', { name: /Base location/ })).toBeTruthy();
    const draw = screen.getByRole('button', { name: 'Draw the area' });
    fireEvent.click(draw);
    expect(draw.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(map, { clientX: 150, clientY: 150 });
    fireEvent.click(map, { clientX: 250, clientY: 150 });
    fireEvent.click(map, { clientX: 250, clientY: 50 });
    const first = container.querySelector('.marker-icon:not(.cursor-marker)') as HTMLElement;
    fireEvent.click(first);
    const points = parsePoints(latest.polygonText)!;
    expect(points).toHaveLength(3);
    expect(points[1]![0]).toBeGreaterThan(points[0]![0]);
    expect(points[1]![1]).toBeCloseTo(points[0]![1], 5);
    expect(points[2]![1]).toBeGreaterThan(points[1]![1]);
    expect(validateArea(latest).area?.mode).toBe('polygon');
    expect(draw.getAttribute('aria-pressed')).toBe('false');
    expect((screen.getByLabelText('Area corners') as HTMLTextAreaElement).value).toBe(latest.polygonText);

    fireEvent.click(screen.getByRole('button', { name: 'Remove last point' }));
    expect(parsePoints(latest.polygonText)).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Edit the corners' }).hasAttribute('disabled')).toBe(true);
  });

  it('shows typed corners on the map for editing, and moves the base with its pin', () => {
    const { container } = render(<Harness initial={{ ...emptyAreaDraft(CARACAS), mode: 'polygon' }} />);
    const corners = () => container.querySelectorAll('.marker-icon:not(.marker-icon-middle)').length;
    fireEvent.change(screen.getByLabelText('Area corners'), {
      target: { value: '-66.95, 10.45\n-66.85, 10.45\n-66.85, 10.52\n-66.95, 10.52' },
    });
    const edit = screen.getByRole('button', { name: 'Edit the corners' });
    fireEvent.click(edit);
    expect(edit.getAttribute('aria-pressed')).toBe('true');
    expect(corners()).toBe(4);
    fireEvent.change(screen.getByLabelText('Area corners'), {
      target: { value: '-66.95, 10.45\n-66.85, 10.45\n-66.85, 10.52' },
    });
    expect(corners()).toBe(3);

    fireEvent.keyDown(screen.getByRole('button', { name: /Base location/ }), { key: 'ArrowRight' });
    expect(Number(latest.baseLng)).toBeGreaterThan(CARACAS[0]);
    expect(latest.baseLat).toBe(String(CARACAS[1]));
    expect((screen.getByLabelText('Base longitude') as HTMLInputElement).value).toBe(latest.baseLng);
  });
});
