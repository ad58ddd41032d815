import Root from './Root';

class SchemaCreate extends Root {
  state = {
    clusterId: '',
    formData: {
      subject: '',
      schema: ''
    }
  };

  componentDidMount() {
    const { clusterId } = this.props.params;
    this.setState({ clusterId });
  }

  changeSubject = value => {
    const { formData } = { ...this.state };
    formData.subject = value;
    this.setState({ formData });
  };

  doSubmit() {
    const { clusterId, formData } = this.state;
    // @expect POST /api/{clusterId}/schema
    return this.postApi(`/api/${clusterId}/schema`, {
      subject: formData.subject,
      schema: formData.schema
    });
  }

  render() {
    return null;
  }
}

export default SchemaCreate;
