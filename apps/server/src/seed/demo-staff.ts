import type { EmployeeRole, PriceType, ScheduleDay } from '@salon/core';
import { toCents } from '@salon/core';
import type { Executor } from '../lib/db.js';
import { newId } from '../lib/ids.js';
import { insertAccount, insertUser } from '../modules/user/index.js';
import { insertClient } from '../modules/client/index.js';
import { insertEmployee, setEmployeeServices } from '../modules/employee/index.js';
import { recordEvent, salonRef } from '../modules/event-log/index.js';
import { insertService, insertServiceGroup } from '../modules/service/index.js';
import { demoAvatar } from './demo-images.js';

/** The two demo employees with app access, named in the README; they sign in on the Employee tab. */
export const DEMO_STAFF_LOGINS = {
  manager: { email: 'gerente@salon.test', password: 'Demo1234!' },
  secretary: { email: 'recepcion@salon.test', password: 'Demo1234!' },
} as const;

type Actor = { companyId: string; accountId: string; actorName: string };
type Salon = { id: string; title: string };

export interface BookableService {
  id: string;
  minutes: number;
  priceCents: number;
}
/** What the demo appointments are booked with: each employee's active services, and the active clients. */
export interface DemoBookables {
  staff: { id: string; services: BookableService[] }[];
  clientIds: string[];
}

interface DemoService {
  name: string;
  price: number;
  discount?: number;
  minutes: number;
  priceType?: PriceType;
  remoteCharge?: number;
  inactive?: boolean;
  description: string;
}

const CATALOGUE: { group: string; services: DemoService[] }[] = [
  {
    group: 'Cabello',
    services: [
      { name: 'Corte de dama', price: 25, minutes: 45, description: 'Lavado, corte y secado.' },
      { name: 'Corte de caballero', price: 12, minutes: 30, description: 'Corte a tijera o máquina.' },
      {
        name: 'Balayage',
        price: 120,
        discount: 99,
        minutes: 180,
        priceType: 'starting_from',
        description: 'Aclarado a mano alzada; el precio final depende del largo.',
      },
      { name: 'Peinado de fiesta', price: 30, minutes: 60, description: 'Ondas, recogidos o trenzas.' },
      {
        name: 'Alisado de keratina',
        price: 90,
        minutes: 150,
        inactive: true,
        description: 'Pausado mientras llega el producto.',
      },
    ],
  },
  {
    group: 'Uñas',
    services: [
      { name: 'Manicura en gel', price: 18, minutes: 60, description: 'Esmaltado semipermanente.' },
      { name: 'Pedicura spa', price: 22, minutes: 60, description: 'Exfoliación, hidratación y esmaltado.' },
    ],
  },
  {
    group: 'Maquillaje',
    services: [
      {
        name: 'Maquillaje social',
        price: 35,
        minutes: 60,
        remoteCharge: 10,
        description: 'Para eventos; también a domicilio.',
      },
    ],
  },
];

const STAFF: {
  firstName: string;
  lastName: string;
  role: EmployeeRole;
  email: string;
  groups: string[];
  login?: keyof typeof DEMO_STAFF_LOGINS;
}[] = [
  {
    firstName: 'Mariana',
    lastName: 'López',
    role: 'manager',
    email: DEMO_STAFF_LOGINS.manager.email,
    groups: ['Cabello'],
    login: 'manager',
  },
  {
    firstName: 'Carla',
    lastName: 'Pérez',
    role: 'secretary',
    email: DEMO_STAFF_LOGINS.secretary.email,
    groups: [],
    login: 'secretary',
  },
  {
    firstName: 'José',
    lastName: 'Rodríguez',
    role: 'intermediate',
    email: 'jose@carmesi.example',
    groups: ['Cabello'],
  },
  {
    firstName: 'Luisa',
    lastName: 'Fernández',
    role: 'basic',
    email: 'luisa@carmesi.example',
    groups: ['Uñas', 'Maquillaje'],
  },
];

const FIRST_NAMES = [
  'Ana',
  'Beatriz',
  'Carolina',
  'Daniel',
  'Elena',
  'Fernando',
  'Gabriela',
  'Héctor',
  'Isabel',
  'Jorge',
];
const LAST_NAMES = ['Álvarez', 'Briceño', 'Castillo'];

/** Thirty clients: every first name with every last name; two of them inactive. */
const demoClients = () =>
  LAST_NAMES.flatMap((lastName, row) =>
    FIRST_NAMES.map((firstName, column) => {
      const n = row * FIRST_NAMES.length + column + 1;
      const plain = `${firstName}.${lastName}`
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase();
      return {
        firstName,
        lastName,
        email: `${plain}@cliente.example`,
        phone: `+58 414 555 ${String(1000 + n).slice(-4)}`,
        inactive: n % 15 === 0,
        note: n === 1 ? 'Prefiere citas por la mañana.' : '',
      };
    }),
  );

