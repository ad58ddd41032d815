import { createRoot } from 'react-dom/client';
import ConnectorList from './ConnectorList';
import SchemaCreate from './SchemaCreate';
import SchemaEdit from './SchemaEdit';

const params = Object.fromEntries(new URLSearchParams(window.location.search));

createRoot(document.getElementById('root')).render(
  <>
    <ConnectorList params={params} />
    <SchemaCreate params={params} />
    <SchemaEdit params={params} />
  </>
);
