import type { Deps } from '../../../deps';
import type { FieldErrors } from '../../../http/errors';
import { validationError } from '../../../http/errors';
import { seoPlaceholders, type SeoKind } from '../../../shared/seo.settings';
import { issueMessage } from '../../operations/settings/settings.messages';
import { editorMenusSchema, isAppearanceSetting, offeredMenuRoutes, unknownPlaceholders } from '../../../shared/appearance.schemas';
import { menuPositions } from '../../../shared/settings/menus';

/** The appearance-owned settings with the lists the editor offers. */
export function appearanceView({ services }: Deps) {
  const { settings } = services;
  const values: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(settings.adminView())) if (isAppearanceSetting(name)) values[name] = value;
  return { settings: values, seo_placeholders: seoPlaceholders, menu_positions: menuPositions, menu_routes: offeredMenuRoutes };
}

/**
 * Saves appearance settings only, all or nothing. Same 422 body as POST settings: errors keyed by
 * setting name; menus add the item path (`menus.0.items.2.action`) so the editor can point at it.
 * A save clears the response cache, which may hold pages rendered with the old values.
 */
export async function saveAppearance(deps: Deps, changes: Record<string, unknown>) {
  const { settings, cache } = deps.services;
  const errors: FieldErrors = {};
  for (const [name, value] of Object.entries(changes)) {
    const def = settings.definitions[name];
    if (!def) {
      errors[name] = ['Unknown setting.'];
      continue;
    }
    if (!isAppearanceSetting(name)) {
      errors[name] = ['This setting is not part of the appearance editor.'];
      continue;
    }
    const parsed = def.schema.safeParse(value);
    if (!parsed.success) {
      errors[name] = [...new Set(parsed.error.issues.map(issueMessage))];
      continue;
    }
    if (name === 'menus') {
      const menus = editorMenusSchema.safeParse(value);
      if (!menus.success) for (const issue of menus.error.issues) (errors[['menus', ...issue.path].join('.')] ??= []).push(issue.message);
      continue;
    }
    const seo = /^seo\.([a-z]+)\.(title|description)$/.exec(name);
    if (seo && seo[1]! in seoPlaceholders && typeof parsed.data === 'string') {
      const unknown = unknownPlaceholders(seo[1] as SeoKind, parsed.data);
      if (unknown.length)
        errors[name] = [`Unknown placeholder${unknown.length > 1 ? 's' : ''}: ${unknown.map((u) => `{{${u}}}`).join(', ')}.`];
    }
  }
  if (Object.keys(errors).length) throw validationError(errors);
  await settings.save(changes);
  cache.clear();
  return appearanceView(deps);
}
