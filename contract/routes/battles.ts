import type { PlayerRoute } from '../endpoint';
import type * as S from '../battles';

export const battles = 'GET /api/v2.0/battles' as PlayerRoute<{
  query: typeof S.ZBattleListQuery;
  reply: typeof S.ZBattleListReply;
}>;
export const battle = 'GET /api/v2.0/battles/:id' as PlayerRoute<{
  params: typeof S.ZBattleParams;
  reply: typeof S.ZBattleState;
}>;
