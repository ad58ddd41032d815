import $ from 'jquery';

export default function ajax(options) {
  return $.ajax({ ...options, dataType: 'json' });
}
