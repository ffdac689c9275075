import { z } from 'zod';
import { defineSettings } from '../../../shared/settings/define';
import { lazySchema } from '../../../http/lazy-schema';

const clientId = { schema: lazySchema(() => z.string().trim().max(500)), default: '', public: false } as const;
const clientSecret = { schema: lazySchema(() => z.string().trim().max(500)), default: '', secret: true } as const;

// Credentials of the social login apps; `social.<provider>.enable` lives in the general settings.
export const socialSettings = defineSettings({
  'social.google.client_id': clientId,
  'social.google.client_secret': clientSecret,
  'social.facebook.client_id': clientId,
  'social.facebook.client_secret': clientSecret,
  'social.twitter.client_id': clientId,
  'social.twitter.client_secret': clientSecret,
  'social.envato.client_id': clientId,
  'social.envato.client_secret': clientSecret,
});
