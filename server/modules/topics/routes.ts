import { ZTopicsRequest } from '../../../contract/topics';
import type { AppContext } from '../../context';
import { ok } from '../../lib/envelope';
import { languageOf } from '../../lib/language';
import type { Routes } from '../../lib/plugin';
import { userOf } from '../auth/guard';
import { listTopics, listTopTopics } from './service';

export const topicRoutes =
  (ctx: AppContext): Routes =>
  async (app) => {
    app.post('/topics', { schema: { body: ZTopicsRequest } }, async (req) =>
      ok({ topics: await listTopics(ctx, userOf(req).id, languageOf(req), req.body.category_id) }),
    );
    app.get('/top-topics', async (req) =>
      ok({ topics: await listTopTopics(ctx, userOf(req).id, languageOf(req)) }),
    );
  };
