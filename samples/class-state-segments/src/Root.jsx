import { Component } from 'react';
import axios from 'axios';

class Root extends Component {
  getApi(url) {
    return axios.get(url);
  }

  postApi(url, body) {
    return axios.post(url, body);
  }

  renderEditor(name, onChange) {
    return { name, onChange };
  }
}

export default Root;
