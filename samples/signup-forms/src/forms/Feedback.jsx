import { useState } from 'react';

import { postFeedback } from '../api/accounts';

export function Feedback() {
  const [message, setMessage] = useState('');
  const [rating, setRating] = useState(5);
  const [contact, setContact] = useState('');

  const submit = (event) => {
    event.preventDefault();
    postFeedback({ message, rating, contact });
  };

  return (
    <form onSubmit={submit}>
      <textarea value={message} required minLength={10} maxLength={500}
                onChange={(e) => setMessage(e.target.value)} />
      <input type="number" value={rating} min={1} max={5} required
             onChange={(e) => setRating(Number(e.target.value))} />
      <input type="email" onChange={(e) => setContact(e.target.value)} />
    </form>
  );
}
