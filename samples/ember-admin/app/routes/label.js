import Route from '@ember/routing/route';

export default Route.extend({
  model(params) {
    // @expect GET /manage/api/labels/{label_id}/
    return this.store.findRecord('label', params.label_id);
  },
});
