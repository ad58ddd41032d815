const thunks = {};

export function createThunk(type) {
  return function(payload) {
    return function(dispatch, getState) {
      const thunk = thunks[type];
      return thunk(getState, payload ?? {}, dispatch);
    };
  };
}

export function handleThunks(handlers) {
  Object.keys(handlers).forEach((type) => {
    thunks[type] = handlers[type];
  });
}
