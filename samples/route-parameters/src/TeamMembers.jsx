// React Router: the team the page shows comes from the route; the Agent must name it.
import axios from 'axios';
import { useParams } from 'react-router-dom';

export function TeamMembers() {
  const { teamId } = useParams();
  const params = useParams();
  // @expect GET /api/teams/{teamId}/members
  const load = () => axios.get(`/api/teams/${teamId}/members`);
  // @expect POST /api/invites
  const invite = (email) => axios.post('/api/invites', { teamId: params.teamId, email, role: 'member' });
  return <button onClick={() => { load(); invite('a@example.com'); }}>Invite</button>;
}
