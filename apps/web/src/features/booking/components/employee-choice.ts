import type { PublicSalonWire } from '@salon/core';
import { employeesFor } from './format-booking';

/**
 * Who the client wants: one person (or anyone) for the whole visit, as the page always offered, or a person
 * per service (or anyone for it) when several services are chosen. Both are kept while the client switches,
 * so going back and forth loses nothing.
 */
export interface EmployeeChoice {
  mode: 'same' | 'each';
  /** One person for everything; null: anyone free for the whole visit. */
  employeeId: string | null;
  /** A person per service id; absent or null: anyone who performs it. */
  perService: Readonly<Record<string, string | null>>;
}

export const NO_CHOICE: EmployeeChoice = { mode: 'same', employeeId: null, perService: {} };

/** The employees who perform one service. */
export const performersOf = (salon: PublicSalonWire, serviceId: string) =>
  salon.employees.filter((employee) => employee.service_ids.includes(serviceId));

/** A person per service is asked for: chosen so, or the only way when no one performs all the services. */
export const isPerService = (salon: PublicSalonWire, serviceIds: readonly string[], choice: EmployeeChoice) =>
  serviceIds.length > 1 && (choice.mode === 'each' || employeesFor(salon, serviceIds).length === 0);

/** Whether the step can go on: someone can take the visit as chosen (a person, or anyone, for each part). */
export function canGoOn(salon: PublicSalonWire, serviceIds: readonly string[], choice: EmployeeChoice) {
  return isPerService(salon, serviceIds, choice)
    ? serviceIds.every((id) => performersOf(salon, id).length > 0)
    : employeesFor(salon, serviceIds).length > 0;
}

/**
 * What the calls send: `employeeId` alone (the visit's one person, or anyone), or `employeeIds` in the order
 * of the services (the server's `employee_ids`).
 */
export function employeeParams(
  salon: PublicSalonWire,
  serviceIds: readonly string[],
  choice: EmployeeChoice,
): { employeeId: string | null; employeeIds: (string | null)[] | null } {
  if (isPerService(salon, serviceIds, choice)) {
    return { employeeId: null, employeeIds: serviceIds.map((id) => choice.perService[id] ?? null) };
  }
  return { employeeId: choice.employeeId, employeeIds: null };
}

/** The choice still valid for these services: a person who no longer performs what is asked is dropped. */
export function choiceFor(
  salon: PublicSalonWire,
  serviceIds: readonly string[],
  choice: EmployeeChoice,
): EmployeeChoice {
  const sameOk =
    choice.employeeId === null ||
    employeesFor(salon, serviceIds).some((employee) => employee._id === choice.employeeId);
  return { ...choice, employeeId: sameOk ? choice.employeeId : null };
}
