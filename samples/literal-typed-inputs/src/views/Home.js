import { searchNotes, createSpool, loadEmbed, rateNote } from "../api.js";

export function quickAccess(config) {
  return searchNotes(
    config.quickAccessTerm,
    config.quickAccessSort,
    // Order by ascending if sorting by title, descending otherwise.
    config.quickAccessSort === "title" ? "asc" : "desc",
    // One more than shown, to know whether there are more.
    config.quickAccessLimit + 1,
  );
}

export function searchPage(term) {
  return searchNotes(term);
}

export async function addSpools(form, chosenId, count) {
  const filamentId = Number(chosenId);
  const body = {
    filament_id: filamentId,
    initial_weight: Number(form.netWeight) || undefined,
    price: parseFloat(form.price) || undefined,
    location: form.location.trim() || undefined,
    comment: form.comment.trim() || undefined,
  };
  for (let i = 0; i < count; i++) await createSpool(body);
}

export async function duplicateSpool(spool) {
  await createSpool({ filament_id: Number(spool.filament.id), location: String(spool.location) });
}

export function showEmbed(params) {
  return loadEmbed(params.shareId, params.showTitle === "true", params.showFooter,
                   params.fragment ? Number(params.fragment) : undefined);
}

export function rate(note, form) {
  return rateNote(note.id, form.stars, form.comment, form.pinned);
}
