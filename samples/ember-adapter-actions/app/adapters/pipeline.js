import ApplicationAdapter from './application';
import appendPath from 'fleet/utils/append-path';

// Actions that are no store request: each method builds its URL and calls this.ajax.
export default class PipelineAdapter extends ApplicationAdapter {
  halt(pipeline) {
    const url = `${this.urlForFindRecord(pipeline.get('id'), 'pipeline')}/halt`;
    // @expect POST /api/v2/pipeline/{id}/halt
    return this.ajax(url, 'POST');
  }

  scale(pipeline, count) {
    // @expect POST /api/v2/pipeline/{id}/scale
    return this.ajax(`${this.urlForFindRecord(pipeline.id, 'pipeline')}/scale`, 'POST', {
      data: { Count: count },
    });
  }

  restart(pipeline, stage) {
    const url = `${this.host || '/'}${this.urlPrefix()}/client/pipeline/${pipeline.id}/restart`;
    // @expect-none (never called: PUT /api/v2/client/pipeline/{id}/restart is no Tool)
    return this.ajax(url, 'PUT', { data: { Stage: stage } });
  }

  history(pipeline) {
    // @expect-none (never called: GET /api/v2/history/{id} is no Tool)
    return this.ajax(`${this.buildURL()}/history/${pipeline.id}`, 'GET', {
      data: { limit: 20 },
    });
  }

  validate(spec) {
    // @expect-none (never called: POST /api/v2/pipelines/validate is no Tool)
    return this.ajax(`${this.urlForCreateRecord('pipeline')}/validate`, 'POST', {
      data: { Spec: spec },
    });
  }

  // the helper cuts the URL with split('?'): the cut is made on this caller's URL
  pause(pipeline) {
    const url = appendPath(this.urlForFindRecord(pipeline.id, 'pipeline'), '/pause');
    // @expect POST /api/v2/pipeline/{id}/pause
    return this.ajax(url, 'POST');
  }
}
