import { ZCheckTokenQuery, ZCheckTokenReply } from '../auth';
import { declareEndpoints } from '../endpoint';
import { ZEmptyReply } from '../envelope';
import * as routes from '../routes/auth';

export const authEndpoints = declareEndpoints('Auth', routes, {
  checkToken: {
    access: 'sign-in',
    summary: "Trade the operator's one-time access token for a session",
    query: ZCheckTokenQuery,
    reply: ZCheckTokenReply,
    refusals: [401, 422, 429],
    limit: 'sign-in',
  },
  logout: { access: 'player', summary: 'End this session', reply: ZEmptyReply, refusals: [400] },
});
