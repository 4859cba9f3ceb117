import type { ConsoleRoute } from '../endpoint';
import type {
  ZConsolePromotionsListReply,
  ZPromotionCreate,
  ZPromotionEndRequest,
  ZPromotionParams,
  ZPromotionReply,
  ZPromotionUpdate,
} from '../console-promotions';

export const listPromotions = 'GET /api/console/promotions' as ConsoleRoute<{
  reply: typeof ZConsolePromotionsListReply;
}>;
export const createPromotion = 'POST /api/console/promotions' as ConsoleRoute<{
  body: typeof ZPromotionCreate;
  reply: typeof ZPromotionReply;
}>;
export const updatePromotion = 'POST /api/console/promotions/:id' as ConsoleRoute<{
  params: typeof ZPromotionParams;
  body: typeof ZPromotionUpdate;
  reply: typeof ZPromotionReply;
}>;
export const endPromotion = 'POST /api/console/promotions/:id/end' as ConsoleRoute<{
  params: typeof ZPromotionParams;
  body: typeof ZPromotionEndRequest;
  reply: typeof ZPromotionReply;
}>;
