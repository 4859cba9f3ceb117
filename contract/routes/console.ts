import type { ConsoleRoute, Route } from '../endpoint';
import type {
  ZAuditQuery,
  ZAuditReply,
  ZChangeRoleRequest,
  ZCreateStaffReply,
  ZCreateStaffRequest,
  ZEndedSessionsReply,
  ZOwnSessionsReply,
  ZPasswordChangeRequest,
  ZReasonRequest,
  ZSignInReply,
  ZSessionParams,
  ZSignInRequest,
  ZStaffListReply,
  ZStaffMe,
  ZStaffParams,
  ZStaffReply,
  ZTotpConfirmRequest,
  ZTotpEnrolReply,
} from '../console';
import type { ZEmptyReply } from '../envelope';

export const signIn = 'POST /api/console/session' as Route<
  { body: typeof ZSignInRequest; reply: typeof ZSignInReply },
  'console-sign-in'
>;
export const signOut = 'DELETE /api/console/session' as ConsoleRoute<{
  reply: typeof ZEmptyReply;
}>;
export const me = 'GET /api/console/me' as ConsoleRoute<{ reply: typeof ZSignInReply }>;
export const enrolTotp = 'POST /api/console/me/totp' as ConsoleRoute<{
  reply: typeof ZTotpEnrolReply;
}>;
export const confirmTotp = 'POST /api/console/me/totp/confirm' as ConsoleRoute<{
  body: typeof ZTotpConfirmRequest;
  reply: typeof ZStaffMe;
}>;
export const changePassword = 'POST /api/console/me/password' as ConsoleRoute<{
  body: typeof ZPasswordChangeRequest;
  reply: typeof ZStaffMe;
}>;
export const listOwnSessions = 'GET /api/console/me/sessions' as ConsoleRoute<{
  reply: typeof ZOwnSessionsReply;
}>;
export const endOwnSession = 'DELETE /api/console/me/sessions/:id' as ConsoleRoute<{
  params: typeof ZSessionParams;
  reply: typeof ZEndedSessionsReply;
}>;
export const endOtherSessions = 'POST /api/console/me/sessions/end-others' as ConsoleRoute<{
  reply: typeof ZEndedSessionsReply;
}>;
export const listStaff = 'GET /api/console/staff' as ConsoleRoute<{
  reply: typeof ZStaffListReply;
}>;
export const createStaff = 'POST /api/console/staff' as ConsoleRoute<{
  body: typeof ZCreateStaffRequest;
  reply: typeof ZCreateStaffReply;
}>;
export const changeStaffRole = 'POST /api/console/staff/:id/role' as ConsoleRoute<{
  params: typeof ZStaffParams;
  body: typeof ZChangeRoleRequest;
  reply: typeof ZStaffReply;
}>;
export const disableStaff = 'POST /api/console/staff/:id/disable' as ConsoleRoute<{
  params: typeof ZStaffParams;
  body: typeof ZReasonRequest;
  reply: typeof ZStaffReply;
}>;
export const enableStaff = 'POST /api/console/staff/:id/enable' as ConsoleRoute<{
  params: typeof ZStaffParams;
  body: typeof ZReasonRequest;
  reply: typeof ZStaffReply;
}>;
export const unlockStaff = 'POST /api/console/staff/:id/unlock' as ConsoleRoute<{
  params: typeof ZStaffParams;
  body: typeof ZReasonRequest;
  reply: typeof ZStaffReply;
}>;
export const resetStaffPassword = 'POST /api/console/staff/:id/password-reset' as ConsoleRoute<{
  params: typeof ZStaffParams;
  body: typeof ZReasonRequest;
  reply: typeof ZCreateStaffReply;
}>;
export const resetStaffTotp = 'POST /api/console/staff/:id/totp-reset' as ConsoleRoute<{
  params: typeof ZStaffParams;
  body: typeof ZReasonRequest;
  reply: typeof ZStaffReply;
}>;
export const endStaffSessions = 'POST /api/console/staff/:id/sessions/end' as ConsoleRoute<{
  params: typeof ZStaffParams;
  body: typeof ZReasonRequest;
  reply: typeof ZStaffReply;
}>;
export const listAudit = 'GET /api/console/audit' as ConsoleRoute<{
  query: typeof ZAuditQuery;
  reply: typeof ZAuditReply;
}>;
