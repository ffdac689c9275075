import { createRouter } from '../../../http/app-env';
import { responds } from '../../../http/responds';
import { validate } from '../../../http/validate';
import { accessTokenIdSchema, createAccessTokenSchema, createdAccessToken, revokedAccessToken } from './access-tokens.schemas';
import { createAccessToken, revokeAccessToken } from './access-tokens.service';

export const accessTokensRoutes = createRouter()
  .post('/', validate('json', createAccessTokenSchema), responds(createdAccessToken), async (c) => {
    const { token, plainTextToken } = await createAccessToken(c.var, c.req.valid('json').tokenName);
    return c.json({ token, plainTextToken, message: 'Token create' });
  })
  .delete('/:id', validate('param', accessTokenIdSchema), responds(revokedAccessToken), async (c) => {
    await revokeAccessToken(c.var, c.req.valid('param').id);
    return c.json({ message: 'Token deleted' });
  });
