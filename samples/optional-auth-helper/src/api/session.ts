// The client's own session: the token a login stored.
export const Session = {
  token: localStorage.getItem("session-token"),
};
