import Model, { attr } from '@ember-data/model';

export default class FleetNodeModel extends Model {
  @attr('string') name;

  drain() {
    return this.store.adapterFor('fleet-node').drain(this);
  }

  purge() {
    return this.store.adapterFor('fleet-node').purge(this);
  }

  stop() {
    return this.store.adapterFor('fleet-node').stop(this);
  }
}
