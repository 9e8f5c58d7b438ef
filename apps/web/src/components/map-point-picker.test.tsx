import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { MapPointPicker } from './map-point-picker';

describe('MapPointPicker', () => {
  it('reports typed coordinates as [lng, lat] once both are valid, and moves the pin by keyboard', async () => {
    await i18n.changeLanguage('en-ve');
    const onChange = vi.fn();
    const { rerender } = render(<MapPointPicker label="Location" onChange={onChange} />);
    expect(await screen.findByRole('region', { name: 'Map' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Selected point/ })).toBeNull();
    fireEvent.change(screen.getByLabelText('Latitude'), { target: { value: '10.5' } });
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Longitude'), { target: { value: '-66.9' } });
    expect(onChange).toHaveBeenLastCalledWith([-66.9, 10.5]);
    fireEvent.change(screen.getByLabelText('Latitude'), { target: { value: '95' } });
    expect(onChange).toHaveBeenCalledTimes(1);

    rerender(<MapPointPicker label="Location" onChange={onChange} value={[-66.9, 10.5]} />);
    fireEvent.keyDown(screen.getByRole('button', { name: /Selected point/ }), { key: 'ArrowUp' });
    const [lng, lat] = onChange.mock.lastCall![0] as [number, number];
    expect(lng).toBeCloseTo(-66.9, 5);
    expect(lat).toBeGreaterThan(10.5);
    // The typed fields follow the pin.
    expect((screen.getByLabelText('Latitude') as HTMLInputElement).value).toBe(String(lat));
  });

  it('has translated zoom buttons and moves the pin where the map is clicked', async () => {
    await i18n.changeLanguage('en-ve');
    const onChange = vi.fn();
    render(<MapPointPicker label="Location" onChange={onChange} value={[-66.9, 10.5]} />);
    expect(await screen.findByRole('button', { name: 'Zoom in' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Zoom out' })).toBeTruthy();
    const map = screen.getByRole('region', { name: 'Map' });
    fireEvent.click(map, { clientX: 40, clientY: 40 });
    expect(onChange).toHaveBeenCalledTimes(1);
    const [lng, lat] = onChange.mock.lastCall![0] as [number, number];
    expect(Number.isFinite(lng) && Number.isFinite(lat)).toBe(true);
    expect((screen.getByLabelText('Longitude') as HTMLInputElement).value).toBe(String(lng));
  });
});
