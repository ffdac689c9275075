/** Credit departments other than cast, in the order the crew tab lists them (src/features/catalogue/credits/credits.schemas.ts). */
export const crewDepartments = [
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
