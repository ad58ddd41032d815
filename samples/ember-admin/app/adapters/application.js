import BaseAdapter from './base';

export default BaseAdapter.extend({});
