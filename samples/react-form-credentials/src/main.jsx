import { createRoot } from 'react-dom/client';
import Devices from './Devices';
import DownloadClients from './DownloadClients';

createRoot(document.getElementById('root')).render(<><DownloadClients /><Devices /></>);
