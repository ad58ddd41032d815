// A self-hosted tracker whose server exposes script-style endpoints: the action lives in the
// path's words or the calling function's name, not in the HTTP method.
import axios from "axios";

// Kind: POST endpoints named by an action word, not by a collection.
export function wipeEverything() {
  // @expect POST /api/v1/data/clear/all.json
  return axios.post("/api/v1/data/clear/all.json", {});
}

export function dropSuggestion(id) {
  // @expect POST /ai/delete_suggestion.php
  return axios.post("/ai/delete_suggestion.php", { id });
}

export function purgeHistory() {
  // @expect POST /history/purge
  return axios.post("/history/purge");
}

export function saveLayout(layout) {
  // @expect POST /dashboard/save_layout.php
  return axios.post("/dashboard/save_layout.php", { layout });
}

export function sortCategories(order) {
  // @expect POST /categories/sort
  return axios.post("/categories/sort", { order });
}

export function reorderWidgets(ids) {
  // @expect POST /widgets/reorder.php
  return axios.post("/widgets/reorder.php", { ids });
}

// A server script's read word or plural noun proves nothing: a reviewed guess, never a read
// retried automatically nor a proven create.
export function toggleOriginalPrice(value) {
  // @expect POST /settings/show_original_price.php
  return axios.post("/settings/show_original_price.php", { value });
}

export function storeSmtp(settings) {
  // @expect POST /settings/savesmtpsettings.php
  return axios.post("/settings/savesmtpsettings.php", settings);
}

// Kind: a GET that runs a job.
export function runReminderJob() {
  // @expect GET /cronjobs/sendreminders.php
  return axios.get("/cronjobs/sendreminders.php");
}

export function migrateDatabase() {
  // @expect GET /db/migrate.php
  return axios.get("/db/migrate.php");
}

export function lookForUpdates() {
  // @expect GET /cronjobs/checkforupdates.php
  return axios.get("/cronjobs/checkforupdates.php");
}

// A plain read stays a read.
export function loadJobs() {
  // @expect GET /cronjobs/list.php
  return axios.get("/cronjobs/list.php");
}

// Kind: a PUT that adds to a collection.
export function addFeed(options) {
  // @expect PUT /api/monitor/feeds
  return axios.put("/api/monitor/feeds", options);
}

export function updateFeed(id, options) {
  // @expect PUT /api/monitor/feeds/{id}
  return axios.put(`/api/monitor/feeds/${id}`, options);
}

// Kind: the server calls out to a channel the client does not show.
export function sendDiscordTest(url) {
  // @expect POST /endpoints/notifications/testdiscordnotifications.php
  return axios.post("/endpoints/notifications/testdiscordnotifications.php", { url });
}

export function tryWebhook(url) {
  // @expect POST /settings/test_webhook
  return axios.post("/settings/test_webhook", { url });
}

export function trySmtp(settings) {
  // @expect POST /settings/smtp/test
  return axios.post("/settings/smtp/test", settings);
}

export function refreshRates() {
  // @expect POST /currency/update_exchange_rates.php
  return axios.post("/currency/update_exchange_rates.php");
}

export function askAssistant(prompt) {
  // @expect POST /ai/openai/complete
  return axios.post("/ai/openai/complete", { prompt });
}

// The function's word names the action when the path names none.
export function purgeOldEntries(days) {
  // @expect POST /api/entries/maintenance
  return axios.post("/api/entries/maintenance", { days });
}

// A save may create: it stays the reviewed method guess.
export function saveDraft(draft) {
  // @expect POST /api/draft
  return axios.post("/api/draft", draft);
}

// Reading the system's own records of a channel or a schedule calls nothing outside.
export function loadWebhooks() {
  // @expect GET /api/webhooks
  return axios.get("/api/webhooks");
}

export function loadSchedule() {
  // @expect GET /api/cron/jobs
  return axios.get("/api/cron/jobs");
}
