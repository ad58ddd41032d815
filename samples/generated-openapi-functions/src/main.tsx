import { createRoot } from 'react-dom/client';

import { OrdersPage } from './pages/orders-page';

createRoot(document.getElementById('root')!).render(<OrdersPage />);
