import type { SettingDefinitions } from '../../../../shared/settings/define';
import { generalSettings } from './general';
import { socialSettings } from '../../../accounts/social/social.settings';
import { recaptchaSettings } from '../../../accounts/recaptcha/recaptcha.settings';
import { tmdbSettings } from '../../../catalogue/tmdb/tmdb.settings';
import { seoSettings } from '../../../../shared/seo.settings';
import { billingSettings } from '../../../billing/billing.settings';
import { uploadsSettings } from '../../../streaming/uploads/uploads.settings';
import { landingSettings } from '../../../../shared/settings/landing';
import { adsSettings } from './ads';
import { clientErrorSettings } from '../../client-errors/client-errors.settings';
import { registrationFieldSettings } from '../../../accounts/auth/registration-fields.settings';
import { operationsSettings } from './operations';
import { notificationSettings } from '../../../notifications/notifications.settings';
import { dataImportSettings } from '../../../accounts/data-import/data-import.settings';

// Every feature's settings, composed here: add one import and one spread per feature.
export const settingDefinitions: SettingDefinitions = {
  ...generalSettings,
  ...socialSettings,
  ...recaptchaSettings,
  ...tmdbSettings,
  ...seoSettings,
  ...billingSettings,
  ...uploadsSettings,
  ...landingSettings,
  ...adsSettings,
  ...clientErrorSettings,
  ...registrationFieldSettings,
  ...operationsSettings,
  ...notificationSettings,
  ...dataImportSettings,
};
