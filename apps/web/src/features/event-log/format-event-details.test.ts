// The device's zone must not leak into what the log shows: run as a laptop on UTC would.
process.env.TZ = 'UTC';

import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import {
  describeEventAction,
  describeEventDetails,
  humaniseKey,
  type DetailContext,
} from './format-event-details';

const ISO = /\d{4}-\d{2}-\d{2}T/;
const context = (lang: 'es-ve' | 'en-ve', area: DetailContext['area'] = 'appointment'): DetailContext => ({
  t: i18n.getFixedT(lang),
  lang,
  timeZone: 'America/Caracas',
  area,
});
const lines = (details: Record<string, unknown>, ctx: DetailContext) =>
  Object.fromEntries(describeEventDetails(details, ctx).map((line) => [line.label, line.text]));

describe('event details in words', () => {
  it('reads an appointment update on the salon clock, with its status as the appointment screens say it', () => {
    expect(new Date('2026-11-27T15:00:00.000Z').getHours()).toBe(15);
    const details = {
      changedFields: {
        end: { from: '2026-11-27T15:00:00.000Z', to: '2026-11-27T16:00:00.000Z' },
        status: { from: 'reserved', to: 'pending' },
        price: { from: 25.5, to: 30 },
        employee_id: {
          from: '0190a000-0000-7000-8000-000000000001',
          to: '0190a000-0000-7000-8000-000000000002',
        },
      },
    };
    const es = lines(details, context('es-ve'));
    // ICU versions differ on the abbreviation's period ("nov" / "nov."), as in format.test.ts.
    expect(es['Fin']).toMatch(/^27 nov\.? 2026, 11:00 a\. m\. → 27 nov\.? 2026, 12:00 p\. m\.$/);
    expect(es['Estado']).toBe('Reservada → Pendiente');
    expect(es['Precio']).toBe('$25,50 → $30,00');
    expect(es['Empleado']).toBe('Cambiado');
    expect(Object.values(es).join(' ')).not.toMatch(ISO);

    const en = lines(details, context('en-ve'));
    expect(en['End']).toBe('Nov 27, 2026, 11:00 AM → Nov 27, 2026, 12:00 PM');
    expect(en['Status']).toBe('Reserved → Pending');
  });

  it('reads a payment taken in bolívares with its rate, and one in dollars', () => {
    const bolivares = {
      payment_added: {
        method: 'pagoMovil',
        currency: 'VES',
        amount: 912.5,
        rate: 36.5,
        rate_date: '2026-11-27',
        dollars: 25,
        reference: '0123',
      },
    };
    expect(lines(bolivares, context('es-ve'))['Pago registrado']).toMatch(
      /^Método: Pago móvil; Moneda: Bolívares; Monto: Bs\.\s912,50; Tasa: 36,50; Tasa del: 27 nov\.? 2026; En dólares: \$25,00; Referencia: 0123$/,
    );
    const dollars = { payment_removed: { method: 'cash', currency: 'USD', amount: 10, dollars: 10 } };
    expect(lines(dollars, context('en-ve'))['Payment removed']).toBe(
      'Method: Cash (dollars); Currency: Dollars; Amount: $10.00; In dollars: $10.00',
    );
  });

  it('humanises a field it has no label for instead of dropping it, and leaves plain ids out', () => {
    const es = lines(
      { someNewThing_count: 3, client_id: '0190a000-0000-7000-8000-000000000001', by: 'client' },
      context('es-ve'),
    );
    expect(es).toEqual({ 'Some new thing count': '3', 'Realizado por': 'El cliente, en línea' });
    expect(humaniseKey('cancel_notice_hours')).toBe('Cancel notice hours');
  });

  it('writes booleans, durations, opening hours and statuses of other areas in words', () => {
    const es = lines(
      {
        remote: { from: false, to: true },
        duration: { from: 45, to: 90 },
        status: { from: 'active', to: 'inactive' },
        Domingo: { from: '—', to: '09:00–13:00' },
        Lunes: { from: '09:00–19:00 / 13:00–14:00', to: '—' },
      },
      context('es-ve', 'service'),
    );
    expect(es['A domicilio']).toBe('No → Sí');
    expect(es['Duración']).toBe('45 min → 1 h 30 min');
    expect(es['Estado']).toBe('Activo → Inactivo');
    expect(es['Domingo']).toBe('Cerrado → 9:00 a. m.–1:00 p. m.');
    expect(es['Lunes']).toBe('9:00 a. m.–7:00 p. m. / 1:00 p. m.–2:00 p. m. → Cerrado');
  });

  it('reads days off, promotion lines and salon switches in words', () => {
    const en = lines(
      {
        days_off: { added: ['2026-12-24', '2026-12-31'], removed: [] },
        services: ['Haircut: $12.50', 'Manicure'],
        discount: 10,
        openStore: { from: 1, to: 0 },
        statusSalon: { from: 'active', to: 'disabled' },
      },
      context('en-ve', 'salon'),
    );
    expect(en['Days off']).toBe('Added: Dec 24, 2026, Dec 31, 2026; Removed: —');
    expect(en['Services']).toBe('Haircut: $12.50, Manicure');
    expect(en['Discount']).toBe('10%');
    expect(en['Open or closed']).toBe('Open → Closed');
    expect(en['Status']).toBe('Active → Disabled');
  });

  it("labels a service's preparation, clean-up and processing minutes in both languages", () => {
    const details = {
      service: 'Tinte',
      buffer_before: { from: 0, to: 10 },
      buffer_after: { from: 0, to: 15 },
      processing_start: { from: 0, to: 20 },
      processing_minutes: { from: 0, to: 30 },
    };
    expect(lines(details, context('en-ve', 'service'))).toMatchObject({
      'Preparation (min)': '0 → 10',
      'Clean-up (min)': '0 → 15',
      'Processing starts after (min)': '0 → 20',
      'Processing time (min)': '0 → 30',
    });
    expect(lines(details, context('es-ve', 'service'))).toMatchObject({
      'Preparación (min)': '0 → 10',
      'Limpieza (min)': '0 → 15',
      'Espera empieza a los (min)': '0 → 20',
      'Tiempo de espera (min)': '0 → 30',
    });
  });

  it('writes a deposit’s outcome and a deposit payment in the reader’s language', () => {
    expect(
      lines({ status: { from: 'pending', to: 'reserved' }, deposit: 'confirmed' }, context('es-ve')),
    ).toEqual({
      Estado: 'Pendiente → Reservada',
      Depósito: 'Confirmado',
    });
    expect(lines({ deposit: 'rejected' }, context('en-ve'))).toEqual({ Deposit: 'Rejected' });
    expect(lines({ deposit: true }, context('es-ve'))).toEqual({ Depósito: 'Sí' });
  });

  it('says what happened in words where action and area say too little', () => {
    const feed = { action: 'create', affected_area: 'salon', details: { calendar_feed: 'salon' } } as const;
    expect(describeEventAction(feed, i18n.getFixedT('es-ve'))).toBe(
      'Creó un enlace de calendario en línea (Todo el salón)',
    );
    expect(describeEventAction({ ...feed, action: 'delete' }, i18n.getFixedT('en-ve'))).toBe(
      'Revoked an online calendar link (The whole salon)',
    );
    const deposit = {
      action: 'status_change',
      affected_area: 'appointment',
      details: { deposit: 'confirmed' },
    } as const;
    expect(describeEventAction(deposit, i18n.getFixedT('es-ve'))).toBe('Confirmó el depósito de una cita');
    const update = { action: 'update', affected_area: 'service', details: {} } as const;
    expect(describeEventAction(update, i18n.getFixedT('es-ve'))).toBe('Actualizar · Servicio');
  });
});
