import auth from './auth';
import shows from './shows';

export { auth, shows };
