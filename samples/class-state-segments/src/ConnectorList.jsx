import Root from './Root';

class ConnectorList extends Root {
  state = {
    clusterId: '',
    connectorId: '',
    version: 'v2',
    rows: []
  };

  static getDerivedStateFromProps(nextProps) {
    const clusterId = nextProps.params.clusterId;
    const connectorId = nextProps.params.connectorId;

    return {
      clusterId: clusterId,
      connectorId: connectorId
    };
  }

  componentDidMount() {
    this.loadDefinitions();
    this.loadInfo();
  }

  async loadDefinitions() {
    const { clusterId, connectorId } = this.state;
    // @expect GET /api/{clusterId}/connector/{connectorId}
    const response = await this.getApi(`/api/${clusterId}/connector/${connectorId}`);
    this.setState({ rows: response.data });
  }

  loadInfo() {
    const { version } = this.state;
    // @expect GET /api/v2/info
    return this.getApi(`/api/${version}/info`);
  }

  render() {
    return null;
  }
}

export default ConnectorList;
