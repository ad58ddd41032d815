import socket from './socket';

// @expect GET /api/projects
const getProjects = () => socket.get('/projects');

// @expect POST /api/projects
const createProject = (data) => socket.post('/projects', data);

// @expect GET /api/projects/{id}
const getProject = (id) => socket.get(`/projects/${id}`, { include: 'boards' });

// @expect PATCH /api/projects/{id}
const updateProject = (id, data) => socket.patch(`/projects/${id}`, data);

// @expect DELETE /api/projects/{id}
const deleteProject = (id) => socket.delete(`/projects/${id}`);

export default { getProjects, createProject, getProject, updateProject, deleteProject };
