import ajax from '../api/ajax';

// One handler for every collection: the item when the payload names an id, the list otherwise.
export default function createFetchHandler(section, url) {
  return function(getState, payload, dispatch) {
    const { id, ...otherPayload } = payload;
    return ajax({
      url: id == null ? url : `${url}/${id}`,
      data: otherPayload
    }).then((data) => dispatch({ type: 'set', section, data }));
  };
}
