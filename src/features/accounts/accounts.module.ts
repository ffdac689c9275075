import type { FeatureModule } from '../module';
import { buildExportJob, DATA_EXPORT_JOB, sweepExports } from './data-export/data-export.service';
import { listUserTokens } from './access-tokens/access-tokens.queries';
import { resolveAccessToken } from './access-tokens/access-tokens.service';
import { twoFactorPayload } from './auth/auth.present';
import { dataImportJobs } from './data-import/data-import.jobs';
import { recoverImports } from './data-import/data-import.resume';
import { newDeviceNotification } from './auth/known-devices';
import { DEMO_RESET_CRON, resetDemo } from './demo/demo.reset';
import { seedDemoAccounts } from './demo/demo.seed';
import { listUserProfiles } from './social/social.queries';
import { accountDetailsPayload } from './users/users.routes';

/**
 * Accounts: sign-in, users, roles. Adds to the signed-in user payload; personal access tokens sign
 * API calls in; a sign-in from a new device is a notification. In demo mode it seeds the demo
 * accounts and restores them every hour.
 */
export const accountsModule: FeatureModule = {
  name: 'accounts',
  seeders: [seedDemoAccounts],
  schedules: [
    { name: 'demo:reset', cron: DEMO_RESET_CRON, run: ({ db, config, services }) => resetDemo({ db, config, services }) },
    // "Download my data": expired archives and their rows
    { name: 'data-export:sweep', cron: '17 * * * *', run: ({ db, config, services }) => sweepExports({ db, config, services }) },
    // imports a stopped worker left "running": resumed once, else failed with a message
    { name: 'data-import:recover', cron: '*/5 * * * *', run: ({ db, services }) => recoverImports({ db, services }) },
  ],
  jobs: { [DATA_EXPORT_JOB]: buildExportJob, ...dataImportJobs },
  userPayload: [
    async (db, user) => ({ social_profiles: await listUserProfiles(db, user.id) }),
    // tokens by id, name and last use; never a hash
    async (db, user) => ({
      tokens: (await listUserTokens(db, user.id)).map(({ id, name, last_used_at }) => ({ id, name, last_used_at })),
    }),
    accountDetailsPayload,
    (db, user) => twoFactorPayload(db, user.id),
  ],
  bearerResolvers: [resolveAccessToken],
  notificationTypes: [newDeviceNotification],
};
