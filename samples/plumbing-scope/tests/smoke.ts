import { listProjects } from '../src/api/projects';

// @expect-none
export const smoke = () => listProjects();
