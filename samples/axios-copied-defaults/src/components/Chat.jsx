import React from 'react';
import * as chat from '../lib/chat';
import { listLate } from '../lib/late';

export class Chat extends React.Component {
  state = { active: '', conversations: {} };

  refresh = async () => {
    const conversations = await chat.getAll();
    const { active } = this.state;
    if (conversations[active]) {
      // an empty first state must not erase the {username} segment (lib/chat.js)
      await chat.get({ username: active });
    }
    await chat.download(active);
    await listLate();
    // an empty text inside a segment is a real choice: /tabs and /tabs/starred
    // @expect GET /api/v2/tabs
    await chat.getTab('');
    // @expect GET /api/v2/tabs/starred
    await chat.getTab('/starred');
  };

  render() {
    return <button onClick={this.refresh}>refresh</button>;
  }
}
