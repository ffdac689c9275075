// IANA time zones (from the runtime's ICU data) grouped by region, each with its current UTC offset.

export interface TimezoneEntry {
  value: string;
  text: string;
}

/** `(UTC+05:30)` style offset of a zone at the given moment. */
export function utcOffsetLabel(timeZone: string, at: Date = new Date()) {
  const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value;
  // ICU renders UTC itself as plain "GMT".
  const offset = !part || part === 'GMT' ? '+00:00' : part.replace(/^GMT/, '');
  return `(UTC${offset})`;
}

function offsetMinutes(label: string) {
  const m = /UTC([+-])(\d{2}):(\d{2})/.exec(label);
  return m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0;
}

let zones: string[] | null = null;
let zoneSet: Set<string> | null = null;

export function allTimezones(): string[] {
  if (!zones) {
    const list = Intl.supportedValuesOf('timeZone');
    zones = list.includes('UTC') ? list : ['UTC', ...list];
  }
  return zones;
}

/** Also accepts aliases the runtime resolves (e.g. Asia/Calcutta for Asia/Kolkata). */
export function isValidTimezone(zone: string) {
  zoneSet ??= new Set(allTimezones());
  if (zoneSet.has(zone)) return true;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone.includes('/');
  } catch {
    return false;
  }
}

export function groupedTimezones(at: Date = new Date()): Record<string, TimezoneEntry[]> {
  const groups: Record<string, (TimezoneEntry & { minutes: number })[]> = {};
  for (const zone of allTimezones()) {
    const slash = zone.indexOf('/');
    const region = slash === -1 ? zone : zone.slice(0, slash);
    const city = (slash === -1 ? zone : zone.slice(slash + 1)).replaceAll('_', ' ').replaceAll('/', ' - ');
    const offset = utcOffsetLabel(zone, at);
    (groups[region] ??= []).push({ value: zone, text: `${offset} ${city}`, minutes: offsetMinutes(offset) });
  }
  const out: Record<string, TimezoneEntry[]> = {};
  for (const region of Object.keys(groups).sort()) {
    out[region] = groups[region]!.sort((a, b) => a.minutes - b.minutes || a.value.localeCompare(b.value)).map(({ value, text }) => ({
      value,
      text,
    }));
  }
  return out;
}
