import Component from '@glimmer/component';
import { action } from '@ember/object';

// the label a template passes in: its model is not shown, so the save is reviewed
export default class LabelForm extends Component {
  @action
  save() {
    // @expect-none
    return this.args.label.save();
  }
}
