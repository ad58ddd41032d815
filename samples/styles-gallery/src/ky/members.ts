import ky from 'ky';
import { WORKSPACE_API, sessionToken } from '@/lib/config';

export interface Member {
  id: string;
  email: string;
  role: 'owner' | 'editor' | 'viewer';
}

// ky wants prefix-relative inputs without a leading slash.
const api = ky.create({
  prefixUrl: WORKSPACE_API,
  headers: { Authorization: `Bearer ${sessionToken()}` },
});

export function listMembers(teamId: string, role?: Member['role']): Promise<Member[]> {
  // @expect GET /teams/{teamId}/members
  return api.get(`teams/${teamId}/members`, { searchParams: { role: role ?? 'viewer' } }).json<Member[]>();
}

export function inviteMember(teamId: string, email: string, role: Member['role']): Promise<Member> {
  // @expect POST /teams/{teamId}/invites
  return api.post(`teams/${teamId}/invites`, { json: { email, role } }).json<Member>();
}

export async function removeMember(teamId: string, memberId: string): Promise<void> {
  // @expect DELETE /teams/{teamId}/members/{memberId}
  await api.delete(`teams/${teamId}/members/${memberId}`);
}
