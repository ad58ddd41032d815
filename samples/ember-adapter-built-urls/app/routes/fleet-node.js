import Route from '@ember/routing/route';
import { service } from '@ember/service';

export default class FleetNodeRoute extends Route {
  @service store;

  model(params) {
    // @expect GET /v1/fleetNode/{node_id}
    return this.store.findRecord('fleet-node', params.node_id);
  }
}
