import Route from '@ember/routing/route';
import RSVP from 'rsvp';

export default Route.extend({
  model() {
    return RSVP.hash({ labels: this.store.findAll('label'), me: this.store.findRecord('member', 'me') });
  },
});
