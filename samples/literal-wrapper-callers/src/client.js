// A wrapper some methods call with fixed text and one method, nobody's callee, with its own
// parameter: the fixed calls keep their endpoints, each citing its call; the open one stays
// the wrapper's template, its hole an input, for review.
import axios from 'axios';

export class Client {
  request(p) {
    // @expect GET /api{p}
    return axios.get('/api' + p);
  }

  get(p) {
    return this.request(p);
  }

  reports() {
    // @expect GET /api/reports
    return this.request('/reports');
  }

  users() {
    // @expect GET /api/users
    return this.request('/users');
  }
}

export const client = new Client();
