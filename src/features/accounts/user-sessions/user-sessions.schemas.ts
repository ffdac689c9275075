import { z } from 'zod';
import { text, timestamp } from '../../../http/response-schemas';
import { currentPasswordField } from '../auth/auth.schemas';
import { lazySchema } from '../../../http/lazy-schema';

export const logoutOtherSchema = lazySchema(() => z.object({ password: currentPasswordField() }));

/** Where the device was last seen from: the address, and its place when a GeoIP database is configured. */
const seenFrom = { ip_address: text, city: text, country: text };

/** A signed-in device as its user (or an admin) sees it: never the session's token or hash. */
const userSession = lazySchema(() =>
  z.looseObject({
    id: z.string().meta({ description: 'A public id derived from the session; not the session token.' }),
    device_type: z.string().meta({ description: 'desktop, mobile, tablet or other.' }),
    platform: text,
    browser: text,
    ...seenFrom,
    last_active: timestamp,
    is_current_device: z.boolean(),
  }),
);

export const userSessions = lazySchema(() => z.looseObject({ sessions: z.array(userSession) }));
