import axios from 'axios';

// Container actions a GET performs: the action is chosen by the caller, or named by the path.
export const containers = {
  act(name, action) {
    // @expect GET /api/apps/actions/{name}/{action}
    return axios.get(`/api/apps/actions/${name}/${action}`);
  },
  pullImage(id) {
    // @expect GET /api/images/{id}/pull
    return axios.get(`/api/images/${id}/pull`);
  },
  history(actionId) {
    // @expect GET /api/actions/{actionId}
    return axios.get(`/api/actions/${actionId}`);
  },
};

export const stopApp = (name) => containers.act(name, 'stop');
export const removeApp = (name) => containers.act(name, 'rm');
