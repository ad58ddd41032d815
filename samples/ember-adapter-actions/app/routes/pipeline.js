import Route from '@ember/routing/route';

export default class PipelineRoute extends Route {
  model(params) {
    // @expect GET /api/v2/pipeline/{pipeline_id}
    return this.store.findRecord('pipeline', params.pipeline_id);
  }
}
