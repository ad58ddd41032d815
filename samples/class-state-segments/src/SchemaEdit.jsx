import Root from './Root';

const uriSchema = (clusterId, subject) => `/api/${clusterId}/schema/${subject}`;

class SchemaEdit extends Root {
  state = {
    clusterId: '',
    formData: {
      subject: '',
      schema: ''
    }
  };

  componentDidMount() {
    const { clusterId, subject } = this.props.params;
    this.setState({ clusterId }, () => this.loadLatest(clusterId, subject));
  }

  async loadLatest(clusterId, subject) {
    // @expect GET /api/{clusterId}/schema/{subject}
    const response = await this.getApi(`/api/${clusterId}/schema/${subject}`);
    this.handleLatest(response.data);
  }

  handleLatest = latest => {
    const { formData } = { ...this.state };
    formData.subject = latest.subject;
    formData.schema = latest.schema;
    this.setState(formData);
  };

  doSubmit() {
    const { clusterId, formData } = this.state;
    // @expect POST /api/{clusterId}/schema/{subject}
    return this.postApi(uriSchema(clusterId, formData.subject), {
      schema: formData.schema
    });
  }

  render() {
    return this.renderEditor('schema', value => {
      let { formData } = { ...this.state };
      formData.schema = value;
      this.setState({ formData });
    });
  }
}

export default SchemaEdit;
