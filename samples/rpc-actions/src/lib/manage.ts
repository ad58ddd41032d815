// A shared helper sends its argument whole as the body: each caller's action is its own Tool.
import { base } from "$app/paths";

export async function manage(payload: { action: string; data?: unknown }) {
  // @expect POST /manage/api
  const res = await fetch(`${base}/manage/api`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(payload)
  });
  return res.json();
}
