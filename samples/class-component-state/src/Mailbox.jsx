import React, { Component } from 'react';
import axios from 'axios';

// A class component's state starts as a literal the user changes with setState: the initial
// 'inbox' proves only that tab is a text, never the one value sent.
class Mailbox extends Component {
  state = { tab: 'inbox', page: 1, pageSize: 50 };

  selectTab = (tab) => this.setState({ tab });

  nextPage = () => this.setState({ page: this.state.page + 1 });

  load = () => {
    const { page, pageSize } = this.state;
    // @expect GET /api/{tab}/items
    return axios.get(`/api/${this.state.tab}/items`, { params: { page, pageSize } });
  };

  render() {
    return <button onClick={() => this.selectTab('sent')}>Sent</button>;
  }
}

export default Mailbox;
