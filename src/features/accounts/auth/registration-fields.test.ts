import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../testing/harness';
import { extraFieldName } from '../../../shared/registration-fields';

const env = useTestApp();

const fields = [
  { name: 'company', label: 'Company', type: 'text', required: false, options: [] },
  { name: 'favourite_genre', label: 'Favourite genre', type: 'select', required: true, options: ['Drama', 'Comedy', 'Horror'] },
  { name: 'newsletter', label: 'Send me the newsletter', type: 'checkbox', required: false, options: [] },
  { name: 'adult', label: 'I am 18 or older', type: 'checkbox', required: true, options: [] },
];

let seq = 0;
const register = (extra: Record<string, unknown>) =>
  env.ctx.request('/auth/register', {
    method: 'POST',
    json: { email: `extra-${++seq}@example.com`, password: 'a-good-password', password_confirmation: 'a-good-password', ...extra },
  });

describe('registration extra fields', () => {
  beforeEach(async () => {
    env.ctx.signOut();
    await env.ctx.db.deleteFrom('rate_limits').execute();
    await env.ctx.services.settings.save({ 'registration.extra_fields': fields, require_email_confirmation: false });
  });

  it('sends the fields to every visitor in the bootstrap data', async () => {
    const data = await (await env.ctx.request('/api/v1/bootstrap-data')).json();
    expect(data.settings.registration.extra_fields.map((f: { name: string }) => f.name)).toEqual([
      'company',
      'favourite_genre',
      'newsletter',
      'adult',
    ]);
  });

  it('refuses missing required answers and a value that is not an option with 422 field errors', async () => {
    const res = await register({ extra_fields: { favourite_genre: 'Westerns', company: 'x'.repeat(256) } });
    expect(res.status).toBe(422);
    const { errors } = await res.json();
    expect(errors).toEqual({
      'extra_fields.company': ['The Company may not be greater than 255 characters.'],
      'extra_fields.favourite_genre': ['The selected Favourite genre is invalid.'],
      'extra_fields.adult': ['The I am 18 or older field must be accepted.'],
    });
    const none = await register({});
    expect((await none.json()).errors).toMatchObject({
      'extra_fields.favourite_genre': ['The Favourite genre field is required.'],
      'extra_fields.adult': ['The I am 18 or older field must be accepted.'],
    });
    expect(await env.ctx.db.selectFrom('users').select('id').where('email', 'like', 'extra-%').execute()).toHaveLength(0);
  });

  it('stores the answers on the user and shows them, with their labels, on the admin user page', async () => {
    const res = await register({
      extra_fields: { company: '  Acme Films ', favourite_genre: 'Comedy', newsletter: false, adult: true, sneaky: 'dropped' },
    });
    expect(res.status).toBe(200);
    const userId = (await res.json()).bootstrapData.user.id as number;
    await env.ctx.signIn(env.adminId);
    const { user } = await (await env.ctx.request(`/api/v1/users/${userId}`)).json();
    expect(user.extra_fields).toEqual([
      { name: 'company', label: 'Company', value: 'Acme Films' },
      { name: 'favourite_genre', label: 'Favourite genre', value: 'Comedy' },
      { name: 'newsletter', label: 'Send me the newsletter', value: false },
      { name: 'adult', label: 'I am 18 or older', value: true },
    ]);
    // the list and the signed-in payload do not carry them
    const list = await (await env.ctx.request('/api/v1/users?perPage=100')).json();
    expect(JSON.stringify(list)).not.toContain('Acme Films');
  });

  it('accepts only well-formed field lists in the settings', async () => {
    await env.ctx.signIn(env.adminId);
    const save = (value: unknown) =>
      env.ctx.request('/api/v1/settings', { method: 'POST', json: { settings: { 'registration.extra_fields': value } } });
    expect((await save([{ name: 'genre', label: 'Genre', type: 'select', options: [] }])).status).toBe(422);
    expect((await save([{ name: 'Bad Name', label: 'X', type: 'text' }])).status).toBe(422);
    expect((await save([fields[0], fields[0]])).status).toBe(422);
    expect((await save([{ name: 'city', label: 'City', type: 'text' }])).status).toBe(200);
  });

  it('derives a field name from its label, unique among the others', () => {
    expect(extraFieldName('Favourite genre')).toBe('favourite_genre');
    expect(extraFieldName('  18+ only? ')).toBe('only');
    expect(extraFieldName('Company', ['company'])).toBe('company_2');
    expect(extraFieldName('¿¡')).toBe('field');
  });
});
