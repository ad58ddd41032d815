import React from 'react';
import { toast } from 'react-toastify';
import { postApi, uriSchemas, uriTopicPartitions, uriTopics } from '../utils/api';

export class TopicPartitions extends React.Component {
  // toast.success names the success itself: 'Topic partition updated' says update.
  increase() {
    const { cluster, topic, partition } = this.props;
    // @expect POST /api/{cluster}/topic/{topic}/partitions
    postApi(uriTopicPartitions(cluster, topic), { partition }).then(() => {
      toast.success('Topic partition updated');
    });
  }

  // A create the page says it is: the collection's create stays.
  async create(name) {
    const { cluster } = this.props;
    // @expect POST /api/{cluster}/topics
    await postApi(uriTopics(cluster), { name });
    toast.success(`Topic '${name}' created`);
  }

  // Another request between the POST and the toast: the text may be the reload's.
  async register(subject) {
    const { cluster } = this.props;
    // @expect POST /api/{cluster}/schemas
    await postApi(uriSchemas(cluster), { subject });
    await this.props.reload();
    toast.success('Schemas updated successfully');
  }

  render() {
    return <button onClick={() => this.increase()}>Update</button>;
  }
}
