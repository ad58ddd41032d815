import Model, { attr } from '@ember-data/model';

export default class VolumeModel extends Model {
  @attr('string') name;
}
