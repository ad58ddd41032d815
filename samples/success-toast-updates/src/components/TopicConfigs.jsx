import React from 'react';
import { toast } from 'react-toastify';
import { postApi, uriTopicConfigs } from '../utils/api';

// The page says the POST to the topic's configs updates them, in the callback setState runs.
export class TopicConfigs extends React.Component {
  async doSubmit() {
    const { cluster, topic } = this.props;
    const { changed } = this.state;
    // @expect POST /api/{cluster}/topic/{topic}/configs
    await postApi(uriTopicConfigs(cluster, topic), { configs: changed });
    this.setState({ changed: {} }, () => {
      toast.success(`Topic configs '${topic}' updated successfully`);
    });
  }

  render() {
    return <button onClick={() => this.doSubmit()}>Save</button>;
  }
}
