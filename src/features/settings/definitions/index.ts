import type { SettingDefinitions } from '../define';
import { generalSettings } from './general';

// Every feature's settings, composed here: add one import and one spread per feature.
export const settingDefinitions: SettingDefinitions = {
  ...generalSettings,
};
