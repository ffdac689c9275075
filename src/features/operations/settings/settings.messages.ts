import type { z } from 'zod';

const typeNames: Record<string, string> = {
  number: 'Enter a number.',
  int: 'Enter a whole number.',
  boolean: 'Must be on or off.',
  string: 'Enter text.',
  array: 'Enter a list.',
};

/**
 * A settings field error an admin can act on ("Must be at most 100 characters.") instead of zod's
 * developer wording. Messages a definition wrote itself (regex hints) are kept as they are.
 */
export function issueMessage(issue: z.core.$ZodIssue): string {
  const entry = issue.path.length && typeof issue.path[0] === 'number' ? `Entry ${issue.path[0] + 1}: ` : '';
  switch (issue.code) {
    case 'invalid_type':
      return entry + (typeNames[issue.expected] ?? 'This value has the wrong type.');
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') return entry + (min <= 1 ? 'This field is required.' : `Must be at least ${min} characters.`);
      if (issue.origin === 'array') return `Enter at least ${min} entries.`;
      return entry + `Must be at least ${min}.`;
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return entry + `Must be at most ${max} characters.`;
      if (issue.origin === 'array') return `Enter at most ${max} entries.`;
      return entry + `Must be at most ${max}.`;
    }
    case 'invalid_value':
      return `Choose one of: ${issue.values.map((v) => (v === '' ? '(empty)' : String(v))).join(', ')}.`;
    default:
      return entry + issue.message;
  }
}
