import React from 'react';
import axios from 'axios';
import { get, post, remove } from './api';

// pages extend Root; each request's config is built here: a Map used as a plain object,
// given the bearer header when a token is stored
class Root extends React.Component {
  cancel = axios.CancelToken.source();

  getApi(url) {
    return get(url, this.buildConfig());
  }

  postApi(url, body) {
    return post(url, body, this.buildConfig());
  }

  removeApi(url, body) {
    return remove(url, body, this.buildConfig());
  }

  buildConfig() {
    let config = new Map();
    config.cancelToken = this.cancel.token;

    if (localStorage.getItem('jwtToken')) {
      config.headers = {};
      config.headers['Authorization'] = 'Bearer ' + localStorage.getItem('jwtToken');
    }

    return config;
  }
}

export default Root;
