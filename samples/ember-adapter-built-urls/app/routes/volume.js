import Route from '@ember/routing/route';
import { service } from '@ember/service';

export default class VolumeRoute extends Route {
  @service store;

  model(params) {
    // @expect GET /v1/volume/csi/{volume_name}
    return this.store.findRecord('volume', `csi/${params.volume_name}`);
  }
}
