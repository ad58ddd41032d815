import axios from 'axios';

// every wrapper sends the browser's cookies: a module constant spread into each config
const configs = {
  withCredentials: true
};

export const get = (url, config) =>
  new Promise((resolve, reject) => {
    axios
      .get(url, { ...configs, ...config })
      .then(res => resolve(res))
      .catch(err => reject(err));
  });

export const post = (url, body, config) =>
  new Promise((resolve, reject) => {
    axios
      .post(url, body, { ...configs, ...config })
      .then(res => resolve(res))
      .catch(err => reject(err));
  });

export const remove = (url, body, config) =>
  axios.delete(url, { ...configs, ...config, data: body });
