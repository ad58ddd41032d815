import axios from 'axios';

// Container actions a GET performs: the action is chosen by the caller, or named by the path.
export const containers = {
  act(name, action) {
    // each caller names its action: one request per caller (wrapper.literal-kind-arguments)
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

// @expect GET /api/apps/actions/{name}/stop
export const stopApp = (name) => containers.act(name, 'stop');
// @expect GET /api/apps/actions/{name}/rm
export const removeApp = (name) => containers.act(name, 'rm');
