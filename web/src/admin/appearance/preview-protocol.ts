// Messages between the appearance editor and the site in its preview frame (same origin only).

/** Editor -> frame: the unsaved values to show, as flat setting names ('branding.site_name'). */
export const APPEARANCE_DRAFT = 'mq-appearance-draft';
/** Frame -> editor: the page loaded and listens; send the draft again. */
export const APPEARANCE_PREVIEW_READY = 'mq-appearance-preview-ready';

/** Settings the preview applies live; others (SEO, custom HTML) show after saving. */
export const previewedSetting = (name: string) => name.startsWith('branding.') || name === 'menus' || name === 'custom_code.css';

/** The <style> the server writes custom CSS into (src/features/site/appearance/custom-code.ts). */
export const CUSTOM_CSS_ELEMENT_ID = 'mq-custom-css';
