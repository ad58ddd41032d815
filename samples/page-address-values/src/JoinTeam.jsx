// React Router: the invitation link's page reads ?invite= and accepts it.
import axios from 'axios';
import { useSearchParams } from 'react-router-dom';

export function JoinTeam() {
  const [searchParams] = useSearchParams();
  // @expect POST /api/invitations/accept
  const accept = () => axios.post('/api/invitations/accept', null, {
    params: { invite_token: searchParams.get('invite_token') },
  });
  return <button onClick={accept}>Join</button>;
}
