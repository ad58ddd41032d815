import axios from 'axios';

export default function createFetchHandler(section, url) {
  return function(getState, payload, dispatch) {
    return axios.get(`/api/v1${url}`).then((response) => dispatch({ section, items: response.data }));
  };
}
