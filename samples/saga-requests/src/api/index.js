import projects from './projects';
import session from './session';

export default {
  ...projects,
  ...session,
};
