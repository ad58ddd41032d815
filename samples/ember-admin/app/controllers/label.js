import Controller from '@ember/controller';
import { action } from '@ember/object';

// this.model is what the label route's model() hook returns: a loaded record
export default class LabelController extends Controller {
  @action
  save() {
    // RESTAdapter updates with PUT
    // @expect PUT /manage/api/labels/{label_id}/
    return this.model.save();
  }

  @action
  remove() {
    // @expect DELETE /manage/api/labels/{label_id}/
    return this.model.destroyRecord();
  }
}
