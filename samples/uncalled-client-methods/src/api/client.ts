import axios from 'axios';

const http = axios.create({ baseURL: '/api/v1' });

/** The app's API client: it offers more operations than the pages use. */
export class BoardClient {
  listBoards() {
    // @expect GET /api/v1/boards
    return http.get('/boards');
  }

  getBoard(id: string) {
    // @expect GET /api/v1/boards/{id}
    return http.get(`/boards/${id}`);
  }

  // A free function createBoard of another module shares this name: no call of this method.
  createBoard(title: string) {
    // @expect-none
    return http.post('/boards', { title });
  }

  // Its name is only an event's text, and the only computed calls index a map of
  // handlers and a fixed pair of names: no call of this method.
  archiveBoard(id: string) {
    // @expect-none
    return http.post(`/boards/${id}/archive`);
  }

  // Called on a receiver of unknown type (api.reloadBoards()): possibly called, kept.
  reloadBoards() {
    // @expect POST /api/v1/boards/reload
    return http.post('/boards/reload');
  }
}

const client = new BoardClient();
export default client;

// A client for another base URL: its instances go anywhere, so a member read of unknown
// receiver may be one of them.
export const makeClient = () => new BoardClient();
