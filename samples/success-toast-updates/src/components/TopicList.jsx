import React from 'react';
import { getApi, uriTopics } from '../utils/api';

export class TopicList extends React.Component {
  async componentDidMount() {
    const { cluster } = this.props;
    // @expect GET /api/{cluster}/topics
    const topics = await getApi(uriTopics(cluster));
    this.setState({ topics: topics.data });
  }

  render() {
    return <ul />;
  }
}
