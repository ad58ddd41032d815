import React from 'react';
import { createRoot } from 'react-dom/client';
import UserListPage from './UserListPage';
import { isLocal } from './Setting';
import * as serviceWorker from './serviceWorker';

if (isLocal()) console.info('local');
createRoot(document.getElementById('root')).render(React.createElement(UserListPage, { owner: 'built-in' }));
serviceWorker.register();
