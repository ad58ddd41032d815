import React from 'react';
import { useDispatch } from 'react-redux';
import { fetchStatus, restart } from '../Store/Actions/systemActions';

export default function SystemPage() {
  const dispatch = useDispatch();
  React.useEffect(() => {
    dispatch(fetchStatus());
    dispatch({ type: 'system/updates/fetchUpdates' });
  }, [dispatch]);
  return <button onClick={() => dispatch(restart())}>Restart</button>;
}
