/** A part of the config edited by another panel: where it is and which error keys belong to it. */
export interface PanelSection {
  key: string;
  path: string;
  label: string;
  /** Top-level names: an error key belongs here when it is one of them or starts with `name.`. */
  fields: readonly string[];
}

/** The sections other than `current` that hold errors (to point at them from the open panel). */
export function sectionsWithErrors<S extends PanelSection>(sections: readonly S[], current: string, errors: Record<string, string>): S[] {
  const keys = Object.keys(errors);
  return sections.filter((s) => s.key !== current && keys.some((k) => s.fields.some((f) => k === f || k.startsWith(`${f}.`))));
}
