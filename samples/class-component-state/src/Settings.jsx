import React from 'react';
import axios from 'axios';

// The constructor's this.state: section is changed by setState, scope never is.
export default class Settings extends React.Component {
  constructor(props) {
    super(props);
    this.state = { section: 'general', scope: 'user' };
  }

  show(section) {
    this.setState({ section });
  }

  save(values) {
    // @expect PUT /settings/{section}
    return axios.put(`/settings/${this.state.section}`, { scope: this.state.scope, values });
  }

  render() {
    return null;
  }
}
