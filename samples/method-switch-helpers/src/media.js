import axios from 'axios';

// The request picked from an object of functions keyed by the method.
function mediaCall(method, path, data) {
  const handlers = {
    get: () => axios.get('/media' + path),
    post: () => axios.post('/media' + path, data),
    delete: () => axios.delete('/media' + path),
  };
  return handlers[method]();
}

// @expect GET /media/covers
export const listCovers = () => mediaCall('get', '/covers');
// @expect POST /media/covers
export const addCover = (cover) => mediaCall('post', '/covers', cover);
