import Model, { attr } from '@ember-data/model';

export default class MemberModel extends Model {
  @attr('string') email;
}
