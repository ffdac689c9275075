import { z } from 'zod';
import { createRouter } from '../../../http/app-env';
import { requirePermission } from '../../../http/guard';
import { responds } from '../../../http/responds';
import { messageBody } from '../../../http/response-schemas';
import { validate } from '../../../http/validate';
import { rateLimit } from '../../../platform/rate-limit';
import { assertHuman } from '../../accounts/recaptcha/recaptcha.service';
import { idParam } from '../../accounts/roles/roles.schemas';
import { submitContactMessage } from './contact.service';
import {
  CONTACT_SUBMITTED,
  contactSchema,
  createCustomPageSchema,
  customPageList,
  customPageListQuery,
  customPageSaved,
  customPageShown,
  updateCustomPageSchema,
} from './pages.schemas';
import { createPage, deletePages, listPages, showPage, updatePage } from './pages.service';
import { lazySchema } from '../../../http/lazy-schema';

const canManage = requirePermission('custom_pages.update');
const idsParam = lazySchema(() =>
  z.object({
    ids: z
      .string()
      .regex(/^\d+(,\d+)*$/, 'Use one id or a comma list of ids.')
      .transform((s) => [...new Set(s.split(',').map(Number))]),
  }),
);

export const pagesRoutes = createRouter()
  .get('/', canManage, validate('query', customPageListQuery), responds(customPageList), async (c) =>
    c.json({ pagination: await listPages(c.var, c.req.valid('query')) }),
  )
  // public: anyone may read a page (spec section 7: page, seo, set_seo)
  .get('/:idOrSlug', responds(customPageShown), async (c) => {
    return c.json(await showPage(c.var, c.req.param('idOrSlug')));
  })
  .post('/', canManage, validate('json', createCustomPageSchema), responds(customPageSaved), async (c) => {
    const page = await createPage(c.var, c.req.valid('json'));
    return c.json({ page, message: 'Page created' }, 201);
  })
  .put('/:id', canManage, validate('param', idParam), validate('json', updateCustomPageSchema), responds(customPageSaved), async (c) =>
    c.json({ page: await updatePage(c.var, c.req.valid('param').id, c.req.valid('json')), message: 'Page updated' }),
  )
  .delete('/:ids', canManage, validate('param', idsParam), responds(messageBody), async (c) => {
    const count = await deletePages(c.var, c.req.valid('param').ids);
    return c.json({ message: count === 1 ? 'Page deleted' : `${count} pages deleted` });
  });

export const contactPageRoutes = createRouter().post(
  '/',
  rateLimit('contact', 5, 600),
  validate('json', contactSchema),
  responds(messageBody),
  async (c) => {
    const input = c.req.valid('json');
    await assertHuman(c, input.recaptcha_token, 'contact');
    await submitContactMessage(c.var, input);
    return c.json({ message: CONTACT_SUBMITTED });
  },
);
