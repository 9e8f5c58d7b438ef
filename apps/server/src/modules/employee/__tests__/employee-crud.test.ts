import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testImage } from '../../../test/fixtures.js';
import { multipart, postForm, sendMultipart } from '../../../test/http.js';
import { fieldCodes, GHOST_ID } from '../../../test/salon-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import {
  base,
  createEmployee,
  employeeEvents,
  employeeFields,
  get,
  insertService,
  ownerWithSalon,
  postEmployee,
  send,
  storedEmployeeFiles,
  week,
  WORK_WEEK,
  type EmployeeBody,
} from './employee-fixtures.js';

let t: TestApp;
let owner: Awaited<ReturnType<typeof ownerWithSalon>>;
let rival: Awaited<ReturnType<typeof ownerWithSalon>>;
let cut: { _id: string; name: string };
let color: { _id: string; name: string };
let rivalService: { _id: string; name: string };
let carla: EmployeeBody;
beforeAll(async () => {
  t = await createTestApp();
  owner = await ownerWithSalon(t, 'employee.crud@example.com');
  rival = await ownerWithSalon(t, 'employee.crud.rival@example.com');
  cut = await insertService(t, owner.company._id, owner.salon._id, 'Corte');
  color = await insertService(t, owner.company._id, owner.salon._id, 'Color');
  rivalService = await insertService(t, rival.company._id, rival.salon._id, 'Manicura');
});
afterAll(() => t.close());

