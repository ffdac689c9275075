/** The departments a person is known for, as the TMDB import and demo data store them (lower case). */
export const knownForOptions = [
  'acting',
  'directing',
  'writing',
  'creator',
  'production',
  'camera',
  'editing',
  'sound',
  'art',
  'costume & make-up',
  'visual effects',
  'lighting',
  'crew',
] as const;

export const genderOptions = ['female', 'male', 'non-binary'] as const;
