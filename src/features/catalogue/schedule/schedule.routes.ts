import { createRouter } from '../../../http/app-env';
import { requirePermission } from '../../../http/guard';
import { responds } from '../../../http/responds';
import { validate } from '../../../http/validate';
import { scheduleBody, scheduleQuery } from './schedule.schemas';
import { showSchedule } from './schedule.service';

export const scheduleRoutes = createRouter().get(
  '/',
  requirePermission('titles.view'),
  validate('query', scheduleQuery),
  responds(scheduleBody),
  async (c) => c.json({ schedule: await showSchedule(c.var, c.req.valid('query')) }),
);
