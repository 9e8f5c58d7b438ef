import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { MapPointPicker, project, unproject } from './map-point-picker';

describe('MapPointPicker', () => {
  it('projects and unprojects a point', () => {
    const point: [number, number] = [-66.9036, 10.4806];
    expect(unproject(project(point, 15), 15)).toEqual(point);
  });

  it('reports typed coordinates as [lng, lat] once both are valid, and moves the pin by keyboard', async () => {
    await i18n.changeLanguage('en-ve');
    const onChange = vi.fn();
    const { rerender } = render(<MapPointPicker label="Location" onChange={onChange} />);
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
  });
});
