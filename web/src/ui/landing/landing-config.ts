import { useEffect, useState } from 'react';
import { z } from 'zod';
import {
  defaultLandingConfig,
  isSafeLink,
  landingActionSchema,
  landingConfigSchema,
  landingIcons,
  type LandingConfig,
} from '../../../../src/shared/settings/landing';
import { useSettings } from '../../shell/bootstrap';

/** Message types between the appearance editor and the preview frame (both same-origin). */
export const PREVIEW_CONFIG = 'mq-landing-preview';
export const PREVIEW_READY = 'mq-landing-preview-ready';

/**
 * The stored config from the public settings. Each part is checked on its own so one bad part
 * (e.g. left by an older version) falls back to its default instead of blanking the page.
 */
export function landingConfigFrom(raw: unknown): LandingConfig {
  const source = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const shape = landingConfigSchema.shape;
  const out = { ...defaultLandingConfig } as Record<keyof LandingConfig, unknown>;
  for (const key of Object.keys(shape) as (keyof LandingConfig)[]) {
    const parsed = shape[key].safeParse(source[key]);
    if (parsed.success) out[key] = parsed.data;
  }
  return out as LandingConfig;
}

// The editor's draft may be half-typed (an empty headline, a button without a link): the preview
// shows it as it is, so it only checks shapes, never the save rules.
const text = z.string().max(5000);
const previewSchema = z.object({
  headline: text,
  subheadline: text,
  background_image: text,
  actions: z.array(z.object({ id: text, label: text, action: text, type: landingActionSchema.shape.type })).max(20),
  primary_features: z.array(z.object({ id: text, title: text, description: text, image: text })).max(20),
  secondary_features: z.array(z.object({ id: text, icon: z.enum(landingIcons), title: text, description: text })).max(30),
});

/** A preview message's config, or null when the message is not one (wrong type or shape). */
export function previewConfigOf(data: unknown): LandingConfig | null {
  if (!data || typeof data !== 'object' || (data as { type?: unknown }).type !== PREVIEW_CONFIG) return null;
  const parsed = previewSchema.safeParse((data as { config?: unknown }).config);
  return parsed.success ? parsed.data : null;
}

/** Links the page may render as-is; anything else (javascript:, data:) becomes inert. */
export function safeHref(href: string) {
  return isSafeLink(href) ? href : null;
}

/**
 * The config the landing page renders: the saved settings, or, inside the appearance editor's
 * preview frame, the editor's unsaved draft posted by the parent window.
 */
export function useLandingConfig(): LandingConfig {
  const settings = useSettings();
  const [preview, setPreview] = useState<LandingConfig | null>(null);
  useEffect(() => {
    if (window.parent === window) return;
    const onMessage = (e: MessageEvent) => {
      // only the editor that embeds this page, on this origin, may change what it shows
      if (e.origin !== window.location.origin || e.source !== window.parent) return;
      const config = previewConfigOf(e.data);
      if (config) setPreview(config);
    };
    window.addEventListener('message', onMessage);
    window.parent.postMessage({ type: PREVIEW_READY }, window.location.origin);
    return () => window.removeEventListener('message', onMessage);
  }, []);
  return preview ?? landingConfigFrom(settings.landing);
}
