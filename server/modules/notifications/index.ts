// Public entry: other modules import only what this names (see .dependency-cruiser.mjs).
export {
  type BroadcastClock,
  broadcastNewTopic,
  broadcastNewTournament,
  deliveryTime,
  newTopicKey,
  newTournamentKey,
  withdrawBroadcast,
} from './broadcast';
export { dropHeldBroadcast } from './held';
export { registerBroadcastJobs, registerNotificationJobs } from './daily-update';
export { type Notice, notifyPlayer, playerName, replaceNotice, withdrawNotice } from './service';
export {
  addPromotionsFrom,
  createPromotion,
  endPromotion,
  listConsolePromotions,
  type PromotionChange,
  type PromotionText,
  updatePromotion,
} from './promotions';
