// Addresses the caller chooses, sent to paths that name a fetch: the backend reaches them.
import axios from "axios";

export async function fetchImageFromUrl(imageUrl: string): Promise<Blob> {
  // Use the backend proxy to avoid CORS issues with external URLs
  // @expect POST /api/images/fetch_from_url/
  const res = await fetch("/api/images/fetch_from_url/", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ url: imageUrl })
  });
  return res.blob();
}

export function linkPreview(link: string) {
  // @expect GET /api/link-preview
  return axios.get<{ title: string }>("/api/link-preview", { params: { link } });
}

export function importFeed(feedUrl: string, folder: number) {
  // @expect POST /api/feeds/import
  return axios.post("/api/feeds/import", { feed_url: feedUrl, folder });
}
