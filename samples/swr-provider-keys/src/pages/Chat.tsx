import axios from "axios";

// the client's default base read back: the same backend as the axios calls
export async function sendMessage(text: string) {
  const baseURL = axios.defaults.baseURL ?? "";
  // @expect POST /api/chat/completion
  const response = await fetch(`${baseURL}chat/completion`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ text }),
  });
  return response.json();
}
