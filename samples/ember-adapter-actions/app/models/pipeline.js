import Model, { attr } from '@ember-data/model';

export default class PipelineModel extends Model {
  @attr('string') name;

  halt() {
    return this.store.adapterFor('pipeline').halt(this);
  }

  scale(count) {
    return this.store.adapterFor('pipeline').scale(this, count);
  }

  pause() {
    return this.store.adapterFor('pipeline').pause(this);
  }
}
