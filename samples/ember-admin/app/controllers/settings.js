import Controller from '@ember/controller';

// the settings route returns a hash of several things: this.model is no one record
export default Controller.extend({
  actions: {
    save() {
      // @expect-none
      return this.model.save();
    },
  },
});
