import React from 'react';
import { toast } from 'react-toastify';
import { postApi, uriNodeConfigs } from '../utils/api';

// A setState between the request and the toast requests nothing: the toast is the POST's.
export class NodeConfigs extends React.Component {
  async doSubmit() {
    const { cluster, node } = this.props;
    const { changed } = this.state;
    // @expect POST /api/{cluster}/node/{node}/configs
    await postApi(uriNodeConfigs(cluster, node), { configs: changed });
    this.setState({ changed: {} });
    toast.success(`Node configs '${node}' updated.`);
  }

  render() {
    return <button onClick={() => this.doSubmit()}>Save</button>;
  }
}
