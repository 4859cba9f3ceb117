import type { PlayerRoute, Route } from '../endpoint';
import type { ZEmptyReply } from '../envelope';
import type * as S from '../packs';

export const tournamentPacks = 'GET /api/v2.0/tournament-packs' as PlayerRoute<{
  reply: typeof S.ZTournamentPacksReply;
}>;
export const createPayment = 'POST /api/v2.0/paysenz/create-payment' as PlayerRoute<{
  body: typeof S.ZCreatePaymentRequest;
  reply: typeof S.ZPaymentReply;
}>;
export const createAgreement = 'POST /api/v2.0/nagorik/create-agreement' as PlayerRoute<{
  body: typeof S.ZCreateAgreementRequest;
  reply: typeof S.ZPaymentReply;
}>;
export const cancelAgreement = 'POST /api/v2.0/nagorik/cancel-agreement' as PlayerRoute<{
  body: typeof S.ZCancelAgreementRequest;
  reply: typeof ZEmptyReply;
}>;
export const unsubscribeTelenor = 'POST /api/v2.0/unsubscribe-telnor' as PlayerRoute<{
  body: typeof S.ZUnsubscribeRequest;
  reply: typeof S.ZUnsubscribeReply;
}>;
export const cancelGhooriSubscription = 'POST /api/v2.0/ghoori-subscription-cancel' as PlayerRoute<{
  body: typeof S.ZGhooriCancelRequest;
  reply: typeof S.ZUnsubscribeReply;
}>;
export const purchaseHistory = 'POST /api/v2.0/bundles/purchase/history' as PlayerRoute<{
  body: typeof S.ZPurchaseHistoryRequest;
  reply: typeof S.ZPurchaseHistoryReply;
}>;
export const paymentStatus = 'GET /api/v2.0/payments/:payment_id' as PlayerRoute<{
  params: typeof S.ZPaymentStatusParams;
  reply: typeof S.ZPaymentStatusReply;
}>;

/** A provider's server-to-server callback: no bearer token, its HMAC signature is the proof. */
export const paymentCallback = 'POST /api/payments/callback' as Route<
  { body: typeof S.ZPaymentCallback; reply: typeof S.ZPaymentCallbackReply },
  'payment-callback'
>;
