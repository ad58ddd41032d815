import axios from 'axios';

// the page's own origin, written out: the backend answers the login with an httpOnly
// cookie, which the browser sends with every request to this origin
const api = axios.create({ baseURL: location.protocol + '//' + location.host + '/api' });

export { api };
