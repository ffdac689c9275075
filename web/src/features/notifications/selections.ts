// Pure helpers of the notification settings form (unit tested in selections.test.ts).

/** notif_id -> channel -> on/off */
export type Selections = Record<string, Record<string, boolean>>;

/** A group header's checkbox: every item on, some, or none. */
export function groupState(selections: Selections, ids: string[], channel: string): 'all' | 'some' | 'none' {
  const on = ids.filter((id) => selections[id]?.[channel]).length;
  return on === 0 ? 'none' : on === ids.length ? 'all' : 'some';
}

export function setChannel(selections: Selections, ids: string[], channel: string, on: boolean): Selections {
  const next = { ...selections };
  for (const id of ids) next[id] = { ...next[id], [channel]: on };
  return next;
}
