import ApplicationAdapter from './application';

// The ids a route gives hold a '/' the override encodes; the override puts it back.
export default class VolumeAdapter extends ApplicationAdapter {
  urlForFindRecord() {
    let url = super.urlForFindRecord(...arguments);
    return url.replace('csi%2F', 'csi/');
  }
}
