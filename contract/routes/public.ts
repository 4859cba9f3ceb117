import type { Route } from '../endpoint';
import type { ZAppConfigReply } from '../app-config';
import type { ZTopicsReply } from '../topics';

/** The signed-out home's topics (no follow state). */
export const publicTopTopics = 'GET /api/public/top-topics' as Route<
  { reply: typeof ZTopicsReply },
  'public'
>;
export const appConfig = 'GET /api/public/app-config' as Route<
  { reply: typeof ZAppConfigReply },
  'public'
>;
