import axios from "axios";

const api = axios.create({ baseURL: "/" });

export async function searchNotes(term, sort, order, limit) {
  // @expect GET /api/search
  const response = await api.get("api/search", {
    params: { term: term, sort: sort, order: order, limit: limit },
  });
  return response.data;
}

export async function createSpool(body) {
  // @expect POST /api/spool
  const response = await api.post("api/spool", body);
  return response.data;
}

export async function loadEmbed(shareId, showTitle, showFooter, fragmentIndex) {
  // @expect GET /api/embed/{shareId}
  const response = await fetch(
    `/api/embed/${shareId}?` +
      new URLSearchParams({
        showTitle: showTitle.toString(),
        showFooter: String(!!showFooter),
        ...(fragmentIndex !== undefined && { fragmentIndex: fragmentIndex.toString() }),
      }),
  );
  return response.json();
}

export async function rateNote(noteId, stars, comment, pinned) {
  // @expect POST /api/notes/{noteId}/rating
  const response = await api.post(`api/notes/${noteId}/rating`, {
    stars: parseInt(stars, 10),
    weight: +stars,
    words: comment.length,
    text: `${comment}`,
    label: String(stars),
    pinned: pinned === "yes",
    visible: !!comment,
  });
  return response.data;
}
