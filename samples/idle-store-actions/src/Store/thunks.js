const thunks = {};

export function createThunk(type) {
  return function(payload) {
    return function(dispatch, getState) {
      return thunks[type](getState, payload || {}, dispatch);
    };
  };
}

export function handleThunks(handlers) {
  Object.keys(handlers).forEach((type) => {
    thunks[type] = handlers[type];
  });
}