describe('POST /employee', () => {
  it('refuses bad fields and a missing photo with field codes, storing nothing', async () => {
    const res = await postEmployee(
      t,
      owner.token,
      {
        salon_id: owner.salon._id,
        firstName: 'C',
        lastName: '',
        email: 'nope',
        phoneNumber: '123',
        role: 'owner',
        schedule: 'nope',
        services: 'not json',
      },
      [],
    );
    expect(res.statusCode).toBe(400);
    expect(fieldCodes(res.json())).toEqual({
      firstName: 'validation.name.min',
      lastName: 'validation.name.min',
      email: 'validation.email.invalid',
      phoneNumber: 'validation.phone.invalid',
      role: 'validation.employee.role',
      schedule: 'validation.hours.days',
      services: 'validation.invalid',
      avatar: 'validation.employee.avatarRequired',
    });
    const noPhoto = await postEmployee(
      t,
      owner.token,
      { salon_id: owner.salon._id, ...employeeFields() },
      [],
    );
    expect(noPhoto.statusCode).toBe(400);
    expect(fieldCodes(noPhoto.json())).toEqual({ avatar: 'validation.employee.avatarRequired' });
    const fake = { field: 'avatar', name: 'x.png', bytes: Buffer.from('<svg onload="alert(1)"/>') };
    const notImage = await postEmployee(t, owner.token, { salon_id: owner.salon._id, ...employeeFields() }, [
      fake,
    ]);
    expect(notImage.json()).toMatchObject({ code: 'UNSUPPORTED_FILE', details: [{ field: 'avatar' }] });
    const noSalon = await postEmployee(t, owner.token, employeeFields());
    expect(fieldCodes(noSalon.json())).toEqual({ salon_id: 'validation.salonRequired' });
    expect(storedEmployeeFiles(t)).toEqual([]);
  });

  it('accepts only services of the same salon', async () => {
    for (const services of [[rivalService._id], [GHOST_ID], [cut._id, GHOST_ID]]) {
      const res = await postEmployee(t, owner.token, {
        salon_id: owner.salon._id,
        ...employeeFields({ services: JSON.stringify(services) }),
      });
      expect(res.statusCode).toBe(400);
      expect(fieldCodes(res.json())).toEqual({ services: 'validation.employee.services' });
    }
    expect(storedEmployeeFiles(t)).toEqual([]);
  });

  it('keeps the schedule inside the salon’s opening hours', async () => {
    const outside = [
      week({ 6: ['10:00', '14:00'] }), // Sunday: the salon is closed
      week({ 0: ['08:00', '12:00'] }), // starts before the salon opens
      week({ 2: ['12:00', '19:30'] }), // ends after it closes
    ];
    for (const schedule of outside) {
      const res = await postEmployee(t, owner.token, {
        salon_id: owner.salon._id,
        ...employeeFields({ schedule: JSON.stringify(schedule) }),
      });
      expect(res.statusCode).toBe(400);
      expect(fieldCodes(res.json())).toEqual({ schedule: 'validation.employee.scheduleOutside' });
    }
    // The edges themselves, and a closed day with odd hours, are fine.
    const edge = week({ 0: ['09:00', '19:00'], 5: ['09:00', '10:00'] });
    edge[6] = { ...edge[6]!, start_hour: '05:00', end_hour: '23:00' };
    const ok = await createEmployee(t, owner.token, owner.salon._id, { schedule: JSON.stringify(edge) });
    expect(ok.schedule[0]).toMatchObject({ active: true, start_hour: '09:00', end_hour: '19:00' });
  });

  it('accepts any schedule when the salon has no opening hours', async () => {
    const bare = await ownerWithSalon(t, 'employee.crud.bare@example.com');
    await send(t, 'DELETE', `/api/v1/business/schedule/schedule/${bare.salon.schedule!._id}`, {}, bare.token);
    const sunday = JSON.stringify(week({ 6: ['06:00', '23:00'] }));
    const res = await postEmployee(t, bare.token, {
      salon_id: bare.salon._id,
      ...employeeFields({ schedule: sunday }),
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('creates the employee with photo, services and schedule, and logs it', async () => {
    const res = await postEmployee(t, owner.token, {
      salon_id: owner.salon._id,
      ...employeeFields({
        email: ' Carla.Mendez@Example.com ',
        role: 'manager',
        services: JSON.stringify([cut._id, color._id]),
        active_in_calendar: 'false',
      }),
      users_id: 'ignored',
    });
    expect(res.statusCode, res.body).toBe(200);
    carla = res.json().data;
    expect(carla).toMatchObject({
      salon_id: owner.salon._id,
      firstName: 'Carla',
      lastName: 'Méndez',
      email: 'carla.mendez@example.com',
      role: 'manager',
      active_in_calendar: false,
      access_to_app: false,
      deactivated: false,
      status: 'active',
    });
    expect(carla.services.map((s) => s.name).sort()).toEqual(['Color', 'Corte']);
    expect(carla.schedule).toEqual(WORK_WEEK);
    expect(carla.avatar).toMatch(new RegExp(`^/api/files/employees/${carla._id}/.+\\.webp$`));
    expect((await t.app.inject({ method: 'GET', url: carla.avatar! })).statusCode).toBe(200);
    const [event] = await employeeEvents(t, owner.token);
    expect(event).toMatchObject({
      action: 'create',
      affected_area: 'employee',
      entity_id: carla._id,
      salon: { _id: owner.salon._id, name: 'Salón Uno' },
      details: { name: 'Carla Méndez', email: 'carla.mendez@example.com', role: 'manager' },
    });
  });

  it('answers 409 EMPLOYEE_EMAIL_TAKEN for an e-mail the salon already has, removing the photo', async () => {
    const files = storedEmployeeFiles(t).length;
    const res = await postEmployee(t, owner.token, {
      salon_id: owner.salon._id,
      ...employeeFields({ email: 'CARLA.MENDEZ@example.com' }),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('EMPLOYEE_EMAIL_TAKEN');
    expect(storedEmployeeFiles(t)).toHaveLength(files);
    // Another company's salon may have the same person.
    await createEmployee(t, rival.token, rival.salon._id, { email: 'carla.mendez@example.com' });
  });
});

describe('GET /employee', () => {
  beforeAll(async () => {
    await createEmployee(t, owner.token, owner.salon._id, {
      firstName: 'Luis',
      lastName: 'Pérez',
      email: 'luis@example.com',
      services: JSON.stringify([color._id]),
    });
    const zoe = await createEmployee(t, owner.token, owner.salon._id, {
      firstName: 'Zoe',
      email: 'zoe@x.com',
    });
    await send(t, 'PATCH', `${base}/${zoe._id}/status`, { status: 'inactive' }, owner.token);
  });
  const list = async (query: string) =>
    (await get(t, `${base}?salon_id=${owner.salon._id}${query}`, owner.token)).json();
  const names = (body: { data: EmployeeBody[] }) => body.data.map((e) => `${e.firstName} ${e.lastName}`);

  it('lists by name with paging, filters by status, search and service', async () => {
    const all = await list('');
    expect(all.meta).toEqual({ total: 4, page: 1, limit: 20 });
    expect(names(all)).toEqual(['Carla Méndez', 'Carla Méndez', 'Luis Pérez', 'Zoe Méndez']);
    expect(names(await list('&status=inactive'))).toEqual(['Zoe Méndez']);
    expect((await list('&status=active')).meta.total).toBe(3);
    expect(names(await list('&q=luis%20p'))).toEqual(['Luis Pérez']);
    expect(names(await list('&q=ZOE@X'))).toEqual(['Zoe Méndez']);
    expect((await list('&q=%25')).meta.total).toBe(0);
    expect(names(await list(`&service_id=${color._id}`))).toEqual(['Carla Méndez', 'Luis Pérez']);
    expect(names(await list(`&service_id=${cut._id}`))).toEqual(['Carla Méndez']);
    const page2 = await list('&limit=3&page=2');
    expect(page2.meta).toEqual({ total: 4, page: 2, limit: 3 });
    expect(names(page2)).toEqual(['Zoe Méndez']);
  });

  it('refuses bad queries and other salons', async () => {
    const bad = await get(t, `${base}?salon_id=x&status=gone&page=0`, owner.token);
    expect(bad.statusCode).toBe(400);
    expect(fieldCodes(bad.json())).toMatchObject({
      salon_id: 'validation.salonRequired',
      status: 'validation.invalid',
    });
    expect((await get(t, `${base}?salon_id=${GHOST_ID}`, owner.token)).json().code).toBe('SALON_NOT_FOUND');
    const rivals = await get(t, `${base}?salon_id=${rival.salon._id}`, owner.token);
    expect(rivals.statusCode).toBe(404);
    expect(rivals.json().code).toBe('SALON_NOT_FOUND');
  });
});

describe('GET and PUT /employee/{id}', () => {
  it('reads one; another company’s id is 404 like a missing one', async () => {
    const one = await get(t, `${base}/${carla._id}`, owner.token);
    expect(one.json().data).toEqual(carla);
    const theirs = await get(t, `${base}/${carla._id}`, rival.token);
    const ghost = await get(t, `${base}/${GHOST_ID}`, rival.token);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).toBe(ghost.body);
    expect(theirs.json().code).toBe('EMPLOYEE_NOT_FOUND');
    expect((await get(t, `${base}/nope`, owner.token)).statusCode).toBe(400);
  });

  it('changes only the fields sent (JSON), logging each change', async () => {
    const res = await send(
      t,
      'PUT',
      `${base}/${carla._id}`,
      { phoneNumber: '+58 414 555 0199', role: 'intermediate', services: [cut._id] },
      owner.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json().data as EmployeeBody;
    expect(after).toMatchObject({
      phoneNumber: '+584145550199',
      role: 'intermediate',
      active_in_calendar: false,
    });
    expect(after.services).toEqual([cut]);
    expect(after.schedule).toEqual(carla.schedule);
    const [event] = await employeeEvents(t, owner.token);
    expect(event).toMatchObject({
      action: 'update',
      entity_id: carla._id,
      details: {
        phoneNumber: { from: '+584125550102', to: '+584145550199' },
        role: { from: 'manager', to: 'intermediate' },
        services: { from: ['Color', 'Corte'], to: ['Corte'] },
      },
    });
    expect(event!.details).not.toHaveProperty('firstName');
  });

  it('replaces the photo (multipart) and the schedule, removing the old file', async () => {
    const current = (await get(t, `${base}/${carla._id}`, owner.token)).json().data as EmployeeBody;
    const saturday = week({ 5: ['09:00', '13:00'] });
    const res = await sendMultipart(
      t.app,
      'PUT',
      `${base}/${carla._id}`,
      multipart({ schedule: JSON.stringify(saturday) }, [
        { field: 'avatar', name: 'nueva.jpg', bytes: await testImage('jpeg'), type: 'image/jpeg' },
      ]),
      owner.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json().data as EmployeeBody;
    expect(after.avatar).not.toBe(current.avatar);
    expect(after.schedule[5]).toMatchObject({ active: true, start_hour: '09:00', end_hour: '13:00' });
    expect(storedEmployeeFiles(t).filter((key) => key.startsWith(carla._id))).toHaveLength(1);
    expect((await t.app.inject({ method: 'GET', url: current.avatar! })).statusCode).toBe(404);
    const [event] = await employeeEvents(t, owner.token);
    expect(event!.details).toMatchObject({
      schedule: { Lunes: { from: '10:00–18:00', to: '—' }, Sábado: { from: '—', to: '09:00–13:00' } },
      avatar: { from: current.avatar, to: after.avatar },
    });
  });

  it('refuses bad fields, taken e-mails, foreign services, hours outside the salon and empty changes', async () => {
    const url = `${base}/${carla._id}`;
    const bad = await send(t, 'PUT', url, { firstName: 'x', email: 'no', role: 'boss' }, owner.token);
    expect(fieldCodes(bad.json())).toEqual({
      firstName: 'validation.name.min',
      email: 'validation.email.invalid',
      role: 'validation.employee.role',
    });
    const taken = await send(t, 'PUT', url, { email: 'luis@example.com' }, owner.token);
    expect(taken.json().code).toBe('EMPLOYEE_EMAIL_TAKEN');
    const foreign = await send(t, 'PUT', url, { services: [rivalService._id] }, owner.token);
    expect(fieldCodes(foreign.json())).toEqual({ services: 'validation.employee.services' });
    const sunday = await send(t, 'PUT', url, { schedule: week({ 6: ['10:00', '12:00'] }) }, owner.token);
    expect(fieldCodes(sunday.json())).toEqual({ schedule: 'validation.employee.scheduleOutside' });
    const same = await send(
      t,
      'PUT',
      url,
      { email: 'carla.mendez@example.com', lastName: 'Méndez' },
      owner.token,
    );
    expect(same.statusCode).toBe(400);
    expect(same.json().code).toBe('NO_CHANGES');
    const ghost = await send(t, 'PUT', `${base}/${GHOST_ID}`, { firstName: 'Otra' }, owner.token);
    expect(ghost.json().code).toBe('EMPLOYEE_NOT_FOUND');
    const theirs = await send(t, 'PUT', url, { firstName: 'Robada' }, rival.token);
    expect(theirs.statusCode).toBe(404);
    expect((await get(t, `${base}/${carla._id}`, owner.token)).json().data.firstName).toBe('Carla');
  });

  it('a photo that is not an image changes nothing', async () => {
    const res = await sendMultipart(
      t.app,
      'PUT',
      `${base}/${carla._id}`,
      multipart({ firstName: 'Carlota' }, [{ field: 'avatar', name: 'a.png', bytes: Buffer.from('nope') }]),
      owner.token,
    );
    expect(res.json().code).toBe('UNSUPPORTED_FILE');
    expect((await get(t, `${base}/${carla._id}`, owner.token)).json().data.firstName).toBe('Carla');
  });
});

describe('PATCH /employee/{id}/status', () => {
  it('deactivates and reactivates, logging each change; bad status is 400', async () => {
    const url = `${base}/${carla._id}/status`;
    const off = await send(t, 'PATCH', url, { status: 'inactive' }, owner.token);
    expect(off.json().data).toMatchObject({ status: 'inactive', deactivated: true });
    const again = await send(t, 'PATCH', url, { status: 'inactive' }, owner.token);
    expect(again.statusCode).toBe(200);
    const on = await send(t, 'PATCH', url, { status: 'active' }, owner.token);
    expect(on.json().data).toMatchObject({ status: 'active', deactivated: false });
    const events = (await employeeEvents(t, owner.token)).filter(
      (e) => e.action === 'status_change' && e.entity_id === carla._id,
    );
    expect(events.map((e) => e.details.status)).toEqual([
      { from: 'inactive', to: 'active' },
      { from: 'active', to: 'inactive' },
    ]);
    const bad = await send(t, 'PATCH', url, { status: 'gone' }, owner.token);
    expect(fieldCodes(bad.json())).toEqual({ status: 'validation.invalid' });
    const theirs = await send(t, 'PATCH', url, { status: 'inactive' }, rival.token);
    expect(theirs.json().code).toBe('EMPLOYEE_NOT_FOUND');
  });

  it('a deleted salon’s employees are out of reach', async () => {
    const gone = await postForm(
      t.app,
      `/api/v1/business/salon/${owner.salon._id}/delete`,
      {},
      { token: owner.token },
    );
    expect(gone.statusCode).toBe(200);
    expect((await get(t, `${base}/${carla._id}`, owner.token)).json().code).toBe('EMPLOYEE_NOT_FOUND');
    const status = await send(t, 'PATCH', `${base}/${carla._id}/status`, { status: 'inactive' }, owner.token);
    expect(status.statusCode).toBe(404);
  });
});
