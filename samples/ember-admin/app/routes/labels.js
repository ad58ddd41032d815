import Route from '@ember/routing/route';

export default Route.extend({
  model() {
    // findAll is the collection read: its options are no id
    // @expect GET /manage/api/labels/
    return this.store.findAll('label', { reload: true });
  },
});
