export const selectAccessToken = (state) => state.auth.accessToken;

export default { selectAccessToken };
