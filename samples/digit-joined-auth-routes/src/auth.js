import axios from "axios";

// Route names after /auth/ made of words joined by a digit standing for a word
// (bind2fa: bind two-factor authentication) are routes, not passwords written in the path.
export function bindTwoFactor(enable) {
  // @expect POST /api/auth/bind2fa
  return axios.post("/api/auth/bind2fa", { enable });
}

export function confirmTwoFactor(code) {
  // @expect POST /api/auth/confirm2fa
  return axios.post("/api/auth/confirm2fa", { code });
}

export function disableTwoFactor() {
  // @expect DELETE /api/auth/disable_2fa
  return axios.delete("/api/auth/disable_2fa");
}
