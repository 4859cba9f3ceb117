import { ZAppConfigReply } from '../app-config';
import { declareEndpoints } from '../endpoint';
import * as routes from '../routes/public';
import { ZTopicsReply } from '../topics';

export const publicEndpoints = declareEndpoints('Public', routes, {
  publicTopTopics: {
    access: 'public',
    summary: 'Top topics for a visitor (no follow state)',
    reply: ZTopicsReply,
    refusals: [],
  },
  appConfig: {
    access: 'public',
    summary: 'Microsite address, daily pack offer and prices of in-game actions',
    reply: ZAppConfigReply,
    refusals: [],
  },
});
