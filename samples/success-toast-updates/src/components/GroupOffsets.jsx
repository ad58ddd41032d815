import React from 'react';
import { postApi } from '../utils/api';

// No message: a whole list of offsets sent to the group's collection may set them, not add one.
export class GroupOffsets extends React.Component {
  async reset(offsets) {
    const { cluster, group } = this.props;
    const body = [];
    offsets.forEach(o => body.push({ topic: o.topic, offset: o.offset }));
    // @expect POST /api/{cluster}/group/{group}/offsets
    await postApi(`/api/${cluster}/group/${group}/offsets`, body);
  }

  // The body's configs map under the item's configs collection: a guessed create, reviewed.
  async saveConfigs(configs) {
    const { cluster, connect } = this.props;
    // @expect POST /api/{cluster}/connect/{connect}/configs
    await postApi(`/api/${cluster}/connect/${connect}/configs`, { configs: { ...configs } });
  }

  // A member added to the item's collection, a name and a number: the create stands.
  async addMember(name) {
    const { cluster, group } = this.props;
    // @expect POST /api/{cluster}/group/{group}/members
    await postApi(`/api/${cluster}/group/${group}/members`, { name, weight: 1 });
  }

  render() {
    return <div />;
  }
}
