import Model, { attr } from '@ember-data/model';

export default class LabelModel extends Model {
  @attr('string') name;
  @attr('string') color;
}
