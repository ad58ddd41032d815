import AjaxService from 'ember-ajax/services/ajax';

export default AjaxService.extend({
  namespace: '/manage/api',
  contentType: 'application/json; charset=UTF-8',
});
