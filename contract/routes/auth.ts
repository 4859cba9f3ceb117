import type { PlayerRoute, Route } from '../endpoint';
import type { ZCheckTokenQuery, ZCheckTokenReply } from '../auth';
import type { ZEmptyReply } from '../envelope';

export const checkToken = 'GET /api/check-token' as Route<
  { query: typeof ZCheckTokenQuery; reply: typeof ZCheckTokenReply },
  'sign-in'
>;
export const logout = 'POST /api/v2.0/logout' as PlayerRoute<{ reply: typeof ZEmptyReply }>;
