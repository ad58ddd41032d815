import Component from '@glimmer/component';
import fetch from 'fetch';

export default class Uploader extends Component {
  upload(file) {
    let body = new FormData();
    body.append('file', file);
    // @expect POST /manage/api/images/upload/
    return fetch('/manage/api/images/upload/', { method: 'POST', body });
  }
}
