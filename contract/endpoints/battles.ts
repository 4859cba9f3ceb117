import { declareEndpoints } from '../endpoint';
import * as routes from '../routes/battles';
import { ZBattleListQuery, ZBattleListReply, ZBattleParams, ZBattleState } from '../battles';

export const battlesEndpoints = declareEndpoints('Battles', routes, {
  battles: {
    access: 'player',
    summary: "The player's finished live battles, newest first, 20 a page",
    query: ZBattleListQuery,
    reply: ZBattleListReply,
    refusals: [422],
  },
  battle: {
    access: 'player',
    summary: "One of the player's battles as it stands (the snapshot the socket sends)",
    params: ZBattleParams,
    reply: ZBattleState,
    refusals: [404, 422],
  },
});
