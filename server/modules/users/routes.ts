import { ZEmptyReply } from '@contract/envelope';
import { ZSwitchLanguageRequest } from '@contract/settings';
import { ZUserReply } from '@contract/users';
import type { AppContext } from '../../context';
import { ok } from '../../lib/envelope';
import type { Routes } from '../../lib/plugin';
import { replies } from '../../lib/replies';
import { userOf } from '../auth/guard';
import { getUserReply, switchLanguage } from './service';

const tags = ['Users'];

export const userRoutes =
  (ctx: AppContext): Routes =>
  async (app) => {
    app.get(
      '/user',
      {
        schema: {
          tags,
          summary: 'The signed-in player: profile, wallet and win/draw/loss',
          response: replies(ZUserReply, 404),
        },
      },
      async (req) => ok(await getUserReply(ctx, userOf(req))),
    );

    app.post(
      '/switch-user-language',
      {
        schema: {
          tags,
          summary: "Remember the player's language",
          body: ZSwitchLanguageRequest,
          response: replies(ZEmptyReply, 400, 404, 422),
        },
      },
      async (req) => {
        await switchLanguage(ctx, userOf(req), req.body.language);
        return ok(null, 'Language updated');
      },
    );
  };
