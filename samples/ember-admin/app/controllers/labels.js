import Controller from '@ember/controller';
import { inject as service } from '@ember/service';

export default Controller.extend({
  ajax: service(),

  actions: {
    create(name) {
      // @expect POST /manage/api/labels/
      return this.store.createRecord('label', { name }).save();
    },
    search(filter) {
      // the adapter's query() override makes this request: reviewed
      // @expect GET /manage/api/labels/
      return this.store.query('label', { filter });
    },
    bySlug(slug) {
      // queryRecord is a collection read with a query
      // @expect GET /manage/api/labels/
      return this.store.queryRecord('label', { slug });
    },
    keys() {
      // @expect GET /manage/api/integrations/keys/
      return this.store.findAll('webhook-key');
    },
    members() {
      // @expect GET /manage/api/members/
      return this.store.findAll('member');
    },
    sendTest(email) {
      // @expect POST /manage/api/mail/test/
      return this.ajax.post('/mail/test/', { data: { email } });
    },
    archive(label) {
      // a label the template passes: a reviewed request-like site, no endpoint
      // @expect-none
      return label.save();
    },
    reset() {
      // @expect DELETE /manage/api/db/
      return this.ajax.request('/manage/api/db/', { type: 'DELETE' });
    },
  },
});
