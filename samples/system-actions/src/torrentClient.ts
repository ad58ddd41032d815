import axios from 'axios';

const api = axios.create({ baseURL: '/api/v2' });

export class TorrentClient {
  async shutdownApp(): Promise<boolean> {
    // @expect POST /api/v2/app/shutdown
    return api.post('/app/shutdown').then(() => true, () => false);
  }

  async getDownloadLimit(): Promise<number> {
    // @expect GET /api/v2/transfer/downloadLimit
    return api.get('/transfer/downloadLimit').then(res => res.data);
  }

  async setDownloadLimit(limit: number): Promise<void> {
    // @expect POST /api/v2/transfer/setDownloadLimit
    return api.post('/transfer/setDownloadLimit', { limit });
  }

  async banPeers(peers: string): Promise<void> {
    // @expect POST /api/v2/transfer/banPeers
    return api.post('/transfer/banPeers', { peers });
  }
}
