import type { Deps } from '../../../deps';
import { settingsFacts } from './settings.facts';
import { settingsForm } from './settings.present';
import type { SettingsMap } from './settings.store';

// The admin settings page (settings.update, checked by the routes): its form, saving, the cache.

/** Each tab's controls, labels and help, plus the server's read-only facts. */
export async function settingsTabs(deps: Deps) {
  return settingsForm(deps.services.settings.definitions, await settingsFacts(deps));
}

/** Saves every value or none; a save clears the response cache, which may hold old values. */
export async function saveSettings({ services }: Deps, changes: SettingsMap) {
  await services.settings.save(changes);
  services.cache.clear();
  return services.settings.adminView();
}
