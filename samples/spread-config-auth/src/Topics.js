import Root from './Root';

class Topics extends Root {
  async load() {
    // @expect GET /api/topics
    const res = await this.getApi('/api/topics');
    this.setState({ topics: res.data });
  }

  async create(name, partitions) {
    // @expect POST /api/topics
    await this.postApi('/api/topics', { name, partitions });
  }

  async drop(name) {
    // @expect DELETE /api/topics/{name}
    await this.removeApi(`/api/topics/${name}`, { force: true });
  }

  render() {
    return null;
  }
}

export default Topics;
