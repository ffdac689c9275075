import type { Deps } from '../../../deps';
import { validationError } from '../../../http/errors';
import { analyticsProblems } from './analytics';
import { settingsFacts } from './settings.facts';
import { settingsForm } from './settings.present';
import type { SettingsMap } from './settings.store';

// The admin settings page (settings.update, checked by the routes): its form, saving, the cache.

/** Each tab's controls, labels and help, plus the server's read-only facts. */
export async function settingsTabs(deps: Deps) {
  return settingsForm(deps.services.settings.definitions, await settingsFacts(deps));
}

/**
 * Saves every value or none; a save clears the response cache, which may hold old values. Every
 * reader (page shell, CSP, player, media processing) reads the store at use, so nothing restarts.
 */
export async function saveSettings({ services }: Deps, changes: SettingsMap) {
  if (Object.keys(changes).some((name) => name.startsWith('analytics.'))) {
    // the provider and its ID are checked together, against what is saved for the other one
    const problems = analyticsProblems({ ...services.settings.all(), ...changes });
    if (Object.keys(problems).length) throw validationError(problems);
  }
  await services.settings.save(changes);
  services.cache.clear();
  return services.settings.adminView();
}

/** Empties this process's response cache; returns how many entries were dropped. */
export function clearCache({ services }: Deps) {
  const dropped = services.cache.size;
  services.cache.clear();
  return dropped;
}
