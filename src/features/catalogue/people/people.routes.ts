import { z } from 'zod';
import { createRouter } from '../../../http/app-env';
import { requirePermission } from '../../../http/guard';
import { responds } from '../../../http/responds';
import { validate } from '../../../http/validate';
import { deletedIds } from '../common/present.schemas';
import { ID, IDS, idOrSlugParam, parseIds } from '../common/slug';
import { createPersonBody, onePerson, personListQuery, updatePersonBody } from './people.schemas';
import { createPerson, deletePeople, listPeople, showPerson, updatePerson } from './people.service';
import { lazySchema } from '../../../http/lazy-schema';

const idParam = lazySchema(() => z.object({ id: idOrSlugParam }));

export const peopleRoutes = createRouter()
  .get('/', requirePermission('people.view'), validate('query', personListQuery), async (c) =>
    c.json({ pagination: await listPeople(c.var, c.req.valid('query'), c.var.relations) }),
  )
  .get(`/:id${ID}`, requirePermission('people.view'), validate('param', idParam), async (c) =>
    c.json(await showPerson(c.var, c.req.valid('param').id)),
  )
  .post('/', requirePermission('people.create'), validate('json', createPersonBody), async (c) =>
    c.json({ person: await createPerson(c.var, c.req.valid('json')) }, 201),
  )
  .put(
    `/:id${ID}`,
    requirePermission('people.update'),
    validate('param', idParam),
    validate('json', updatePersonBody),
    responds(onePerson),
    async (c) => c.json({ person: await updatePerson(c.var, c.req.valid('param').id, c.req.valid('json')) }),
  )
  .delete(`/:ids${IDS}`, requirePermission('people.delete'), responds(deletedIds), async (c) =>
    c.json({ deleted: await deletePeople(c.var, parseIds(c.req.param('ids'))) }),
  );
