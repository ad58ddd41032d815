import ApplicationAdapter from './application';
import addToPath from 'fleet/utils/add-to-path';

// Actions: each builds its URL from urlForFindRecord, some through a helper that cuts
// the URL at '?' before it appends.
export default class FleetNodeAdapter extends ApplicationAdapter {
  drain(node) {
    const url = addToPath(this.urlForFindRecord(node.id, 'fleet-node'), '/drain');
    // @expect POST /v1/fleetNode/{id}/drain
    return this.ajax(url, 'POST', { data: { NodeID: node.id } });
  }

  purge(node) {
    const url = addToPath(this.urlForFindRecord(node.id, 'fleet-node'), '', 'purge=true');
    // @expect DELETE /v1/fleetNode/{id}
    return this.ajax(url, 'DELETE');
  }

  stop(node) {
    const url = this.urlForFindRecord(node.id, 'fleet-node');
    // @expect DELETE /v1/fleetNode/{id}
    return this.ajax(url, 'DELETE');
  }
}
