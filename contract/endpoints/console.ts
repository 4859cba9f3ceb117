import {
  ZAuditQuery,
  ZAuditReply,
  ZChangeRoleRequest,
  ZCreateStaffReply,
  ZCreateStaffRequest,
  ZReasonRequest,
  ZSignInReply,
  ZSignInRequest,
  ZStaffListReply,
  ZStaffMe,
  ZStaffParams,
  ZStaffReply,
  ZTotpConfirmRequest,
  ZTotpEnrolReply,
} from '../console';
import { declareEndpoints } from '../endpoint';
import { ZEmptyReply } from '../envelope';
import * as routes from '../routes/console';
import { STAFF_ROLES } from '../staff-roles';

const everyone = STAFF_ROLES;
const admins = ['admin'] as const;

export const consoleEndpoints = declareEndpoints('console', routes, {
  signIn: {
    access: 'console-sign-in',
    summary: 'Sign a staff member in: sets the session cookie and returns the CSRF token',
    body: ZSignInRequest,
    reply: ZSignInReply,
    refusals: [401, 422, 429],
    limit: 'console-sign-in',
  },
  signOut: {
    access: 'console',
    roles: everyone,
    setup: true,
    summary: 'End this staff session',
    reply: ZEmptyReply,
    refusals: [403],
  },
  me: {
    access: 'console',
    roles: everyone,
    setup: true,
    summary: "The signed-in staff member, and the session's CSRF token (for a reloaded page)",
    reply: ZSignInReply,
    refusals: [403],
  },
  enrolTotp: {
    access: 'console',
    roles: everyone,
    setup: true,
    summary: 'Start enrolling a TOTP second factor (a new secret, confirmed by a code)',
    reply: ZTotpEnrolReply,
    refusals: [403, 409],
  },
  confirmTotp: {
    access: 'console',
    roles: everyone,
    setup: true,
    summary: 'Confirm the TOTP secret with a current code; sign-ins then require one',
    body: ZTotpConfirmRequest,
    reply: ZStaffMe,
    refusals: [403, 409, 422],
  },
  listStaff: {
    access: 'console',
    roles: admins,
    summary: 'Staff accounts',
    reply: ZStaffListReply,
    refusals: [403],
  },
  createStaff: {
    access: 'console',
    roles: admins,
    summary: 'Invite a staff member: returns a one-time password, shown once',
    body: ZCreateStaffRequest,
    reply: ZCreateStaffReply,
    refusals: [403, 409, 422],
  },
  changeStaffRole: {
    access: 'console',
    roles: admins,
    summary: "Change a staff member's role, with the reason",
    params: ZStaffParams,
    body: ZChangeRoleRequest,
    reply: ZStaffReply,
    refusals: [403, 404, 409, 422],
  },
  disableStaff: {
    access: 'console',
    roles: admins,
    summary: 'Disable a staff account, with the reason: its sessions end at once',
    params: ZStaffParams,
    body: ZReasonRequest,
    reply: ZStaffReply,
    refusals: [403, 404, 409, 422],
  },
  enableStaff: {
    access: 'console',
    roles: admins,
    summary: 'Enable a disabled staff account again, with the reason',
    params: ZStaffParams,
    body: ZReasonRequest,
    reply: ZStaffReply,
    refusals: [403, 404, 409, 422],
  },
  listAudit: {
    access: 'console',
    roles: admins,
    summary: 'The audit log, newest first: filter by staff email, action, target and days',
    query: ZAuditQuery,
    reply: ZAuditReply,
    refusals: [403, 422],
  },
});
