// Values a built-in method makes are sent: their types are the method's result types.
class Splitter {
  split(text) {
    return { parts: text, count: 2 };
  }
}

const splitter = new Splitter();

export function saveSettings(form) {
  // @expect PUT /api/settings
  return fetch("/api/settings", {
    method: "PUT",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      dns_servers: form.dns.split(","),
      since: new Date(form.since).toISOString(),
      ratio: form.ratio.toFixed(2),
      secure: form.url.startsWith("https:"),
      position: form.list.indexOf(form.item),
      label: form.label.padStart(8, " "),
      grouped: splitter.split(form.group),
      window: form.window.slice(0, 2),
    }),
  });
}

export function searchLogs(filter) {
  const from = filter.from.toISOString();
  const tags = filter.tags.split(" ");
  // @expect GET /api/logs
  return fetch(`/api/logs?from=${encodeURIComponent(from)}&tags=${tags.join(",")}&mine=${filter.owners.some((o) => o.me)}`)
    .then((response) => response.json());
}

// jQuery objects' tests are booleans (rule jquery.boolean-result).
const page = { is: (kind) => ({ kind }) };

export function saveDisplay() {
  // @expect POST /api/display
  $.ajax({
    type: "POST",
    url: "/api/display",
    contentType: "application/json",
    data: JSON.stringify({
      compact: $("#compact").is(":checked"),
      dark: $("body").hasClass("dark"),
      pinned: $(this).closest("tr").find("input.pin").prop("checked"),
      width: $("#width").prop("value"),
      mode: page.is("wide"),
    }),
  });
}

// A number added to a value of unknown type is a number or a string: always sent.
export function moveItem(list, event, group) {
  const offset = list.findIndex((item) => item.group === group);
  // @expect PUT /api/items/move
  return fetch("/api/items/move", {
    method: "PUT",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ oldIndex: event.oldIndex + offset, newIndex: event.newIndex + offset }),
  });
}
