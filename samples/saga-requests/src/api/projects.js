import http from './http';

const getProjects = (headers) => http.get('/projects', { headers });

const createProject = (data, headers) => http.post('/projects', data, { headers });

const updateProject = (id, data, headers) => http.patch(`/projects/${id}`, data, { headers });

const deleteProject = (id, headers) => http.delete(`/projects/${id}`, { headers });

const getProject = (id, headers) => http.get(`/projects/${id}`, { headers });

const archiveProject = (id, headers) =>
  http.post(`/projects/${id}/archive`, undefined, { headers });

export default {
  getProjects,
  createProject,
  updateProject,
  deleteProject,
  getProject,
  archiveProject,
};
