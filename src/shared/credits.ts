/** Credit departments, in the order credit pages list them (cast first). */
export const departments = [
  'cast',
  'directing',
  'writing',
  'creators',
  'production',
  'camera',
  'editing',
  'sound',
  'art',
  'costume-makeup',
  'visual-effects',
  'lighting',
  'crew',
] as const;

/** Every department but cast: what the crew tabs of the editors list. */
export const crewDepartments = departments.filter((d): d is Exclude<(typeof departments)[number], 'cast'> => d !== 'cast');
