import qs from 'qs';
import { WORKSPACE_API, sessionToken } from '@/lib/config';
import { MEMBER_ROUTE, TASK_ROUTE } from './routes';

const authHeaders = () => ({ Authorization: `Bearer ${sessionToken()}` });

export async function searchTasks(term: string, assignee?: string) {
  // The trailing slash keeps '/v1' when the relative path is resolved.
  const url = new URL('search/tasks', `${WORKSPACE_API}/`);
  const params = new URLSearchParams({ q: term });
  if (assignee) params.set('assignee', assignee);
  url.search = params.toString();
  // @expect GET /search/tasks
  const res = await fetch(url, { headers: authHeaders() });
  return res.json();
}

export async function taskById(id: string) {
  // @expect GET /tasks/{id}
  const res = await fetch(WORKSPACE_API + TASK_ROUTE.replace(':id', id), { headers: authHeaders() });
  return res.json();
}

export async function updateMemberProfile(id: string, displayName: string) {
  // @expect PATCH /members/{id}
  const res = await fetch(`${WORKSPACE_API}${MEMBER_ROUTE.replace(':id', id)}`, {
    method: 'PATCH',
    headers: { ...authHeaders(), 'Content-Type': 'application/json' },
    body: JSON.stringify({ displayName }),
  });
  return res.json();
}

export async function timesheetCsv(from: string, to: string, memberIds: string[]) {
  const query = qs.stringify({ from, to, member: memberIds }, { arrayFormat: 'repeat' });
  // @expect GET /reports/timesheet
  const res = await fetch(`${WORKSPACE_API}/reports/timesheet?${query}`, {
    headers: { ...authHeaders(), Accept: 'text/csv' },
  });
  return res.text();
}
