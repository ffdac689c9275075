import type { CityResponse, Reader } from 'maxmind';
import type { Logger } from 'pino';

export interface GeoLocation {
  city: string | null;
  country: string | null;
}

const NONE: GeoLocation = { city: null, country: null };
const readers = new Map<string, Promise<Reader<CityResponse> | null>>();

/**
 * City and country of an IP from a MaxMind (GeoLite2/GeoIP2 City or Country) database file named
 * by GEOIP_DATABASE. Without a database, or for private addresses, both are null.
 */
export async function lookupIp(databasePath: string | undefined, ip: string, logger?: Logger): Promise<GeoLocation> {
  if (!databasePath) return NONE;
  // loaded only when a GEOIP_DATABASE is configured
  const { default: maxmind } = await import('maxmind');
  if (!maxmind.validate(ip)) return NONE;
  let reader = readers.get(databasePath);
  if (!reader) {
    reader = maxmind.open<CityResponse>(databasePath).catch((err) => {
      logger?.warn({ err, databasePath }, 'GEOIP_DATABASE could not be opened; sessions will have no location');
      return null;
    });
    readers.set(databasePath, reader);
  }
  const db = await reader;
  if (!db) return NONE;
  try {
    const hit = db.get(ip);
    return {
      city: hit?.city?.names?.en ?? null,
      country: hit?.country?.iso_code ?? hit?.registered_country?.iso_code ?? null,
    };
  } catch {
    return NONE;
  }
}