export interface DemoStaffAvatar {
  employeeId: string;
  path: string;
  bytes: Buffer;
}

/** Avatars are files: made before the transaction, as the other demo images are. */
export async function demoStaffAvatars(): Promise<DemoStaffAvatar[]> {
  return Promise.all(
    STAFF.map(async (person, index) => {
      const employeeId = newId();
      const initials = `${person.firstName[0]}${person.lastName[0]}`;
      const bytes = await demoAvatar(initials, 20 + index * 70);
      return { employeeId, path: `employees/${employeeId}/${newId()}.webp`, bytes };
    }),
  );
}

/**
 * The catalogue and the people of "Estudio Carmesí": groups and services, four employees (one per role, the
 * manager and the secretary with app access) and thirty clients, each with its event log entry.
 */
export async function insertDemoStaff(
  tx: Executor,
  actor: Actor,
  salon: Salon,
  hours: ScheduleDay[],
  avatars: DemoStaffAvatar[],
  passwordHash: string,
): Promise<DemoBookables> {
  const bookables: DemoBookables = { staff: [], clientIds: [] };
  const serviceInfo = new Map<string, BookableService>();
  const log = (area: 'service' | 'employee' | 'client', entityId: string, details: Record<string, unknown>) =>
    recordEvent(tx, actor, {
      action: 'create',
      area,
      entityId,
      salon: salonRef(salon),
      details,
    });
  const base = { companyId: actor.companyId, salonId: salon.id };

  const servicesByGroup = new Map<string, string[]>();
  for (const { group, services } of CATALOGUE) {
    const groupRow = await insertServiceGroup(tx, { ...base, id: newId(), name: group });
    await log('service', groupRow.id, { group });
    const ids: string[] = [];
    for (const service of services) {
      const row = await insertService(tx, {
        ...base,
        id: newId(),
        groupId: groupRow.id,
        name: service.name,
        regularPriceCents: toCents(service.price),
        discountPriceCents: service.discount ? toCents(service.discount) : null,
        durationMinutes: service.minutes,
        description: service.description,
        remote: service.remoteCharge !== undefined,
        remoteChargeCents: service.remoteCharge ? toCents(service.remoteCharge) : null,
        priceType: service.priceType ?? 'exact',
        status: service.inactive ? 'inactive' : 'active',
      });
      await log('service', row.id, { service: row.name, group });
      if (!service.inactive) ids.push(row.id);
      serviceInfo.set(row.id, {
        id: row.id,
        minutes: row.durationMinutes,
        priceCents: row.discountPriceCents ?? row.regularPriceCents,
      });
    }
    servicesByGroup.set(group, ids);
  }

  for (const [index, person] of STAFF.entries()) {
    let accountId: string | null = null;
    if (person.login) {
      const user = await insertUser(tx, {
        id: newId(),
        email: person.email,
        passwordHash,
        name: person.firstName,
        surname: person.lastName,
        language: 'es-ve',
      });
      const account = await insertAccount(tx, {
        id: newId(),
        userId: user.id,
        accountType: 'employee',
      });
      accountId = account.id;
    }
    const employee = await insertEmployee(tx, {
      ...base,
      id: avatars[index]!.employeeId,
      firstName: person.firstName,
      lastName: person.lastName,
      email: person.email,
      phone: `+58 412 555 02${index}${index}`,
      role: person.role,
      avatarPath: avatars[index]!.path,
      schedule: hours,
      accountId,
    });
    const serviceIds = person.groups.flatMap((group) => servicesByGroup.get(group) ?? []);
    await setEmployeeServices(tx, employee.id, actor.companyId, serviceIds);
    bookables.staff.push({ id: employee.id, services: serviceIds.map((id) => serviceInfo.get(id)!) });
    await log('employee', employee.id, {
      name: `${person.firstName} ${person.lastName}`,
      role: person.role,
      access_to_app: accountId !== null,
    });
  }

  for (const client of demoClients()) {
    const row = await insertClient(tx, {
      ...base,
      id: newId(),
      firstName: client.firstName,
      lastName: client.lastName,
      email: client.email,
      phone: client.phone,
      phoneDigits: client.phone.replace(/\D/g, ''),
      status: client.inactive ? 'inactive' : 'active',
      note: client.note,
    });
    await log('client', row.id, { firstName: row.firstName, lastName: row.lastName, email: row.email });
    if (row.status === 'active') bookables.clientIds.push(row.id);
  }
  return bookables;
}
