import Route from '@ember/routing/route';

export default Route.extend({
  actions: {
    discard() {
      let label = this.modelFor('label');
      label.deleteRecord();
      // @expect DELETE /manage/api/labels/{label_id}/
      return label.save();
    },
  },
});
