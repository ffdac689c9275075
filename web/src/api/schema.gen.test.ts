import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generateApiTypes, SCHEMA_FILE } from '../../../scripts/gen-api';

describe('schema.gen.ts', () => {
  it('is what `npm run gen:api` writes from the current OpenAPI document', async () => {
    const committed = fs.readFileSync(SCHEMA_FILE, 'utf8');
    // on failure: run `npm run gen:api` and commit the file
    expect(committed === (await generateApiTypes()), 'web/src/api/schema.gen.ts is stale: run `npm run gen:api`').toBe(true);
  });
});
