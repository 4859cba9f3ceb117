import { ZSwitchLanguageRequest } from '@contract/settings';
import type { AppContext } from '../../context';
import { ok } from '../../lib/envelope';
import type { Routes } from '../../lib/plugin';
import { userOf } from '../auth/guard';
import { getUserReply, switchLanguage } from './service';

export const userRoutes =
  (ctx: AppContext): Routes =>
  async (app) => {
    app.get('/user', async (req) => ok(await getUserReply(ctx, userOf(req))));

    app.post('/switch-user-language', { schema: { body: ZSwitchLanguageRequest } }, async (req) => {
      await switchLanguage(ctx, userOf(req), req.body.language);
      return ok(null, 'Language updated');
    });
  };
