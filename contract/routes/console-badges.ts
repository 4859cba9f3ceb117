import type { ZStudioImageUpload } from '../console-studio';
import type { ConsoleRoute } from '../endpoint';
import type {
  ZConsoleBadgeCreated,
  ZConsoleBadgeParams,
  ZConsoleBadgeWrite,
  ZConsoleBadgesReply,
} from '../retention';

export const consoleBadges = 'GET /api/console/badges' as ConsoleRoute<{
  reply: typeof ZConsoleBadgesReply;
}>;
export const createBadge = 'POST /api/console/badges' as ConsoleRoute<{
  body: typeof ZConsoleBadgeWrite;
  reply: typeof ZConsoleBadgeCreated;
}>;
export const updateBadge = 'PUT /api/console/badges/:id' as ConsoleRoute<{
  params: typeof ZConsoleBadgeParams;
  body: typeof ZConsoleBadgeWrite;
  reply: typeof ZConsoleBadgeCreated;
}>;
export const uploadBadgeImage = 'POST /api/console/badges/:id/image' as ConsoleRoute<{
  params: typeof ZConsoleBadgeParams;
  form: typeof ZStudioImageUpload;
  reply: typeof ZConsoleBadgeCreated;
}>;
