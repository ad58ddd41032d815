import ApplicationAdapter from './application';

// keys live under their integration
export default ApplicationAdapter.extend({
  urlForFindAll() {
    return this.buildURL('integration') + 'keys/';
  },
});
