import { z } from 'zod';
import { menuPositions, menuSchema } from './settings/menus';
import { seoPlaceholders, type SeoKind } from './seo.settings';

// What the appearance editor may save (spec section 2) and the checks it adds on top of each
// setting's own schema. Pure zod and data: the web panels import this file too.

/** Settings owned by the appearance editor; everything else stays behind POST settings. */
export function isAppearanceSetting(name: string) {
  return (
    name.startsWith('branding.') ||
    name.startsWith('seo.') ||
    name.startsWith('custom_code.') ||
    name.startsWith('landing.') ||
    name === 'menus' ||
    name === 'themes.default_id'
  );
}

/** Spec: "Routes offered for menus" (suggestions; any in-app path may be typed). */
export const offeredMenuRoutes = ['/lists', '/watchlist', '/admin/channels', '/admin/comments'] as const;

export const seoKinds = Object.keys(seoPlaceholders) as SeoKind[];
export const seoKindLabels: Record<SeoKind, string> = {
  title: 'Title',
  season: 'Season',
  episode: 'Episode',
  watch: 'Watch',
  person: 'Person',
  landing: 'Landing',
  news: 'News article',
  channel: 'Channel',
};

/** The placeholders of a template the kind does not know ("{{TITLE_NAME}}" on a person page). */
export function unknownPlaceholders(kind: SeoKind, template: string) {
  const known = new Set<string>(seoPlaceholders[kind]);
  const unknown = new Set<string>();
  for (const m of template.matchAll(/\{\{\s*([^}]*?)\s*\}\}/g)) if (!known.has(m[1]!)) unknown.add(m[1]!);
  return [...unknown];
}

const safeAction = /^(\/(?!\/)|https?:\/\/|mailto:)/i;

/** The menus setting as the editor checks it: known positions, unique ids, usable addresses. */
export const editorMenusSchema = z.array(menuSchema).superRefine((menus, ctx) => {
  const known = new Set<string>(menuPositions);
  const menuIds = new Set<string>();
  menus.forEach((menu, m) => {
    menu.positions.forEach((p, i) => {
      if (!known.has(p)) ctx.addIssue({ code: 'custom', path: [m, 'positions', i], message: 'Unknown menu position.' });
    });
    if (menuIds.has(menu.id)) ctx.addIssue({ code: 'custom', path: [m, 'id'], message: 'Another menu has this id.' });
    menuIds.add(menu.id);
    const itemIds = new Set<string>();
    menu.items.forEach((item, i) => {
      if (itemIds.has(item.id))
        ctx.addIssue({ code: 'custom', path: [m, 'items', i, 'id'], message: 'Another item of this menu has this id.' });
      itemIds.add(item.id);
      const action = item.action?.trim() ?? '';
      if (!action) ctx.addIssue({ code: 'custom', path: [m, 'items', i, 'action'], message: 'Enter a route or link.' });
      else if (item.type === 'route' && !action.startsWith('/'))
        ctx.addIssue({ code: 'custom', path: [m, 'items', i, 'action'], message: 'A route starts with "/", e.g. /watchlist.' });
      else if (!safeAction.test(action))
        ctx.addIssue({
          code: 'custom',
          path: [m, 'items', i, 'action'],
          message: 'Enter an address starting with https://, / or mailto:.',
        });
    });
  });
});

export const saveAppearanceBody = z.object({ settings: z.record(z.string(), z.unknown()) });
