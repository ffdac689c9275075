import { createRouter } from '../../../http/app-env';
import { setBearerResolver } from '../../../http/auth';
import { validate } from '../../../http/validate';
import { registerUserPayloadExtension } from '../users/users.present';
import { listUserTokens } from './access-tokens.queries';
import { accessTokenIdSchema, createAccessTokenSchema } from './access-tokens.schemas';
import { createAccessToken, resolveAccessToken, revokeAccessToken } from './access-tokens.service';

setBearerResolver(resolveAccessToken);
// The signed-in user payload lists tokens by id, name and last use; never a hash.
registerUserPayloadExtension(async (db, user) => ({
  tokens: (await listUserTokens(db, user.id)).map(({ id, name, last_used_at }) => ({ id, name, last_used_at })),
}));

export const accessTokensRoutes = createRouter()
  .post('/access-tokens', validate('json', createAccessTokenSchema), async (c) => {
    const { token, plainTextToken } = await createAccessToken(c.var, c.req.valid('json').tokenName);
    return c.json({ token, plainTextToken, message: 'Token created' });
  })
  .delete('/access-tokens/:id', validate('param', accessTokenIdSchema), async (c) => {
    await revokeAccessToken(c.var, c.req.valid('param').id);
    return c.json({ message: 'Token deleted' });
  });
