import { authClient } from '../lib/auth-client';

export async function switchWorkspace(organizationId: string) {
  // @expect POST /api/auth/organization/set-active
  return authClient.organization.setActive({ organizationId });
}

export async function members(organizationId: string) {
  // @expect GET /api/auth/organization/list-members
  return authClient.organization.listMembers({ query: { organizationId, limit: 50 } });
}

export async function workspaces() {
  // @expect GET /api/auth/organization/list
  return authClient.organization.list();
}

export async function fullWorkspace(organizationSlug: string) {
  // @expect GET /api/auth/organization/get-full-organization
  return authClient.organization.getFullOrganization({ query: { organizationSlug } });
}

export async function leave(memberIdOrEmail: string, organizationId: string) {
  // @expect POST /api/auth/organization/remove-member
  return authClient.organization.removeMember({
    memberIdOrEmail,
    organizationId,
    fetchOptions: { headers: { 'x-reason': 'left' } },
  });
}

export async function revokeKey(keyId: string) {
  // @expect POST /api/auth/api-key/delete
  return authClient.apiKey.delete({ keyId });
}

export async function keys() {
  // @expect GET /api/auth/api-key/list
  return authClient.apiKey.list();
}

export async function lookUpDevice(userCode: string) {
  // @expect GET /api/auth/device
  await authClient.device({ query: { user_code: userCode } });
  // @expect POST /api/auth/device/approve
  return authClient.device.approve({ userCode });
}

export async function sendCode(email: string) {
  // @expect POST /api/auth/email-otp/send-verification-otp
  return authClient.emailOtp.sendVerificationOtp({ email, type: 'sign-in' });
}

export async function otpSignIn(email: string, otp: string) {
  // @expect POST /api/auth/sign-in/email-otp
  return authClient.signIn.emailOtp({ email, otp });
}

export async function removeAccount() {
  // @expect POST /api/auth/delete-user
  return authClient.deleteUser();
}

export function lastMethod() {
  // @expect-none
  return authClient.getLastUsedLoginMethod();
}

export function canInvite(role: 'owner' | 'member') {
  // @expect-none
  return authClient.organization.checkRolePermission({ role, permissions: { invitation: ['create'] } });
}

export function useWorkspace() {
  // @expect GET /api/auth/organization/get-full-organization
  return authClient.useActiveOrganization();
}

export async function forwarded(input: any) {
  // @expect-none
  return authClient.organization.update(input);
}
