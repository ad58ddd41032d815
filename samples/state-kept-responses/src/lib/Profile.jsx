// A React setter given a field of the answer.
import { useState } from 'react';
import axios from 'axios';

export function Profile() {
  const [name, setName] = useState('');
  let avatar = null;
  function load() {
    // @expect GET /api/profile
    axios.get('/api/profile').then((response) => {
      setName(response.data.display_name);
      avatar = response.data.avatar_url;
    });
  }
  return <button onClick={load}>{name}{avatar}</button>;
}
