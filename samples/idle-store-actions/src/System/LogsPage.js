import React from 'react';
import { useDispatch } from 'react-redux';
import * as systemActions from '../Store/Actions/systemActions';

export default function LogsPage() {
  const dispatch = useDispatch();
  return <button onClick={() => dispatch(systemActions.purgeLogs())}>Purge logs</button>;
}
