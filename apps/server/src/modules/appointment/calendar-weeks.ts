import { LRUCache } from 'lru-cache';
import type { Executor } from '../../lib/db.js';
import { toAppointmentWire } from './appointment.mapper.js';
import { appointmentRepository, type CalendarFilter } from './appointment.repository.js';
import { appointmentViewRepository } from '../appointment-view/index.js';

/** One appointment of a built answer: its JSON and the stamp of the rows it was built from. */
interface BuiltAppointment {
  stamp: string;
  json: string;
}
interface BuiltAnswer {
  /** The salon's `calendar_names_version` it was built at: a rename since means every entry is stale. */
  namesVersion: number;
  entries: Map<string, BuiltAppointment>;
}

/**
 * The last answer built for each calendar query (salon, range, filters; not the version), by appointment.
 * After a change, the next answer is the same query again: its appointments' stamps (one indexed read of
 * two short columns) say which of them to read and serialise again, usually one of hundreds. A busy week is
 * a few hundred kilobytes of JSON, so the budget holds a few dozen of them.
 */
const built = new LRUCache<string, BuiltAnswer>({
  maxSize: 64 * 1024 * 1024,
  sizeCalculation: (answer) => {
    let bytes = 1;
    for (const [id, entry] of answer.entries)
      bytes += (id.length + entry.stamp.length + entry.json.length) * 2;
    return bytes;
  },
});

const freshEntry = (json: string | undefined, stamp: string): BuiltAppointment | undefined =>
  json === undefined ? undefined : { stamp, json };

/**
 * The calendar's answer for `filter` as JSON (`{"data":[…]}`, soonest first, the same text as serialising
 * the wire objects at once), reading again only the appointments whose stamp changed since the last answer
 * to the same `query` key, or all of them after a rename (`namesVersion`, the salon's). A row written between
 * the stamps and its read is kept with the older stamp and read again next time; one gone meanwhile is left
 * out.
 */
export async function buildCalendarAnswer(
  ex: Executor,
  query: string,
  filter: CalendarFilter,
  namesVersion: number,
): Promise<string> {
  const stamps = await appointmentRepository.calendarStamps(ex, filter);
  const last = built.get(query);
  const before = last?.namesVersion === namesVersion ? last.entries : undefined;
  const stale = new Set(
    stamps.filter(({ id, stamp }) => before?.get(id)?.stamp !== stamp).map(({ id }) => id),
  );
  const fresh = new Map<string, string>();
  if (stale.size > 0) {
    for (const view of await appointmentViewRepository.byIds(ex, filter.companyId, [...stale]))
      fresh.set(view.appointment.id, JSON.stringify(toAppointmentWire(view)));
  }
  const entries = new Map<string, BuiltAppointment>();
  const parts: string[] = [];
  for (const { id, stamp } of stamps) {
    // An unchanged appointment keeps its entry (no new object for each of the 500 on every change).
    const entry = stale.has(id) ? freshEntry(fresh.get(id), stamp) : before?.get(id);
    if (!entry) continue;
    entries.set(id, entry);
    parts.push(entry.json);
  }
  built.set(query, { namesVersion, entries });
  return `{"data":[${parts.join(',')}]}`;
}
