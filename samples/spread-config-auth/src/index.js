import React from 'react';
import { createRoot } from 'react-dom/client';
import Topics from './Topics';
import { loadOptions, searchTopics } from './options';
import { listClusters } from './clusters';

loadOptions(window.location.hash.slice(1));
searchTopics('orders');
listClusters();
createRoot(document.getElementById('root')).render(<Topics />);
