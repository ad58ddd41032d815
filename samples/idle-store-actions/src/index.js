import React from 'react';
import { createRoot } from 'react-dom/client';
import AccountList from './Accounts/AccountList';
import TagTools from './Accounts/TagTools';
import LogsPage from './System/LogsPage';
import SystemPage from './System/SystemPage';

createRoot(document.getElementById('root')).render(
  <div><SystemPage /><LogsPage /><AccountList /><TagTools tool="list" /></div>
);
